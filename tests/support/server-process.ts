// A real Lucky Draw server as a child process on a free port, for the tests that need a process (the
// browser run, the data-directory lock): its output is kept for failure messages.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';

/** Settings that describe a PostgreSQL connection, blanked for a server process on the embedded one. */
export const NO_POSTGRES_ENV = { DATABASE_URL: '', DATABASE_POOL_MODE: '', LISTEN_DATABASE_URL: '' };

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  baseURL: string;
  output: () => string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Run as another user (the test runner must be root): what a server that is not root may not do. */
  uid?: number;
  gid?: number;
}

/** Starts `node ...args` with PORT and HOST set on top of process.env and `env`. */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
  cwd: string,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (child.pid === undefined) throw new Error('the server did not spawn');
  return { child, pid: child.pid, baseURL: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** The process's exit code; fails with its output if it is still running after `withinMs`. */
export async function exitCodeWithin(server: ServerProcess, withinMs: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`server still running after ${withinMs} ms:\n${server.output()}`)),
      withinMs,
    );
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until GET /api/health answers 200; fails with the server's output if it exits first. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${server.baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** Logs in as the admin on a started server; the session cookie ("name=value") for fetch. */
export async function adminCookieOf(server: ServerProcess, password: string): Promise<string> {
  const res = await fetch(`${server.baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ld_admin_session='));
  if (res.status !== 200 || !cookie) throw new Error(`admin login failed: ${res.status}`);
  return cookie.split(';')[0] ?? cookie;
}
