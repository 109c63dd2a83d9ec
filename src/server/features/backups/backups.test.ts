// Backups of the embedded database through the owner's API (docs/decisions/0056-backups.md): a backup on
// request is a complete file once answered, listed with its size and time, downloadable and deletable;
// one at a time; a name that is not a listed backup is 404 whatever it looks like; only an owner may; a
// failure is said in words and leaves no file, and the schedule tries again; the retention prunes; every
// operator is told when the last backup is old. On PostgreSQL, the API says it is the database's job.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup, BackupList, BackupStatus } from '#shared/api/backups';
import { auditLine } from '#shared/audit-words';
import { createPromoCode } from '#tests/support/factories';
import { itOnPostgres } from '#tests/support/postgres-only';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog } from '../../db/schema';
import { scanBackupArchive } from '../../lib/backup-archive';
import { productVersion } from '../../lib/product';
import { CATCH_UP_AFTER_MS, defaultBackupSettings, type BackupSettings } from './backup-keeper';

const HOUR = 60 * 60_000;
const PASSWORD = 'a long pass phrase of mine';
const NAME = /^lucky-draw-\d{4}-\d{2}-\d{2}T\d{6}\+0800(-\d+)?\.tar\.gz$/;

const folders: string[] = [];
async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ld-backups-'));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Polls `check` until it holds, for up to 10 s. */
async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function harness(settings: () => Promise<Partial<BackupSettings>> = async () => ({})) {
  const h = {} as { t: TestApp; owner: string; dir: string };
  beforeAll(async () => {
    h.dir = await folder();
    h.t = await createTestApp(
      { backups: { ...defaultBackupSettings(h.dir), ...(await settings()) } },
      { embedded: true },
    );
    h.owner = await h.t.login();
  });
  afterAll(() => h.t.close());
  return h;
}

describe('backups on the embedded database', () => {
  const h = harness();
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie = h.owner) =>
    h.t.app.inject({ method, url, headers: { cookie } });
  const list = async () => (await call('GET', '/api/admin/backups')).json<BackupList>();
  const audited = async (action: string) =>
    (await h.t.app.db.select().from(auditLog).where(eq(auditLog.action, action))).map((row) => ({
      target: row.target,
      person: row.staffName,
      line: auditLine(row),
    }));

  it('answers 201 once the file is complete: listed with its size and time, and a whole backup', async () => {
    await createPromoCode({ app: h.t.app, headers: { cookie: h.owner } }, { customerName: 'Backed Up' });
    expect((await list()).backups).toEqual([]);

    const res = await call('POST', '/api/admin/backups');
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<Backup>();
    expect(made.name).toMatch(NAME);
    // Named by its time in UTC+8: the test clock's 04:00 UTC is 12:00 there.
    expect(made.name).toBe('lucky-draw-2026-01-15T120000+0800.tar.gz');
    expect(made.createdAt).toBe(h.t.clock.now().toISOString());
    expect(made.durationMs).toBeGreaterThan(0);

    // Only the final name in the folder (and the folder's own notes): no work file left behind.
    const names = (await readdir(h.dir)).sort();
    expect(names).toEqual(['.lucky-draw-backups.json', made.name]);
    const file = path.join(h.dir, made.name);
    expect((await readFile(file)).length).toBe(made.size);

    const listed = await list();
    expect(listed).toMatchObject({
      backups: [{ name: made.name, size: made.size, createdAt: made.createdAt, durationMs: made.durationMs }],
      lastSuccessAt: made.createdAt,
      lastError: null,
      mode: 'embedded',
      running: false,
      folder: h.dir,
      schedule: { times: [], keepDaily: 7, keepWeekly: 4 },
      commands: null,
    });

    // The manifest: this version, the last migration, the time, and every table's rows at that time.
    const manifest = await scanBackupArchive(file);
    expect(manifest).toMatchObject({
      format: 'lucky-draw-backup',
      product: { name: 'lucky-draw', version: productVersion() },
      createdAt: made.createdAt,
      database: { engine: 'pglite' },
    });
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    expect(manifest.tables.promo_codes).toBe(1);
    expect(manifest.content.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await audited('backup.create')).toEqual([
      {
        target: made.name,
        person: 'Owner',
        line: expect.stringMatching(/^Backup made: lucky-draw-.*, \d+\.\d MB$/),
      },
    ]);
  });

  it('answers the time the list shows (its name gives it to the second), and lists a second backup of the same second first', async () => {
    h.t.clock.advance(250);
    const res = await call('POST', '/api/admin/backups');
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<Backup>();
    const listed = await list();
    expect(listed.backups[0]).toEqual(made);
    expect(listed.lastSuccessAt).toBe(made.createdAt);
  });
  it('makes one at a time: a second request while one is being made answers 409 backup.running', async () => {
    h.t.clock.advance(60_000);
    const [first, second] = await Promise.all([
      call('POST', '/api/admin/backups'),
      call('POST', '/api/admin/backups'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toEqual({
      message: 'A backup is being made now; try again once it is listed',
      code: 'backup.running',
    });
    // The next request, once the first is done, is made.
    h.t.clock.advance(60_000);
    expect((await call('POST', '/api/admin/backups')).statusCode).toBe(201);
  });

  it('streams a listed backup as an attachment, and audits the download', async () => {
    const [newest] = (await list()).backups;
    if (!newest) throw new Error('no backup listed');
    const res = await call('GET', `/api/admin/backups/${encodeURIComponent(newest.name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${newest.name}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['content-length'])).toBe(newest.size);
    expect(res.rawPayload.equals(await readFile(path.join(h.dir, newest.name)))).toBe(true);
    expect((await audited('backup.download')).map((entry) => entry.target)).toEqual([newest.name]);
  });

  it('answers 404 for any name that is not a listed backup, and reads no path from the request', async () => {
    // Files in the folder that are not backups are not served either.
    await writeFile(path.join(h.dir, 'notes.txt'), 'not a backup');
    const secret = path.join(path.dirname(h.dir), `ld-secret-${path.basename(h.dir)}.tar.gz`);
    await writeFile(secret, 'outside the folder');
    try {
      const names = [
        'lucky-draw-2026-01-01T000000+0800.tar.gz',
        'notes.txt',
        '.lucky-draw-backups.json',
        '..',
        '%2e%2e',
        '%2E%2E',
        '..%2Fx',
        '%2e%2e%2fx',
        '..%2F..%2Fetc%2Fpasswd',
        `..%2F${path.basename(secret)}`,
        `%2F${encodeURIComponent(secret.slice(1))}`,
      ];
      for (const name of names) {
        for (const method of ['GET', 'DELETE'] as const) {
          const res = await call(method, `/api/admin/backups/${name}`);
          expect(`${method} ${name} ${res.statusCode} ${res.json<{ code: string }>().code}`).toBe(
            `${method} ${name} 404 not_found`,
          );
        }
      }
      // A NUL is refused before any route looks at the name, as in every field.
      const nul = await call('GET', '/api/admin/backups/lucky-draw-2026-01-15T120000%2B0800.tar.gz%00');
      expect(nul.statusCode).toBe(400);
      // A path that climbs out of the route is no route at all.
      const climbed = await call('GET', '/api/admin/backups/../x');
      expect(climbed.statusCode).toBe(404);
      expect(await readFile(secret, 'utf8')).toBe('outside the folder');
      expect(await readFile(path.join(h.dir, 'notes.txt'), 'utf8')).toBe('not a backup');
    } finally {
      await rm(secret, { force: true });
      await rm(path.join(h.dir, 'notes.txt'), { force: true });
    }
  });

  it('deletes a listed backup, audits it, and then knows it no more', async () => {
    const [doomed] = (await list()).backups;
    if (!doomed) throw new Error('no backup listed');
    const res = await call('DELETE', `/api/admin/backups/${encodeURIComponent(doomed.name)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, name: doomed.name });
    expect((await list()).backups).toEqual([]);
    expect((await readdir(h.dir)).includes(doomed.name)).toBe(false);
    const deletions = await h.t.app.db.select().from(auditLog).where(eq(auditLog.action, 'backup.delete'));
    expect(
      deletions.filter((row) => row.actor === 'admin').map((row) => [row.target, row.staffName]),
    ).toEqual([[doomed.name, 'Owner']]);
    expect((await call('DELETE', `/api/admin/backups/${encodeURIComponent(doomed.name)}`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/admin/backups/${encodeURIComponent(doomed.name)}`)).statusCode).toBe(404);
  });

  it('keeps the newest backup of each day: an earlier one of the same day goes when a new one is made', async () => {
    const first = (await call('POST', '/api/admin/backups')).json<Backup>();
    h.t.clock.advance(HOUR);
    const second = (await call('POST', '/api/admin/backups')).json<Backup>();
    expect((await list()).backups.map((b) => b.name)).toEqual([second.name]);
    const pruned = await h.t.app.db.select().from(auditLog).where(eq(auditLog.target, first.name));
    expect(pruned.map((row) => `${row.actor} ${auditLine(row)}`)).toContain(
      `system Backup deleted: ${first.name}, ${(first.size / 1e6).toFixed(1)} MB, no longer kept (retention)`,
    );
  });

  it('refuses a manager and an agent with 403, while every operator may read how old the last backup is', async () => {
    const invite = async (login: string, role: 'manager' | 'agent') => {
      const added = await h.t.app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: { cookie: h.owner },
        payload: { name: login, login, role },
      });
      const token = new URL(added.json<{ invitationUrl: string }>().invitationUrl).hash.replace(
        /^#invitation=/,
        '',
      );
      const accepted = await h.t.app.inject({
        method: 'POST',
        url: '/api/admin/invitations/accept',
        payload: { token, password: PASSWORD },
      });
      const cookie = accepted.cookies.find((c) => c.name === h.t.app.adminCookie.name);
      return `${cookie?.name ?? ''}=${cookie?.value ?? ''}`;
    };
    const [newest] = (await list()).backups;
    if (!newest) throw new Error('no backup listed');
    for (const role of ['manager', 'agent'] as const) {
      const cookie = await invite(`backup.${role}`, role);
      const opener = role === 'manager' ? 'A manager may not' : 'An agent may not';
      for (const [method, url] of [
        ['GET', '/api/admin/backups'],
        ['POST', '/api/admin/backups'],
        ['GET', `/api/admin/backups/${newest.name}`],
        ['DELETE', `/api/admin/backups/${newest.name}`],
      ] as const) {
        const res = await call(method, url, cookie);
        expect(`${role} ${method} ${url} ${res.statusCode}`).toBe(`${role} ${method} ${url} 403`);
        expect(res.json()).toEqual({
          message: `${opener} manage staff, everyone's sessions, the backups or the security settings.`,
          code: 'auth.forbidden',
          params: { role, permission: 'staff' },
        });
      }
      const status = await call('GET', '/api/admin/backup-status', cookie);
      expect(status.statusCode).toBe(200);
      expect(status.json<BackupStatus>()).toEqual({
        mode: 'embedded',
        lastSuccessAt: newest.createdAt,
        stale: false,
      });
    }
    // Nothing was made or deleted by them.
    expect((await list()).backups[0]?.name).toBe(newest.name);
  });

  it('warns every operator once the last backup is more than 48 hours old', async () => {
    const status = async () => (await call('GET', '/api/admin/backup-status')).json<BackupStatus>();
    const { lastSuccessAt } = await status();
    h.t.clock.set(new Date(Date.parse(lastSuccessAt ?? '') + 48 * HOUR));
    // A session ends after hours of no use: sign in again at the new time.
    h.owner = await h.t.login();
    expect((await status()).stale).toBe(false);
    h.t.clock.advance(60_000);
    expect(await status()).toEqual({ mode: 'embedded', lastSuccessAt, stale: true });
    expect((await call('POST', '/api/admin/backups')).statusCode).toBe(201);
    expect((await status()).stale).toBe(false);
  });
});

describe('a backup that fails', () => {
  let dir: string;
  const h = harness(async () => {
    dir = await folder();
    // A file where the folder should be: it cannot be written into, whoever the server runs as.
    const blocked = path.join(dir, 'not-a-folder');
    await writeFile(blocked, 'in the way');
    return { dir: blocked, times: ['04:00'], checkEveryMs: 20 };
  });

  it('is said in words and leaves no file; the site keeps serving, and the next scheduled try still happens', async () => {
    const res = await h.t.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: { cookie: h.owner },
    });
    const blocked = path.join(dir, 'not-a-folder');
    const message = `BACKUP_DIR ${blocked} is not a folder (a file is in the way): move the file, or set BACKUP_DIR to a folder`;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message, code: 'backup.failed', params: { reason: 'not_writable' } });
    const listed = await h.t.app.inject({ url: '/api/admin/backups', headers: { cookie: h.owner } });
    expect(listed.json<BackupList>()).toMatchObject({
      backups: [],
      lastSuccessAt: null,
      lastError: { message, reason: 'not_writable', at: h.t.clock.now().toISOString() },
    });
    expect(await readdir(dir)).toEqual(['not-a-folder']);
    expect(await readFile(blocked, 'utf8')).toBe('in the way');

    // Still serving: a code is made and spun.
    const admin = { app: h.t.app, headers: { cookie: h.owner } };
    const { code } = await createPromoCode(admin);
    expect(
      (await h.t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code } })).statusCode,
    ).toBe(200);

    // The folder is fixed; the schedule's next try (a missed 04:00: ten minutes after the start) makes it.
    await rm(blocked);
    const nextAt = listed.json<BackupList>().nextAt;
    expect(nextAt).toBe(new Date(h.t.clock.now().getTime() + CATCH_UP_AFTER_MS).toISOString());
    h.t.clock.set(new Date(nextAt ?? ''));
    await eventually(
      async () => (await readdir(blocked).catch(() => [])).some((name) => NAME.test(name)),
      'the scheduled backup',
    );
    await eventually(async () => {
      const after = (
        await h.t.app.inject({ url: '/api/admin/backups', headers: { cookie: h.owner } })
      ).json<BackupList>();
      return after.lastError === null && after.backups.length === 1;
    }, 'the failure to clear');
    const scheduled = await h.t.app.db.select().from(auditLog).where(eq(auditLog.action, 'backup.create'));
    expect(scheduled.map((row) => ({ actor: row.actor, line: auditLine(row) }))).toEqual([
      { actor: 'system', line: expect.stringMatching(/^Backup made: lucky-draw-.*, on schedule$/) },
    ]);
  });
});

describe('the schedule and the retention', () => {
  const h = harness(async () => ({ times: ['04:00'], keepDaily: 2, keepWeekly: 1, checkEveryMs: 20 }));
  const list = async () =>
    (await h.t.app.inject({ url: '/api/admin/backups', headers: { cookie: h.owner } })).json<BackupList>();

  it('makes a backup at each scheduled time (UTC+8), keeping the newest of the last days and weeks', async () => {
    // Backups of earlier days, as earlier schedules left them: 16, 9, 8 and 2 days ago.
    const start = h.t.clock.now();
    const old = ['2025-12-30', '2026-01-06', '2026-01-07', '2026-01-13'].map(
      (day) => `lucky-draw-${day}T040000+0800.tar.gz`,
    );
    for (const name of old) await writeFile(path.join(h.dir, name), 'an old backup');
    // Started at 12:00 UTC+8, after today's 04:00 with no backup of today: it is made up 10 minutes on.
    expect((await list()).nextAt).toBe(new Date(start.getTime() + CATCH_UP_AFTER_MS).toISOString());
    h.t.clock.advance(CATCH_UP_AFTER_MS);
    await eventually(async () => (await list()).backups.length === old.length + 1 - 2, 'the catch-up backup');
    // The next is tomorrow at 04:00 UTC+8 (20:00 UTC today).
    expect((await list()).nextAt).toBe('2026-01-15T20:00:00.000Z');
    // Kept: today's (daily), 2026-01-13 (daily), and 2026-01-07, the newest of the week before (weekly).
    expect((await list()).backups.map((b) => b.name)).toEqual([
      'lucky-draw-2026-01-15T121000+0800.tar.gz',
      'lucky-draw-2026-01-13T040000+0800.tar.gz',
      'lucky-draw-2026-01-07T040000+0800.tar.gz',
    ]);
    const pruned = await h.t.app.db.select().from(auditLog).where(eq(auditLog.action, 'backup.delete'));
    expect(pruned.map((row) => `${row.actor} ${auditLine(row)}`).sort()).toEqual([
      'system Backup deleted: lucky-draw-2025-12-30T040000+0800.tar.gz, 0.0 MB, no longer kept (retention)',
      'system Backup deleted: lucky-draw-2026-01-06T040000+0800.tar.gz, 0.0 MB, no longer kept (retention)',
    ]);

    h.t.clock.set(new Date('2026-01-15T20:00:00.000Z'));
    h.owner = await h.t.login();
    await eventually(
      async () => (await list()).backups[0]?.name === 'lucky-draw-2026-01-16T040000+0800.tar.gz',
      'the 04:00 backup',
    );
    expect((await list()).nextAt).toBe('2026-01-16T20:00:00.000Z');
  });
});

describe('backups on PostgreSQL', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  itOnPostgres(
    'are the database’s job: none listed, the pg_dump and pg_restore commands for this site instead, and POST refused',
    async () => {
      t = await createTestApp();
      const owner = await t.login();
      const listed = await t.app.inject({ url: '/api/admin/backups', headers: { cookie: owner } });
      const { DATABASE_URL, LISTEN_DATABASE_URL } = process.env;
      const direct = new URL(LISTEN_DATABASE_URL ?? DATABASE_URL ?? '');
      const where = `--host=${direct.hostname} --port=${direct.port || 5432} --username=${decodeURIComponent(direct.username)}`;
      const body = listed.json<BackupList>();
      expect(body).toMatchObject({
        backups: [],
        lastSuccessAt: null,
        nextAt: null,
        lastError: null,
        mode: 'postgres',
        folder: null,
      });
      expect(body.commands?.dump).toMatch(
        new RegExp(
          `^pg_dump --format=custom ${where.replaceAll('.', '\\.')} --dbname=ld_test_\\w+ --file=lucky-draw\\.dump$`,
        ),
      );
      expect(body.commands?.restore).toContain(
        `pg_restore --clean --if-exists --no-owner --single-transaction ${where}`,
      );
      // Never the password: no connection string, no password option (pg_dump asks, or reads ~/.pgpass).
      expect(JSON.stringify(body.commands)).not.toMatch(/postgres(ql)?:\/\/|password|PGPASSWORD/i);

      const made = await t.app.inject({
        method: 'POST',
        url: '/api/admin/backups',
        headers: { cookie: owner },
      });
      expect(made.statusCode).toBe(409);
      expect(made.json<{ code: string }>().code).toBe('backup.postgres');
      expect(
        (await t.app.inject({ url: '/api/admin/backup-status', headers: { cookie: owner } })).json(),
      ).toEqual({
        mode: 'postgres',
        lastSuccessAt: null,
        stale: false,
      });
    },
  );
});
