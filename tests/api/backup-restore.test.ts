// A backup made while visitors spin, brought back with `npm run restore` (src/server/cli/restore.ts, run
// as a process as npm runs it) and started again: nothing answered before the backup began is missing,
// the manifest's counts and checksum match what comes back, the same codes validate, the history and the
// images are there. And every refusal of the restore, each saying which, each leaving DATA_DIR as it was.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import { inject } from 'vitest';
import type { Backup } from '#shared/api/backups';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/client';
import { acquireDataDirLock } from '#server/db/data-dir-lock';
import type { Database } from '#server/db/types';
import { defaultBackupSettings } from '#server/features/backups/backup-keeper';
import { scanBackupArchive, type BackupManifest } from '#server/lib/backup-archive';
import { lastMigrationAppliedAt } from '#server/db/table-counts';
import { writeBackup } from '#server/features/backups/backup-writer';
import { migrations, productVersion } from '#server/lib/product';
import { decodeHeader, encodeHeader, END_OF_ARCHIVE, padding } from '#server/lib/tar';
import { promoCodeBody } from '../support/factories';
import { migrationsBefore, rowsOf } from '../support/migrations';
import { multipart } from '../support/multipart';
import { NO_POSTGRES_ENV, startServerProcess } from '../support/server-process';
import { TEST_ADMIN_PASSWORD } from '../support/test-app';

const root = path.resolve(import.meta.dirname, '../..');
const SPINS = 200;
const [PREVIOUS, LAST] = migrations().slice(-2);
if (!PREVIOUS || !LAST) throw new Error('fewer than two migrations');

const folders: string[] = [];
async function folder(name = 'ld-restore-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), name));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The embedded database in `dataDir` (the suite's migrated template when it is new), and an app on it. */
async function embeddedApp(
  dataDir: string,
  backupDir: string,
): Promise<{ app: FastifyInstance; database: Database }> {
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const template = fresh ? await readFile(inject('pgliteTemplate')).catch(() => null) : null;
  const database = await openDatabase({
    dataDir,
    ...(template ? { loadDataDir: new Blob([template]) } : {}),
  });
  const app = await buildApp({
    database,
    adminPassword: TEST_ADMIN_PASSWORD,
    nodeEnv: 'test',
    backups: defaultBackupSettings(backupDir),
  });
  return { app, database };
}

async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: TEST_ADMIN_PASSWORD },
    remoteAddress: '10.0.0.1',
  });
  const cookie = res.cookies.find((c) => c.name === app.adminCookie.name);
  if (!cookie) throw new Error(`login failed: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

async function tableCounts(database: Database): Promise<Record<string, number>> {
  const tables = await rowsOf(
    database,
    "select tablename as name from pg_tables where schemaname = 'public'",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf(database, `select count(*)::int as n from "${String(name)}"`);
    counts[String(name)] = Number(row?.n);
  }
  return counts;
}

interface Run {
  code: number | null;
  output: string;
}

/** `npm run restore -- ...args` as a process, on DATA_DIR `dataDir` (BACKUP_DIR its default). */
async function restore(args: string[], env: Record<string, string>): Promise<Run> {
  const child = await startServerProcess(
    ['--import', 'tsx', 'src/server/cli/restore.ts', ...args],
    { ...NO_POSTGRES_ENV, BACKUP_DIR: '', ...env },
    root,
  );
  const code = await child.exited;
  return { code, output: child.output() };
}

/** Every file and folder below `dir` with a hash of each file: what "left as it was" compares. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        out[name] = 'folder';
        await walk(name);
      } else {
        out[name] = createHash('sha256')
          .update(await readFile(path.join(dir, name)))
          .digest('hex');
      }
    }
  };
  await walk('');
  return out;
}

/** The folders beside `dataDir` a restore could have left: work folders, kept data directories. */
const besides = async (dataDir: string) =>
  (await readdir(path.dirname(dataDir))).filter((name) => name.startsWith(`${path.basename(dataDir)}.`));

/** A copy of backup `file` whose manifest is changed by `change` (its checksum still right). */
async function withManifest(
  file: string,
  target: string,
  change: (manifest: BackupManifest) => object,
): Promise<string> {
  const tar = gunzipSync(await readFile(file));
  let at = 0;
  for (;;) {
    const header = decodeHeader(tar.subarray(at, at + 512));
    if (!header) throw new Error('no manifest in the backup');
    if (header.name === 'manifest.json') {
      const manifest = JSON.parse(
        tar.subarray(at + 512, at + 512 + header.size).toString(),
      ) as BackupManifest;
      const json = Buffer.from(JSON.stringify(change(manifest)));
      const rewritten = Buffer.concat([
        tar.subarray(0, at),
        encodeHeader({ ...header, size: json.length }),
        json,
        padding(json.length),
        END_OF_ARCHIVE(),
      ]);
      await writeFile(target, gzipSync(rewritten));
      return target;
    }
    at += 512 + Math.ceil(header.size / 512) * 512;
  }
}

describe('a backup while 200 visitors spin, restored and started again', () => {
  let work: string;
  let backupFile: string;
  let made: Backup;
  const answeredBefore: string[] = [];
  const unused: string[] = [];
  let image: { url: string; bytes: Buffer; small: Buffer };
  let historyBefore: unknown;
  let redemptionMs: number[] = [];

  beforeAll(async () => {
    work = await folder();
  });

  it('loses no spin: every one succeeds while the backup is made, and the backup holds each one answered before it began', async () => {
    const { app, database } = await embeddedApp(path.join(work, 'data'), path.join(work, 'data', 'backups'));
    try {
      const cookie = await signIn(app);
      const codes: string[] = [];
      for (let i = 0; i < SPINS + 5; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/admin/generate-promo',
          headers: { cookie },
          payload: promoCodeBody({ customerName: `Spinner ${i}` }),
        });
        expect(res.statusCode, res.body).toBe(200);
        codes.push(res.json<{ code: string }>().code);
      }
      unused.push(...codes.slice(SPINS));
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      const { payload, headers } = multipart([
        { name: 'image', filename: 'logo.png', contentType: 'image/png', data: png },
      ]);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/upload-image',
        headers: { ...headers, cookie },
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const url = uploaded.json<{ imageUrl: string }>().imageUrl;
      image = {
        url,
        bytes: (await app.inject({ url })).rawPayload,
        small: (await app.inject({ url: url.replace('.webp', '-800.webp') })).rawPayload,
      };

      // 200 spins at once; once 50 are answered, the owner asks for a backup.
      let backup: Promise<Awaited<ReturnType<FastifyInstance['inject']>>> | undefined;
      const answered: string[] = [];
      const spins = codes.slice(0, SPINS).map(async (code, i) => {
        const began = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/api/use-promo',
          payload: { code },
          remoteAddress: `10.1.${Math.floor(i / 250)}.${i % 250}`,
        });
        redemptionMs.push(performance.now() - began);
        answered.push(code);
        if (answered.length === 50 && !backup) {
          answeredBefore.push(...answered);
          backup = app.inject({ method: 'POST', url: '/api/admin/backups', headers: { cookie } });
        }
        return res;
      });
      const results = await Promise.all(spins);
      expect(results.filter((res) => res.statusCode !== 200).map((res) => res.body)).toEqual([]);
      if (!backup) throw new Error('the backup was never asked for');
      const res = await backup;
      expect(res.statusCode, res.body).toBe(201);
      made = res.json<Backup>();
      backupFile = path.join(work, 'data', 'backups', made.name);
      expect(answeredBefore).toHaveLength(50);
      historyBefore = (await app.inject('/api/draw-history?page=1&pageSize=50')).json();
      // Every spin of this test is in the live database, whichever side of the backup it fell on.
      expect((await tableCounts(database)).draws).toBe(SPINS);
    } finally {
      await app.close();
    }
    redemptionMs = redemptionMs.sort((a, b) => a - b);
    console.log(
      `backup during ${SPINS} spins: ${made.name}, ${(made.size / 1e6).toFixed(1)} MB in ${made.durationMs} ms; spins p50 ${redemptionMs[SPINS / 2]?.toFixed(0)} ms, longest ${redemptionMs.at(-1)?.toFixed(0)} ms`,
    );
  }, 120_000);

  it('restores with npm run restore, checking the file first, into a new DATA_DIR', async () => {
    const dataDir = path.join(work, 'restored');
    const run = await restore([backupFile], { DATA_DIR: dataDir });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Checking ${backupFile} ...`);
    expect(run.output).toMatch(/The checksum matches\./);
    expect(run.output).toContain(`Restored into DATA_DIR ${dataDir}.`);
    expect(await besides(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'lucky-draw.pid'))).toBe(false);
  }, 60_000);

  it('starts on the restored database: the manifest counts it, and the codes, the history and the images are there', async () => {
    const manifest = await scanBackupArchive(backupFile);
    expect(manifest.product.version).toBe(productVersion());
    const { app, database } = await embeddedApp(
      path.join(work, 'restored'),
      path.join(work, 'restored-backups'),
    );
    try {
      // Every table's rows, as the manifest counted them at the backup's moment (nothing ran since).
      const counts = await tableCounts(database);
      expect(counts).toEqual(manifest.tables);
      // Every spin answered before the backup began is in it; the others may be.
      const drawn = new Set(
        (await rowsOf(database, 'select promo_code as code from draws')).map((row) => String(row.code)),
      );
      expect(answeredBefore.filter((code) => !drawn.has(code))).toEqual([]);
      expect(drawn.size).toBe(manifest.tables.draws);
      expect(drawn.size).toBeGreaterThanOrEqual(50);
      expect(drawn.size).toBeLessThanOrEqual(SPINS);

      // The same codes: the unused still validate, the spun ones say they were used.
      for (const code of unused) {
        const res = await app.inject({ method: 'POST', url: '/api/validate-promo', payload: { code } });
        expect(res.statusCode, res.body).toBe(200);
      }
      const used = await app.inject({
        method: 'POST',
        url: '/api/validate-promo',
        payload: { code: answeredBefore[0] },
      });
      expect(used.json<{ code: string }>().code).toBe('promo.used');
      // The history lists the spins the backup holds.
      const history = (await app.inject('/api/draw-history?page=1&pageSize=50')).json<{ total: number }>();
      expect(history.total).toBe(manifest.tables.draws);
      if (drawn.size === SPINS) expect(history).toEqual(historyBefore);
      // The images, byte for byte.
      const full = await app.inject({ url: image.url });
      expect(full.statusCode).toBe(200);
      expect(full.rawPayload.equals(image.bytes)).toBe(true);
      expect(
        (await app.inject({ url: image.url.replace('.webp', '-800.webp') })).rawPayload.equals(image.small),
      ).toBe(true);
      // And the site goes on: an unused code spins.
      const spin = await app.inject({ method: 'POST', url: '/api/use-promo', payload: { code: unused[0] } });
      expect(spin.statusCode, spin.body).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('puts a backup in place of a DATA_DIR that holds a database only with --replace, keeping the old one and the backups', async () => {
    const dataDir = path.join(work, 'data');
    const before = await snapshot(dataDir);
    const refused = await restore([backupFile], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      new RegExp(`Not restored: DATA_DIR ${dataDir} is not empty \\(it holds .*\\): add --replace`),
    );
    expect(await snapshot(dataDir)).toEqual(before);
    expect(await besides(dataDir)).toEqual([]);

    const replaced = await restore([backupFile, '--replace'], { DATA_DIR: dataDir });
    expect(replaced.code, replaced.output).toBe(0);
    const kept = await besides(dataDir);
    expect(kept).toEqual([expect.stringMatching(/^data\.before-restore-\d{4}-\d{2}-\d{2}T\d{6}\+0800$/)]);
    expect(replaced.output).toContain(
      `The data directory it replaced is kept at ${path.join(work, kept[0] ?? '')}`,
    );
    // The old database is all there, beside it; the backups stayed in DATA_DIR/backups.
    const old = await snapshot(path.join(work, kept[0] ?? ''));
    expect(Object.keys(old).filter((name) => !name.startsWith('backups'))).toEqual(
      Object.keys(before).filter((name) => !name.startsWith('backups') && name !== 'lucky-draw.pid'),
    );
    expect(await readdir(path.join(dataDir, 'backups'))).toContain(made.name);
    expect(existsSync(path.join(work, kept[0] ?? '', 'backups'))).toBe(false);
  }, 60_000);

  it('restores a backup of an older version, which the migrations bring up to date at the next start', async () => {
    // A database as the version before the newest migration left it, backed up by the server's writer.
    const { folder: migrationsFolder, remove } = await migrationsBefore(LAST.tag);
    const olderDir = path.join(work, 'older');
    try {
      const older = await openDatabase({ dataDir: olderDir, migrationsFolder });
      try {
        if (!older.dataDir) throw new Error('no data directory reader');
        const made = await writeBackup(
          { db: older.db, dataDir: older.dataDir, now: () => new Date() },
          path.join(olderDir, 'backups'),
        );
        const file = path.join(olderDir, 'backups', made.name);
        expect((await scanBackupArchive(file)).migration.tag).toBe(PREVIOUS.tag);
        // Made by an older release, too: its version is below this one's.
        const olderRelease = await withManifest(file, path.join(work, 'older-release.tar.gz'), (m) => ({
          ...m,
          product: { ...m.product, version: '0.0.1' },
        }));
        const dataDir = path.join(work, 'from-older');
        const run = await restore([olderRelease], { DATA_DIR: dataDir });
        expect(run.code, run.output).toBe(0);
        expect(run.output).toContain(`its database at migration ${PREVIOUS.tag}`);
        // The next start migrates it.
        const started = await openDatabase({ dataDir });
        try {
          expect(await lastMigrationAppliedAt(started.db)).toBe(LAST.when);
        } finally {
          await started.close();
        }
      } finally {
        await older.close().catch(() => undefined);
      }
    } finally {
      await remove();
    }
  }, 120_000);

  describe('refuses, saying which, and writes nothing', () => {
    let dataDir: string;
    let refusals: string;
    beforeAll(async () => {
      refusals = await folder('ld-refusals-');
      dataDir = path.join(refusals, 'data');
    });

    async function refused(args: string[], expected: string | RegExp, env: Record<string, string> = {}) {
      const before = await snapshot(dataDir);
      const run = await restore(args, { DATA_DIR: dataDir, ...env });
      expect(run.code, run.output).toBe(1);
      expect(run.output).toMatch(expected);
      expect(await snapshot(dataDir)).toEqual(before);
      expect(await besides(dataDir)).toEqual([]);
    }
    const copy = async (name: string, bytes: Uint8Array) => {
      const target = path.join(refusals, name);
      await writeFile(target, bytes);
      return target;
    };

    it('a file that is not there', async () => {
      await refused(
        [path.join(refusals, 'nope.tar.gz')],
        `Not restored: there is no file ${path.join(refusals, 'nope.tar.gz')}`,
      );
    });

    it('a truncated file', async () => {
      const whole = await readFile(backupFile);
      const cut = await copy('cut.tar.gz', whole.subarray(0, Math.floor(whole.length * 0.7)));
      await refused(
        [cut],
        'Not restored: cut.tar.gz: the file is truncated: it ends before the archive does',
      );
    });

    it('a file whose content does not match its checksum', async () => {
      const tar = gunzipSync(await readFile(backupFile));
      // A byte of a data file, far from any header.
      const at = Math.floor(tar.length / 3);
      tar[at] = (tar[at] ?? 0) ^ 0x01;
      const changed = await copy('changed.tar.gz', gzipSync(tar));
      await refused(
        [changed],
        'Not restored: changed.tar.gz: the checksum does not match: the content is not what was backed up',
      );
    });

    it('a damaged file', async () => {
      const bytes = Buffer.from(await readFile(backupFile));
      bytes.fill(0x55, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 64);
      const damaged = await copy('damaged.tar.gz', bytes);
      await refused(
        [damaged],
        /Not restored: damaged\.tar\.gz: the (file is damaged|checksum does not match)/,
      );
    });

    it('a file that is not ours', async () => {
      await refused(
        [await copy('notes.txt', Buffer.from('remember the milk\n'))],
        'Not restored: notes.txt: this is not a Lucky Draw backup: it is not a gzip-compressed file',
      );
      const photos = Buffer.concat([
        encodeHeader({ name: 'holiday.jpg', type: 'file', size: 4, mode: 0o644, mtime: 1 }),
        Buffer.from('jpeg'),
        padding(4),
        END_OF_ARCHIVE(),
      ]);
      await refused(
        [await copy('photos.tar.gz', gzipSync(photos))],
        'Not restored: photos.tar.gz: this is not a Lucky Draw backup: a tar archive, but not of a Lucky Draw data directory',
      );
    });

    it('a backup from a newer version of Lucky Draw, or of a migration this one does not know', async () => {
      const newer = await withManifest(backupFile, path.join(refusals, 'newer.tar.gz'), (m) => ({
        ...m,
        product: { ...m.product, version: '99.0.0' },
      }));
      await refused(
        [newer],
        `Not restored: this backup was made by Lucky Draw 99.0.0, which is newer than this one (${productVersion()}): update Lucky Draw, then restore`,
      );
      const future = await withManifest(backupFile, path.join(refusals, 'future.tar.gz'), (m) => ({
        ...m,
        migration: { tag: '9999_from_the_future', appliedAt: m.migration.appliedAt + 1 },
      }));
      await refused(
        [future],
        /Not restored: this backup's database is at migration 9999_from_the_future, which this version of Lucky Draw \(.*\) does not know/,
      );
    });

    it('a DATA_DIR a running server holds', async () => {
      await mkdir(path.join(dataDir, 'backups'), { recursive: true });
      const lock = await acquireDataDirLock(dataDir);
      try {
        await refused(
          [backupFile],
          `Not restored: DATA_DIR ${dataDir} is in use by a running Lucky Draw (pid ${process.pid}): stop the server, then restore`,
        );
      } finally {
        await lock.release();
      }
    });

    it('a command line it does not take, and a site on PostgreSQL', async () => {
      for (const args of [[], ['a.tar.gz', 'b.tar.gz'], ['--force', 'a.tar.gz']]) {
        const run = await restore(args, { DATA_DIR: dataDir });
        expect(run.code, run.output).toBe(2);
        expect(run.output).toContain('Usage: npm run restore -- FILE [--replace]');
      }
      await refused([backupFile], /DATABASE_URL is set: this site runs on PostgreSQL/, {
        DATABASE_URL: 'postgres://app@127.0.0.1:1/app',
      });
      expect((await stat(backupFile)).isFile()).toBe(true);
    });
  });
});
