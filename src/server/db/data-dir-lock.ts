// One process per embedded data directory: PGlite is single-process, so a second server on the same
// DATA_DIR would silently lose writes. The lock is a listening socket rather than a lock file, so the
// kernel frees it when the holder dies (even on kill -9) and no stale lock can block the next start.
import { createHash } from 'node:crypto';
import { stat, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface DataDirLock {
  /** Frees the directory for the next process; safe to call twice. */
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(
    dataDir: string,
    /** The holder's pid, when it answered. */
    readonly pid: number | undefined,
  ) {
    super(`DATA_DIR ${dataDir} is in use by another Lucky Draw process (pid ${pid ?? 'unknown'})`);
    this.name = 'DataDirInUseError';
  }
}

/** Informational only (for `ps`/`kill` by hand); the socket is the lock. */
export const PID_FILE = 'lucky-draw.pid';

// The holder may be busy (PGlite's first open blocks its event loop for seconds): past this, give up on
// naming it rather than keep the loser waiting.
const ASK_TIMEOUT_MS = 3_000;

interface LockAddress {
  address: string;
  /** A filesystem socket outlives a killed holder; abstract sockets and named pipes do not. */
  leavesFile: boolean;
}

/** Takes the lock on an existing directory, or throws DataDirInUseError naming the holder's pid. */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const { address, leavesFile } = await lockAddress(dataDir);
  let server = await tryListen(address);
  if (!server) {
    let holder = await askHolder(address);
    // Nobody accepts: a socket file left by a killed holder, or a holder that closed just now. Retry once.
    if (holder === 'gone') {
      if (leavesFile) await unlink(address).catch(() => undefined);
      server = await tryListen(address);
      if (!server) holder = await askHolder(address);
    }
    if (!server) throw new DataDirInUseError(dataDir, typeof holder === 'number' ? holder : undefined);
  }

  const pidFile = path.join(dataDir, PID_FILE);
  // A missing pid file must not stop a server that holds the lock.
  await writeFile(pidFile, `${process.pid}\n`).catch(() => undefined);

  const held = server;
  let released: Promise<void> | undefined;
  return {
    release() {
      released ??= (async () => {
        // The pid file goes first: once the socket closes, the next holder may already be writing its own.
        await unlink(pidFile).catch(() => undefined);
        await new Promise<void>((resolve) => held.close(() => resolve()));
      })();
      return released;
    },
  };
}

// The directory's identity is dev+inode, so two paths to one directory (symlink, relative vs absolute,
// bind mount) take the same lock. Abstract sockets are per network namespace: containers with their own
// network that share a volume do not see each other's lock.
async function lockAddress(dataDir: string): Promise<LockAddress> {
  const { dev, ino } = await stat(dataDir, { bigint: true });
  const hash = createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32);
  const name = `lucky-draw-${hash}`;
  if (process.platform === 'linux') return { address: `\0${name}`, leavesFile: false };
  if (process.platform === 'win32') return { address: `\\\\?\\pipe\\${name}`, leavesFile: false };
  return { address: path.join(tmpdir(), name), leavesFile: true };
}

/** The listening server, or undefined when another holds the address. */
function tryListen(address: string): Promise<net.Server | undefined> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      // A loser that hangs up early must not crash the holder.
      socket.on('error', () => undefined);
      socket.end(JSON.stringify({ pid: process.pid }));
    });
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') resolve(undefined);
      else reject(err);
    });
    server.listen(address, () => {
      server.removeAllListeners('error');
      server.on('error', () => undefined);
      // The lock lives as long as the process, but must not by itself keep a finished process alive.
      server.unref();
      resolve(server);
    });
  });
}

/** The holder's pid, 'unknown' when it does not say, 'gone' when nobody accepts the connection. */
function askHolder(address: string): Promise<number | 'unknown' | 'gone'> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('unknown');
    }, ASK_TIMEOUT_MS);
    const done = (result: number | 'unknown' | 'gone') => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => done(parsePid(answer)));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      done(err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? 'gone' : 'unknown'),
    );
  });
}

function parsePid(answer: string): number | 'unknown' {
  try {
    const { pid } = JSON.parse(answer) as { pid?: unknown };
    return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 ? pid : 'unknown';
  } catch {
    return 'unknown';
  }
}
