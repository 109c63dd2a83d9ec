// A real Lucky Draw server as a child process, for the tests that need a process (the browser run, the
// data-directory lock): its output is kept for failure messages.
//
// It listens on PORT=0 unless the test sets PORT: the system picks a free port while binding, and the
// address is read from the line the server prints. A port picked beforehand and handed over could be
// taken in between by another suite's server, and the health check would then have been answered by
// that other server, with the suite running against the wrong site.
import { spawn, type ChildProcess } from 'node:child_process';

/** Settings that describe a PostgreSQL connection, blanked for a server process on the embedded one. */
export const NO_POSTGRES_ENV = { DATABASE_URL: '', DATABASE_POOL_MODE: '', LISTEN_DATABASE_URL: '' };

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** http://127.0.0.1:PORT; throws until the server has printed where it listens (waitForHealth waits). */
  readonly baseURL: string;
  /** The address once the server has printed it. */
  announcedURL: () => string | undefined;
  output: () => string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Run as another user (the test runner must be root): what a server that is not root may not do. */
  uid?: number;
  gid?: number;
}

/** Starts `node ...args` with PORT (0 unless `env` sets it) and HOST set on top of process.env and `env`. */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
  cwd: string,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let output = '';
  let announced: string | undefined;
  const collect = (d: Buffer) => {
    output += d.toString();
    announced ??= /Lucky Draw is running at (http:\/\/\S+)/.exec(output)?.[1];
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (child.pid === undefined) throw new Error('the server did not spawn');
  return {
    child,
    pid: child.pid,
    get baseURL() {
      if (announced === undefined)
        throw new Error(`the server has not said where it listens yet:\n${output}`);
      return announced;
    },
    announcedURL: () => announced,
    output: () => output,
    exited,
  };
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
    const url = server.announcedURL();
    try {
      if (url !== undefined && (await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not answering yet.
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

/** A test's teardown: kills the process (SIGKILL) if it is still running, and waits until it has gone. */
export async function killServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}
