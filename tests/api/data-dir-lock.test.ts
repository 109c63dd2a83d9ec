// One Lucky Draw process per DATA_DIR: the lock itself, then real server processes racing for one
// directory, including a holder killed with SIGKILL (the lock must not outlive it).
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, PID_FILE, type DataDirLock } from '#server/db/data-dir-lock';
import {
  NO_POSTGRES_ENV,
  exitCodeWithin,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
  adminCookieOf,
  killServerProcess,
} from '../support/server-process';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN_PASSWORD = 'test password 123';
const inUse = (dataDir: string, pid: number | undefined) =>
  `DATA_DIR ${dataDir} is in use by another Lucky Draw process (pid ${pid})`;

const tempDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ld-lock-'));
  tempDirs.push(dir);
  return dir;
}

describe('acquireDataDirLock', () => {
  const held: DataDirLock[] = [];
  afterEach(async () => {
    await Promise.all(held.splice(0).map((lock) => lock.release()));
  });
  afterAll(async () => {
    await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('refuses a second holder, naming the first, until the first releases', async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir);
    held.push(lock);
    await expect(acquireDataDirLock(dir)).rejects.toMatchObject({
      message: inUse(dir, process.pid),
      pid: process.pid,
    });

    await lock.release();
    await lock.release(); // twice is harmless
    held.push(await acquireDataDirLock(dir));
  });

  it('knows the directory by identity, not by the path given', async () => {
    const dir = await tempDir();
    const link = path.join(await tempDir(), 'link-to-data');
    await symlink(dir, link);
    held.push(await acquireDataDirLock(dir));
    await expect(acquireDataDirLock(link)).rejects.toMatchObject({ message: inUse(link, process.pid) });
    // A different directory is a different lock.
    held.push(await acquireDataDirLock(await tempDir()));
  });

  it('writes the pid file while held and removes it on release', async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir);
    expect((await readFile(path.join(dir, PID_FILE), 'utf8')).trim()).toBe(String(process.pid));
    // A refused attempt leaves the holder's pid file alone.
    await expect(acquireDataDirLock(dir)).rejects.toThrow();
    expect(existsSync(path.join(dir, PID_FILE))).toBe(true);
    await lock.release();
    expect(existsSync(path.join(dir, PID_FILE))).toBe(false);
  });
});

const running: ServerProcess[] = [];

// The real entry point, as `npm run dev` runs it (tsx in-process, so the child's pid is the server's).
async function startServer(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(
    ['--import', 'tsx', 'src/server/server.ts'],
    { DATA_DIR: dataDir, ...NO_POSTGRES_ENV, ADMIN_PASSWORD, LOG_LEVEL: 'silent' },
    root,
  );
  running.push(server);
  return server;
}

async function promoCustomers(server: ServerProcess): Promise<string[]> {
  const res = await fetch(`${server.baseURL}/api/admin/promo-codes`, {
    headers: { cookie: await adminCookieOf(server, ADMIN_PASSWORD) },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items: { customerName: string }[] };
  return body.items.map((item) => item.customerName);
}

describe('servers sharing a DATA_DIR', () => {
  afterAll(async () => {
    for (const server of running.splice(0)) await killServerProcess(server);
    await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it(
    'lets one serve, stops the next, and frees the directory when the first is killed',
    { timeout: 120_000 },
    async () => {
      const dataDir = await tempDir();
      const first = await startServer(dataDir);
      await waitForHealth(first, 90_000);
      const created = await fetch(`${first.baseURL}/api/admin/generate-promo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: await adminCookieOf(first, ADMIN_PASSWORD) },
        body: JSON.stringify({
          customerName: 'Lock test',
          prizeId: 1,
          prizeType: 'normal',
          expirationHours: 24,
          usageLimit: 1,
        }),
      });
      expect(created.status).toBe(200);

      const second = await startServer(dataDir);
      expect(await exitCodeWithin(second, 60_000)).toBe(1);
      expect(second.output()).toContain(inUse(dataDir, first.pid));
      expect((await readFile(path.join(dataDir, PID_FILE), 'utf8')).trim()).toBe(String(first.pid));
      // The first one is unaffected.
      expect((await fetch(`${first.baseURL}/api/health`)).status).toBe(200);

      // No graceful shutdown: the OS alone must free the lock.
      first.child.kill('SIGKILL');
      await first.exited;

      const third = await startServer(dataDir);
      await waitForHealth(third, 90_000);
      expect((await readFile(path.join(dataDir, PID_FILE), 'utf8')).trim()).toBe(String(third.pid));
      expect(await promoCustomers(third)).toContain('Lock test');

      // A graceful stop releases the lock and removes the pid file.
      third.child.kill('SIGTERM');
      expect(await exitCodeWithin(third, 30_000)).toBe(0);
      expect(existsSync(path.join(dataDir, PID_FILE))).toBe(false);
    },
  );
});
