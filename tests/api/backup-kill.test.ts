// A server killed with kill -9 in the middle of a backup (a real server process, as `npm run dev` runs it):
// no file stands under a backup's final name, the data directory is intact, and the next start simply
// works, clears the unfinished work file, and makes backups again.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Backup, BackupList } from '#shared/api/backups';
import { openDatabase } from '#server/db/client';
import { seedExports } from '../support/seed-at-size';
import {
  adminCookieOf,
  NO_POSTGRES_ENV,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
  killServerProcess,
} from '../support/server-process';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN_PASSWORD = 'test password 123';
/** Enough rows that a backup takes a few seconds here, long enough to be killed in the middle of. */
const ROWS = 40_000;
const FINAL_NAME = /^lucky-draw-.*\.tar\.gz$/;
const WORK_FILE = /^\.lucky-draw-backup-\d+-[0-9a-f]+\.partial$/;

const running: ServerProcess[] = [];
let dir: string | undefined;
afterAll(async () => {
  for (const server of running) await killServerProcess(server);
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function startServer(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(
    ['--import', 'tsx', 'src/server/server.ts'],
    // No schedule: the only backup is the one asked for.
    {
      DATA_DIR: dataDir,
      ...NO_POSTGRES_ENV,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      BACKUP_SCHEDULE: 'off',
      BACKUP_DIR: '',
    },
    root,
  );
  running.push(server);
  return server;
}

describe('kill -9 in the middle of a backup', () => {
  it(
    'leaves no file under a final name, and the next start works and backs up again',
    { timeout: 240_000 },
    async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'ld-backup-kill-'));
      const dataDir = path.join(dir, 'data');
      const backups = path.join(dataDir, 'backups');
      // A database of some size, made before the server starts.
      const template = await readFile(inject('pgliteTemplate')).catch(() => null);
      const seeding = await openDatabase({
        dataDir,
        ...(template ? { loadDataDir: new Blob([template]) } : {}),
      });
      await seedExports(seeding.db, ROWS);
      await seeding.close();

      const first = await startServer(dataDir);
      await waitForHealth(first, 90_000);
      const cookie = await adminCookieOf(first, ADMIN_PASSWORD);
      const asked = fetch(`${first.baseURL}/api/admin/backups`, {
        method: 'POST',
        headers: { cookie },
      }).catch((err: unknown) => err);

      // As soon as the work file has some of the backup in it: kill -9.
      const deadline = Date.now() + 60_000;
      let work: string | undefined;
      while (!work) {
        if (Date.now() > deadline) throw new Error(`no work file appeared:\n${first.output()}`);
        for (const name of await readdir(backups).catch(() => [] as string[])) {
          expect(name, 'the backup finished before it could be killed').not.toMatch(FINAL_NAME);
          if (WORK_FILE.test(name) && (await stat(path.join(backups, name)).catch(() => null))?.size)
            work = name;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await asked).toBeInstanceOf(Error);
      const left = await readdir(backups);
      expect(left.filter((name) => FINAL_NAME.test(name))).toEqual([]);
      // What the kill left is only the hidden work file, which nothing lists or serves.
      expect(left).toContain(work);

      const second = await startServer(dataDir);
      await waitForHealth(second, 90_000);
      const again = await adminCookieOf(second, ADMIN_PASSWORD);
      const list = async () =>
        (await (
          await fetch(`${second.baseURL}/api/admin/backups`, { headers: { cookie: again } })
        ).json()) as BackupList;
      expect((await list()).backups).toEqual([]);
      // The work file of the killed server is cleared as the next one starts.
      expect(existsSync(path.join(backups, work))).toBe(false);
      // The data is all there.
      const history = (await (
        await fetch(`${second.baseURL}/api/draw-history?page=1&pageSize=10`)
      ).json()) as {
        total: number;
      };
      expect(history.total).toBe(ROWS);

      const made = await fetch(`${second.baseURL}/api/admin/backups`, {
        method: 'POST',
        headers: { cookie: again },
      });
      expect(made.status).toBe(201);
      const backup = (await made.json()) as Backup;
      expect((await list()).backups.map((b) => b.name)).toEqual([backup.name]);
      expect((await readdir(backups)).filter((name) => !name.startsWith('.lucky-draw-backups'))).toEqual([
        backup.name,
      ]);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );
});
