// npm run db:copy (src/server/cli/db-copy.ts, run as a process as npm runs it): a site on the embedded
// database, filled through the API with a bit of everything, copied from a backup file and from DATA_DIR
// into a new embedded data directory, and, when DATABASE_URL names a PostgreSQL, into a fresh database
// on it and back; a server on each copy serves the same site. Every table is copied (a table the fill
// leaves empty fails here), each with the same rows and checksum. And every refusal, each before anything
// is written.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup } from '#shared/api/backups';
import type { ChatSendResponse } from '#shared/api/chat';
import type { DraftState } from '#shared/api/page-drafts';
import { openDatabase, type OpenOptions } from '#server/db/client';
import { acquireDataDirLock } from '#server/db/data-dir-lock';
import { dependencyOrder } from '#server/db/db-copy';
import { checkBackup, unpackBackup } from '#server/db/restore';
import { migrationsUpTo } from '#server/db/migrate';
import { lastMigrationAppliedAt, tableContent, tableCounts } from '#server/db/table-counts';
import { defaultBackupSettings } from '#server/features/backups/backup-keeper';
import { migrations } from '#server/lib/product';
import {
  adminSession,
  createDeposit,
  createPromoCode,
  createWin,
  freshIp,
  payWin,
  publishHomePage,
  savePrizeNames,
  startChat,
  type ApiAdmin,
} from '../support/factories';
import { freePort } from '../support/free-port';
import { rowsOf } from '../support/migrations';
import { multipart } from '../support/multipart';
import { itOnPostgres } from '../support/postgres-only';
import { NO_POSTGRES_ENV, startServerProcess } from '../support/server-process';
import {
  createPostgresTestDatabase,
  createTestApp,
  testDatabaseUrls,
  type TestDatabaseUrls,
} from '../support/test-app';

const root = path.resolve(import.meta.dirname, '../..');
const LAST = migrations().at(-1);
if (!LAST) throw new Error('no migrations');

const folders: string[] = [];
async function folder(name = 'ld-copy-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), name));
  folders.push(dir);
  return dir;
}
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Run {
  code: number | null;
  output: string;
}

/** `npm run db:copy -- ...args` as a process, the embedded database's settings blanked unless given. */
async function dbCopy(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const child = await startServerProcess(
    ['--import', 'tsx', 'src/server/cli/db-copy.ts', ...args],
    { ...NO_POSTGRES_ENV, DATA_DIR: path.join(tmpdir(), 'ld-copy-no-data-dir'), ...env },
    root,
  );
  const code = await child.exited;
  return { code, output: child.output() };
}

/** Every table's rows and checksum, as db:copy compares them. */
async function contents(options: OpenOptions): Promise<Record<string, string>> {
  const database = await openDatabase({ ...options, migrate: false });
  try {
    const out: Record<string, string> = {};
    for (const name of Object.keys(await tableCounts(database.db))) {
      const { rows, checksum } = await tableContent(database.db, name);
      out[name] = `${rows} ${checksum}`;
    }
    return out;
  } finally {
    await database.close();
  }
}

/** Every file below `dir` with a hash of each: what "nothing was written" compares. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = entry.isDirectory()
      ? 'folder'
      : createHash('sha256')
          .update(await readFile(full))
          .digest('hex');
  }
  return out;
}

/** What the site shows that a copy must show alike. */
interface Site {
  /** A code used once of its three uses. */
  usesLeft: string;
  /** GET /api/draw-history. */
  history: unknown;
  /** GET /api/admin/claims, every claim. */
  claims: unknown;
  /** An uploaded image's URL and its bytes. */
  image: { url: string; bytes: Buffer };
  /** A visitor's chat image, served to the operator. */
  chatImage: { url: string; bytes: Buffer };
  backup: string;
}

async function png(background: string): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
}

/**
 * A site with a bit of everything in `dataDir`, made through the API (and its two tables no request
 * writes straight into them): codes used and with uses left, a batch, draws and claims paid and voided,
 * deposits corrected and voided, both pages published twice (versions) and a draft, uploaded images, a
 * chat with an image, a second person, the security setting, the failed sign-in counters, the audit
 * trail; and a backup of it. Then stopped.
 */
async function fillSite(dataDir: string, backupDir: string): Promise<Site> {
  const t = await createTestApp({ backups: defaultBackupSettings(backupDir) }, { existing: { dataDir } });
  try {
    const admin: ApiAdmin = await adminSession(t);
    const call = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, status = 200) => {
      const res = await t.app.inject({ method, url, headers: admin.headers, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res;
    };
    const usesLeft = (await createPromoCode(admin, { usageLimit: 3, customerName: 'Three Spins' })).code;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code: usesLeft } })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 3; i++) await createPromoCode(admin, { depositAmount: 20 + i });
    await call(
      'POST',
      '/api/admin/promo-batches',
      { rows: [{ customerName: 'Batch One', depositAmount: 30 }, { customerName: '批次二' }] },
      201,
    );
    const paid = await createWin(admin, { customerName: 'Winner Wong' });
    const payment = await payWin(admin, paid.drawId);
    await call('POST', `/api/admin/claims/payments/${payment.payment?.id ?? 0}/void`, { reason: 'typo' });
    await payWin(admin, paid.drawId, { amount: 12.5 });
    await createWin(admin, { customerName: 'Unpaid Umar' });
    const corrected = await createDeposit(admin, { depositAmount: 50 });
    await call('PATCH', `/api/admin/deposits/${corrected.id}`, { depositAmount: 55, reason: 'typo' });
    const voided = await createDeposit(admin, { depositAmount: 10 });
    await call('POST', `/api/admin/deposits/${voided.id}/void`, { reason: 'twice' });
    await savePrizeNames(admin, 'normal', ['A', 'B', 'C', 'D', 'E', 'F']);

    const upload = multipart([
      { name: 'image', filename: 'logo.png', contentType: 'image/png', data: await png('#c0392b') },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { ...upload.headers, ...admin.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const imageUrl = uploaded.json<{ imageUrl: string }>().imageUrl;
    await publishHomePage(admin, [{ type: 'hero', title: 'Welcome' }]);
    await publishHomePage(admin, [
      { type: 'hero', title: 'Welcome back', imageUrl },
      { type: 'text', content: 'Spin daily' },
    ]);
    for (const title of ['Maintenance tonight', 'Maintenance done']) {
      const notice = { id: 'n1', type: 'announcement', title, content: '02:00-03:00', priority: 'high' };
      await call('POST', '/api/notice-builder/save', { data: { sections: [notice] } });
    }
    const draft = (await t.app.inject({ url: '/api/home-builder/draft', headers: admin.headers })).json<
      DraftState<object>
    >();
    await call('PUT', '/api/home-builder/draft', {
      data: draft.data,
      revision: draft.revision,
      baseVersionId: draft.baseVersionId,
    });
    await call('PUT', '/api/home-builder/editors', { tabId: 'tab-0123456789abcdef' });

    const { sessionId } = await startChat(t.app, { message: 'Here is my win', senderName: 'Ravi' });
    const chatUpload = multipart([
      { name: 'sessionId', data: sessionId },
      { name: 'image', filename: 'win.png', contentType: 'image/png', data: await png('#20a060') },
    ]);
    const chatImage = await t.app.inject({
      method: 'POST',
      url: '/api/chat/image',
      headers: chatUpload.headers,
      payload: chatUpload.payload,
      remoteAddress: freshIp(),
    });
    expect(chatImage.statusCode, chatImage.body).toBe(201);
    const chatImageUrl = chatImage.json<ChatSendResponse>().message.imageUrl;

    await call('POST', '/api/admin/staff', { name: 'Siti Aminah', login: 'siti', role: 'manager' }, 201);
    await call('PUT', '/api/admin/security', { requireTwoFactor: false });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'not the password' },
      remoteAddress: '10.9.9.9',
    });
    expect(wrong.statusCode).toBe(401);
    // What no request writes any more, or only while a socket is open: the password of before staff
    // accounts (kept for a rolling restart) and a dashboard at the chat desk.
    await t.app.db.execute(
      sql`insert into admin_credentials (id, password_hash) values (1, 'scrypt$legacy')`,
    );
    await t.app.db.execute(
      sql`insert into chat_desk_sockets (socket_id, admin_session_id, seen_at)
        select 'socket-0123456789', id, now() from admin_sessions order by id limit 1`,
    );

    const empty = Object.entries(await tableCounts(t.app.db)).filter(([, rows]) => rows === 0);
    // A new table must be filled here too, so that db:copy is seen to copy its rows.
    expect(empty.map(([name]) => name)).toEqual([]);

    const made = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin.headers });
    expect(made.statusCode, made.body).toBe(201);
    return {
      usesLeft,
      history: (await t.app.inject('/api/draw-history?page=1&pageSize=50')).json(),
      claims: (await t.app.inject({ url: '/api/admin/claims?pageSize=100', headers: admin.headers })).json(),
      image: { url: imageUrl, bytes: (await t.app.inject({ url: imageUrl })).rawPayload },
      chatImage: {
        url: chatImageUrl,
        bytes: (await t.app.inject({ url: chatImageUrl, headers: admin.headers })).rawPayload,
      },
      backup: path.join(backupDir, made.json<Backup>().name),
    };
  } finally {
    await t.close();
  }
}

/** A server on the copy serves the same site, and goes on: a code with uses left spins, ids are new. */
async function expectSameSite(existing: { dataDir: string } | TestDatabaseUrls, site: Site): Promise<void> {
  const t = await createTestApp({}, { existing });
  try {
    const admin = await adminSession(t);
    expect((await t.app.inject('/api/draw-history?page=1&pageSize=50')).json()).toEqual(site.history);
    expect(
      (await t.app.inject({ url: '/api/admin/claims?pageSize=100', headers: admin.headers })).json(),
    ).toEqual(site.claims);
    const image = await t.app.inject({ url: site.image.url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(site.image.bytes)).toBe(true);
    const chatImage = await t.app.inject({ url: site.chatImage.url, headers: admin.headers });
    expect(chatImage.statusCode).toBe(200);
    expect(chatImage.rawPayload.equals(site.chatImage.bytes)).toBe(true);
    const spin = await t.app.inject({
      method: 'POST',
      url: '/api/use-promo',
      payload: { code: site.usesLeft },
    });
    expect(spin.statusCode, spin.body).toBe(200);
    // The sequences are past the copied ids: new rows are made, with ids of their own.
    await createPromoCode(admin);
    await createDeposit(admin);
  } finally {
    await t.close();
  }
}

/** The copy's progress: a line for every table, naming its rows. */
function expectEveryTable(run: Run, tables: Record<string, string>): void {
  for (const [name, content] of Object.entries(tables)) {
    const rows = Number(content.split(' ')[0]).toLocaleString('en');
    expect(run.output).toMatch(new RegExp(`\\n  ${name} +${rows} rows? +[0-9a-f]{16} `));
  }
  expect(run.output).toContain("Every table's rows and checksum match the source's");
}

describe('db:copy', () => {
  let work: string;
  let source: string;
  let site: Site;
  let before: Record<string, string>;

  beforeAll(async () => {
    work = await folder();
    source = path.join(work, 'data');
    site = await fillSite(source, path.join(work, 'backups'));
    before = await contents({ dataDir: source });
  }, 120_000);

  it('adds up to what a freshly migrated database holds: no rows in any table, so "empty" means none', async () => {
    // docs/decisions/0057-db-copy.md: a target is empty when none of our tables holds a row, which is
    // what the migrations leave; a migration that seeds rows has to change what empty means.
    const dir = await folder('ld-copy-fresh-');
    const fresh = await openDatabase({ dataDir: dir });
    try {
      const counts = await tableCounts(fresh.db);
      expect(Object.keys(counts).sort()).toEqual(Object.keys(before).sort());
      expect(Object.entries(counts).filter(([, rows]) => rows > 0)).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('orders tables after those they refer to, and says so when references go round', () => {
    expect(
      dependencyOrder(
        ['draws', 'promo_codes', 'staff', 'deposits'],
        [
          { child: 'draws', parent: 'promo_codes' },
          { child: 'promo_codes', parent: 'deposits' },
          { child: 'promo_codes', parent: 'staff' },
          { child: 'staff', parent: 'staff' },
        ],
      ),
    ).toEqual(['deposits', 'staff', 'promo_codes', 'draws']);
    expect(() =>
      dependencyOrder(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow('the foreign keys between a, b go round in a circle');
  });

  it('copies a backup file into a new embedded data directory: every table alike, and the same site on it', async () => {
    const copy = path.join(work, 'from-backup');
    const run = await dbCopy(['--from', site.backup, '--to-embedded', copy]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Checking ${site.backup} ...`);
    expect(run.output).toContain(`To a new embedded database in ${copy}: empty.`);
    // The backup was made before its own audit entry: what it holds, unpacked as a restore does.
    const unpacked = await folder('ld-copy-unpacked-');
    await unpackBackup(site.backup, await checkBackup(site.backup), unpacked);
    const backedUp = await contents({ dataDir: unpacked });
    expect(backedUp.audit_log).not.toEqual(before.audit_log);
    expectEveryTable(run, backedUp);
    expect(await contents({ dataDir: copy })).toEqual(backedUp);
    expect((await readdir(work)).filter((name) => name.includes('.copying-'))).toEqual([]);
    await expectSameSite({ dataDir: copy }, site);
  }, 120_000);

  it('copies a DATA_DIR at an older migration, leaving it as it was, and brings the copy up to date', async () => {
    const { folder: upTo, remove } = await migrationsUpTo(migrations().at(-2)?.tag ?? '');
    cleanups.push(remove);
    const older = path.join(work, 'older');
    const database = await openDatabase({ dataDir: older, migrationsFolder: upTo });
    await database.db.execute(
      sql`insert into promo_codes (code, customer_name, prize_id, prize_name, prize_type, expiration_hours, expires_at)
        values ('OLDER1', 'Ali', 1, 'FREE 1', 'normal', 24, now() + interval '1 day')`,
    );
    await database.close();
    const was = await contents({ dataDir: older });
    const copy = path.join(work, 'from-older');
    const run = await dbCopy(['--to-embedded', copy], { DATA_DIR: older });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`at migration ${migrations().at(-2)?.tag ?? ''}`);
    expect(run.output).toContain(`the copy is at migration ${LAST.tag}`);
    const reopened = await openDatabase({ dataDir: older, migrate: false });
    try {
      expect(await lastMigrationAppliedAt(reopened.db)).toBe(migrations().at(-2)?.when);
    } finally {
      await reopened.close();
    }
    expect(await contents({ dataDir: older })).toEqual(was);
    const copied = await openDatabase({ dataDir: copy, migrate: false });
    try {
      expect(await lastMigrationAppliedAt(copied.db)).toBe(LAST.when);
      expect(await rowsOf(copied, 'select code from promo_codes')).toEqual([{ code: 'OLDER1' }]);
    } finally {
      await copied.close();
    }
  }, 120_000);

  itOnPostgres(
    'copies DATA_DIR into a fresh PostgreSQL database, a server on it serves the same site, and copies it back',
    async () => {
      const { urls, drop } = await createPostgresTestDatabase('ld_copy');
      cleanups.push(drop);
      const url = urls.listenDatabaseUrl ?? urls.databaseUrl;
      const run = await dbCopy(['--to', url], { DATA_DIR: source });
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(
        `From the embedded database in DATA_DIR ${source}, at migration ${LAST.tag}.`,
      );
      expect(run.output).toMatch(/To PostgreSQL at .*: empty, and its user may create tables\./);
      expect(run.output).toContain('Start the server on it: DATABASE_URL=');
      expectEveryTable(run, before);
      expect(await contents({ databaseUrl: url })).toEqual(before);
      // The source was only read.
      expect(await contents({ dataDir: source })).toEqual(before);

      // And back, from PostgreSQL into a new embedded data directory, before a server writes to it.
      const back = path.join(work, 'from-postgres');
      const reverse = await dbCopy(['--from', url, '--to-embedded', back]);
      expect(reverse.code, reverse.output).toBe(0);
      expectEveryTable(reverse, before);
      expect(await contents({ dataDir: back })).toEqual(before);

      await expectSameSite(urls, site);
    },
    180_000,
  );

  describe('refuses before anything is written, saying why', () => {
    async function refused(run: Run, message: string | RegExp, code = 1): Promise<void> {
      expect(run.code, run.output).toBe(code);
      expect(run.output).toMatch(message);
    }

    it('a command line it does not take', async () => {
      const copy = path.join(work, 'never');
      for (const args of [
        [],
        ['--to'],
        ['--to', 'mysql://app@127.0.0.1/app'],
        ['--to', 'postgres://app@127.0.0.1/app', '--to-embedded', copy],
        ['--from', 'a.tar.gz', '--from', 'b.tar.gz', '--to-embedded', copy],
        ['--force', '--to-embedded', copy],
        ['backup.tar.gz', '--to-embedded', copy],
      ]) {
        const run = await dbCopy(args);
        await refused(run, 'Usage: npm run db:copy -- --to postgres://', 2);
      }
      expect(existsSync(copy)).toBe(false);
    }, 60_000);

    it('a source that is not there: no backup file, or a DATA_DIR with no database', async () => {
      const copy = path.join(work, 'never');
      const missing = path.join(work, 'nope.tar.gz');
      await refused(
        await dbCopy(['--from', missing, '--to-embedded', copy]),
        `Not copied: there is no file ${missing}. Nothing was written.`,
      );
      const empty = await folder('ld-copy-empty-');
      await refused(
        await dbCopy(['--to-embedded', copy], { DATA_DIR: empty }),
        `Not copied: DATA_DIR ${empty} holds no database: nothing to copy`,
      );
      expect(existsSync(copy)).toBe(false);
    }, 60_000);

    it('a backup that is not whole, with the words of the restore', async () => {
      const whole = await readFile(site.backup);
      const cut = path.join(work, 'cut.tar.gz');
      await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
      const copy = path.join(work, 'never');
      await refused(
        await dbCopy(['--from', cut, '--to-embedded', copy]),
        'Not copied: cut.tar.gz cannot be copied: cut.tar.gz: the file is truncated',
      );
      expect(existsSync(copy)).toBe(false);
    }, 60_000);

    it('a DATA_DIR a running server holds', async () => {
      const was = await snapshot(source);
      const lock = await acquireDataDirLock(source);
      try {
        await refused(
          await dbCopy(['--to-embedded', path.join(work, 'never')], { DATA_DIR: source }),
          `Not copied: DATA_DIR ${source} is in use by a running Lucky Draw (pid ${process.pid}): stop the server, then copy`,
        );
      } finally {
        await lock.release();
      }
      expect(await snapshot(source)).toEqual(was);
    }, 60_000);

    it('a target folder that holds something', async () => {
      const target = path.join(work, 'occupied');
      await mkdir(target);
      await writeFile(path.join(target, 'notes.txt'), 'mine\n');
      const was = await snapshot(target);
      await refused(
        await dbCopy(['--from', site.backup, '--to-embedded', target]),
        `Not copied: ${target} is not empty (it holds notes.txt): name a new folder for the copy`,
      );
      expect(await snapshot(target)).toEqual(was);
      expect((await readdir(work)).filter((name) => name.startsWith('occupied.'))).toEqual([]);
    }, 60_000);

    it('a PostgreSQL it cannot reach, naming host and port', async () => {
      const port = await freePort();
      await refused(
        await dbCopy(['--from', site.backup, '--to', `postgres://app:app@127.0.0.1:${port}/app`]),
        `Not copied: Cannot reach PostgreSQL at 127.0.0.1:${port} (--to): connection refused. Is the server running? Nothing was written.`,
      );
    }, 60_000);

    /** The tables and schemas of a PostgreSQL database: what a refused copy must leave alone. */
    async function shapeOf(url: string): Promise<{ tables: Record<string, number>; schemas: string[] }> {
      const database = await openDatabase({ databaseUrl: url, migrate: false });
      try {
        const schemas = await rowsOf(
          database,
          "select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' order by 1",
        );
        return { tables: await tableCounts(database.db), schemas: schemas.map((row) => String(row.name)) };
      } finally {
        await database.close();
      }
    }

    itOnPostgres(
      'a PostgreSQL database whose tables hold rows (a Lucky Draw started on it)',
      async () => {
        const { urls, drop } = await createPostgresTestDatabase('ld_copy_full');
        cleanups.push(drop);
        const started = await createTestApp({}, { existing: urls });
        await started.close();
        const url = urls.listenDatabaseUrl ?? urls.databaseUrl;
        const was = await shapeOf(url);
        expect(was.tables.staff).toBe(1);
        await refused(
          await dbCopy(['--from', site.backup, '--to', url]),
          /Not copied: PostgreSQL at .* is not empty: its tables .*staff.* hold rows/,
        );
        expect(await shapeOf(url)).toEqual(was);
      },
      120_000,
    );

    itOnPostgres(
      'a PostgreSQL user that may not create tables',
      async () => {
        const { urls, drop } = await createPostgresTestDatabase('ld_copy_nocreate');
        const role = `ld_reader_${Date.now().toString(36)}`;
        const url = new URL(urls.listenDatabaseUrl ?? urls.databaseUrl);
        const admin = new pg.Client({ connectionString: url.toString() });
        await admin.connect();
        try {
          await admin.query(`create role ${role} login password 'reader'`);
          // Before PostgreSQL 15 everyone may create in schema public; from 15 only its owner.
          await admin.query('revoke create on schema public from public');
        } finally {
          await admin.end();
        }
        cleanups.push(async () => {
          await drop();
          const main = testDatabaseUrls();
          const end = new pg.Client({ connectionString: main.listenDatabaseUrl ?? main.databaseUrl });
          await end.connect().catch(() => undefined);
          await end.query(`drop role if exists ${role}`).catch(() => undefined);
          await end.end().catch(() => undefined);
        });
        const was = await shapeOf(url.toString());
        url.username = role;
        url.password = 'reader';
        await refused(
          await dbCopy(['--from', site.backup, '--to', url.toString()]),
          new RegExp(
            `Not copied: user "${role}" may not create tables in PostgreSQL at .* \\(it lacks CREATE on database ".*" and CREATE on schema public\\)`,
          ),
        );
        url.username = new URL(urls.listenDatabaseUrl ?? urls.databaseUrl).username;
        url.password = new URL(urls.listenDatabaseUrl ?? urls.databaseUrl).password;
        expect(await shapeOf(url.toString())).toEqual(was);
        expect(was.tables).toEqual({});
      },
      120_000,
    );
  });
});
