// A server that cannot start says why in one line a newcomer can act on, and exits with 1: a port
// someone else holds, a DATA_DIR it cannot write, a DATABASE_URL it cannot use. Each case starts the real
// entry point and reads what it printed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { PID_FILE } from '#server/db/data-dir-lock';
import { freePort } from '../support/free-port';
import {
  exitCodeWithin,
  NO_POSTGRES_ENV,
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
  killServerProcess,
} from '../support/server-process';

const root = path.resolve(import.meta.dirname, '../..');
const NOBODY = { uid: 65534, gid: 65534 };
const isRoot = process.getuid?.() === 0;
const NOT_WRITABLE_TAIL = 'choose a directory this user can write, or set DATABASE_URL to use PostgreSQL';
const EMBEDDED_HINT = 'Unset DATABASE_URL to use the embedded database in DATA_DIR instead.';

const tempDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ld-startup-'));
  tempDirs.push(dir);
  return dir;
}

const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running.splice(0)) await killServerProcess(server);
  for (const dir of tempDirs.splice(0)) {
    // A directory made read-only for the test must be writable again to be removed.
    await chmod(dir, 0o755).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
});

interface Failure {
  code: number | null;
  output: string;
}

/** Starts the real entry point (as `npm run dev` does) and waits for it to give up. */
async function failedStart(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
  withinMs = 20_000,
): Promise<Failure> {
  const server = await startServerProcess(
    ['--import', 'tsx', 'src/server/server.ts'],
    { ...NO_POSTGRES_ENV, ADMIN_PASSWORD: 'test password 123', LOG_LEVEL: 'silent', ...env },
    root,
    options,
  );
  running.push(server);
  return { code: await exitCodeWithin(server, withinMs), output: server.output() };
}

/** Exit code 1, the sentence, and nothing a newcomer has to dig through. */
function expectOneLine(failure: Failure, ...parts: string[]): void {
  expect(failure.code, failure.output).toBe(1);
  for (const part of parts) expect(failure.output).toContain(part);
  expect(failure.output).not.toContain('    at ');
  expect(failure.output).not.toMatch(/unhandled/i);
}

// As root, nobody has to read the project and run tsx in it: not so in a checkout under a private home.
function skipUnlessNobodyCanRun(skip: (note: string) => never): void {
  if (!isRoot) return;
  const probe = spawnSync(process.execPath, ['--import', 'tsx', '-e', ''], { cwd: root, ...NOBODY });
  if (probe.status !== 0) skip(`user nobody cannot run tsx in ${root}: ${String(probe.stderr)}`);
}

async function chownTree(dir: string, { uid, gid }: { uid: number; gid: number }): Promise<void> {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { recursive: true })) await chown(path.join(dir, entry), uid, gid);
}

/** Whether the kernel refuses port 80 to a user that is not root (Linux, unless configured otherwise). */
function port80IsPrivileged(): boolean {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_unprivileged_port_start', 'utf8')) > 80;
  } catch {
    return false;
  }
}

/** A port on 127.0.0.1 held by this test process, as another program would hold it. */
async function holdPort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    port: address.port,
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP server that answers any PostgreSQL startup with one FATAL error, as a real server would. */
async function fakePostgres(sqlState: string, message: string): Promise<{ port: number; close(): void }> {
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => {
      // ErrorResponse: 'E', its length (itself included), then fields of a type byte and a C string.
      const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlState}\0M${message}\0\0`);
      const head = Buffer.alloc(5);
      head.write('E');
      head.writeInt32BE(fields.length + 4, 1);
      socket.end(Buffer.concat([head, fields]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { port: address.port, close: () => server.close() };
}

describe('TRUST_PROXY', () => {
  it('refuses true at start and says what to write instead', async () => {
    const failure = await failedStart({ TRUST_PROXY: 'true', DATA_DIR: path.join(await tempDir(), 'data') });
    expectOneLine(
      failure,
      'TRUST_PROXY: true trusts every hop of X-Forwarded-For, so any client could choose its own address; write the number of proxies in front of the server (1 behind one load balancer or nginx)',
    );
  });
});

describe('DATABASE_URL that cannot be used', () => {
  it('names host and port of a server that is not there, and the embedded database', async () => {
    const port = await freePort();
    const failure = await failedStart({ DATABASE_URL: `postgres://app:secretpw@127.0.0.1:${port}/app` });
    expectOneLine(
      failure,
      `Cannot reach PostgreSQL at 127.0.0.1:${port} (DATABASE_URL): connection refused. Is the server running? ${EMBEDDED_HINT}`,
    );
    expect(failure.output).not.toContain('secretpw');
  });

  it('names the user whose password the server rejects, not the password', async () => {
    const fake = await fakePostgres('28P01', 'password authentication failed for user "app"');
    try {
      const failure = await failedStart({
        DATABASE_URL: `postgres://app:secretpw@127.0.0.1:${fake.port}/app?sslmode=disable`,
      });
      expectOneLine(
        failure,
        `PostgreSQL at 127.0.0.1:${fake.port} rejected the password of user "app" (DATABASE_URL); check the user name and password in DATABASE_URL.`,
      );
      expect(failure.output).not.toContain('secretpw');
    } finally {
      fake.close();
    }
  });

  it('names a database that does not exist', async () => {
    const fake = await fakePostgres('3D000', 'database "shop" does not exist');
    try {
      const failure = await failedStart({
        DATABASE_URL: `postgres://app:secretpw@127.0.0.1:${fake.port}/shop?sslmode=disable`,
      });
      expectOneLine(
        failure,
        `Database "shop" does not exist on PostgreSQL at 127.0.0.1:${fake.port} (DATABASE_URL)`,
      );
      expect(failure.output).not.toContain('secretpw');
    } finally {
      fake.close();
    }
  });
});

describe('DATA_DIR that cannot be written', () => {
  it('says which file stands where a parent directory should be', async () => {
    const file = path.join(await tempDir(), 'not-a-directory');
    await writeFile(file, 'x');
    const dataDir = path.join(file, 'data');
    expectOneLine(
      await failedStart({ DATA_DIR: dataDir }),
      `DATA_DIR ${dataDir} is not writable (${file} is a file, not a directory); ${NOT_WRITABLE_TAIL}`,
    );
  });

  it('says when DATA_DIR itself is a file, naming it as resolved', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'data'), 'x');
    // Relative to where the server runs: the message names the absolute path.
    const relative = path.relative(root, path.join(dir, 'data'));
    expectOneLine(
      await failedStart({ DATA_DIR: relative }),
      `DATA_DIR ${path.join(dir, 'data')} is not writable (it is a file, not a directory); ${NOT_WRITABLE_TAIL}`,
    );
  });

  // Root writes anywhere whatever the modes say, so as root the server runs as nobody: a directory root
  // owns (0755) is then truly read-only to it. Otherwise the directory is made 0555 for this user.
  async function readOnlyDir(): Promise<{ dir: string; as: ServerProcessOptions }> {
    const dir = await tempDir();
    await chmod(dir, isRoot ? 0o755 : 0o555);
    return { dir, as: isRoot ? NOBODY : {} };
  }

  it('refuses to create DATA_DIR where this user may not write', async ({ skip }) => {
    skipUnlessNobodyCanRun(skip);
    const { dir, as } = await readOnlyDir();
    const dataDir = path.join(dir, 'data');
    expectOneLine(
      await failedStart({ DATA_DIR: dataDir }, as),
      `DATA_DIR ${dataDir} is not writable (permission denied); ${NOT_WRITABLE_TAIL}`,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses an existing DATA_DIR this user may not write', async ({ skip }) => {
    skipUnlessNobodyCanRun(skip);
    const { dir, as } = await readOnlyDir();
    expectOneLine(
      await failedStart({ DATA_DIR: dir }, as),
      `DATA_DIR ${dir} is not writable (permission denied); ${NOT_WRITABLE_TAIL}`,
    );
  });
});

describe('PORT and HOST that cannot be listened on', () => {
  let dataDir: string;

  // One migrated data directory for the cases below: each start then opens it in a second or two.
  beforeAll(async () => {
    const parent = await tempDir();
    // The EACCES case runs as nobody, who must reach the directory.
    await chmod(parent, 0o755);
    dataDir = path.join(parent, 'data');
    await mkdir(dataDir);
    const database = await openDatabase({ dataDir });
    await database.close();
  }, 90_000);

  it('names the PORT another program holds, and frees DATA_DIR before exiting', async () => {
    const held = await holdPort();
    try {
      const failure = await failedStart({ DATA_DIR: dataDir, PORT: String(held.port) }, {}, 60_000);
      expectOneLine(
        failure,
        `PORT ${held.port} is in use (another program is listening); set PORT to another number`,
      );
      // The lock was released (its pid file removed) rather than left to the OS.
      expect(existsSync(path.join(dataDir, PID_FILE))).toBe(false);
    } finally {
      await held.release();
    }
  }, 90_000);

  it('names a HOST that is not an address of this machine', async () => {
    // 192.0.2.0/24 is reserved for documentation (RFC 5737): no machine has it.
    const failure = await failedStart({ DATA_DIR: dataDir, HOST: '192.0.2.1' }, {}, 60_000);
    expectOneLine(
      failure,
      'HOST 192.0.2.1 is not an address of this machine; set HOST to one of its addresses, or to 0.0.0.0 to listen on all of them',
    );
    expect(existsSync(path.join(dataDir, PID_FILE))).toBe(false);
  }, 90_000);

  it('says a privileged PORT needs administrator rights', async ({ skip }) => {
    if (!isRoot || !port80IsPrivileged()) skip('needs root (to run as nobody) and port 80 privileged');
    skipUnlessNobodyCanRun(skip);
    await chownTree(dataDir, NOBODY);
    const failure = await failedStart({ DATA_DIR: dataDir, PORT: '80' }, NOBODY, 60_000);
    expectOneLine(
      failure,
      'PORT 80 needs administrator rights (ports below 1024 are privileged); set PORT to 1024 or above, e.g. PORT=5000',
    );
    expect(existsSync(path.join(dataDir, PID_FILE))).toBe(false);
  }, 90_000);
});
