import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsBefore } from '#tests/support/migrations';
import { createPostgresTestDatabase, testDatabaseUrls } from '#tests/support/test-app';
import { openDatabase } from './client';
import { MigrationError } from './migrate';
import { isUniqueViolation } from './unique-violation';
import { projectPath } from '../project-root';

describe('migrations at start', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('stops with a clear message when a migration fails, instead of starting half-migrated', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'ld-bad-migrations-'));
    dirs.push(folder);
    await cp(projectPath('drizzle'), folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: object[] };
    journal.entries.push({ idx: 99, version: '7', when: Date.now(), tag: '9999_broken', breakpoints: true });
    await writeFile(journalPath, JSON.stringify(journal));
    await writeFile(path.join(folder, '9999_broken.sql'), 'ALTER TABLE no_such_table ADD COLUMN x int;');

    const error = await openDatabase({
      ...(process.env.DATABASE_URL ? testDatabaseUrls() : {}),
      migrationsFolder: folder,
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(/^Database migration failed: /);
    expect((error as Error).message).toMatch(/no_such_table/);
  });

  // Before draws_spin_id_idx, a spin sent twice at once on PostgreSQL could make two draws with one
  // spin_id, each of which spent a use and may be a claim. The migration keeps every draw and leaves the
  // spin id on the first only.
  it('keeps every draw of a spin made twice before, the spin id on the first, and then refuses a third', async () => {
    const { folder: before } = await migrationsBefore('0022_draws_one_per_spin');
    dirs.push(before);

    const pg = process.env.DATABASE_URL ? await createPostgresTestDatabase('ld_migrate') : null;
    const dataDir = pg ? undefined : await mkdtemp(path.join(tmpdir(), 'ld-migrate-data-'));
    if (dataDir) dirs.push(dataDir);
    const where = pg ? pg.urls : { dataDir };
    try {
      const old = await openDatabase({ ...where, migrationsFolder: before });
      await old.db
        .execute(sql`insert into promo_codes (id, code, customer_name, prize_id, prize_name, prize_type,
        expiration_hours, usage_limit, use_count, expires_at)
        values (1, 'TWICE1', 'Ali', 2, 'RM 5', 'normal', 24, 5, 3, now() + interval '1 day')`);
      await old.db
        .execute(sql`insert into draws (id, promo_code_id, promo_code, prize_id, prize_name, prize_type, spin_id)
        values (10, 1, 'TWICE1', 2, 'RM 5', 'normal', 'spin-twice-0123456789'),
          (11, 1, 'TWICE1', 2, 'RM 5', 'normal', 'spin-twice-0123456789'),
          (12, 1, 'TWICE1', 2, 'RM 5', 'normal', 'spin-other-0123456789')`);
      await old.close();

      const now = await openDatabase(where);
      try {
        // Both drivers answer { rows } (as hotRows reads them).
        const result: unknown = await now.db.execute(sql`select id, spin_id from draws order by id`);
        const { rows } = result as { rows: { id: number; spin_id: string | null }[] };
        expect(rows).toEqual([
          { id: 10, spin_id: 'spin-twice-0123456789' },
          { id: 11, spin_id: null },
          { id: 12, spin_id: 'spin-other-0123456789' },
        ]);
        const third = await now.db
          .execute(
            sql`insert into draws (promo_code_id, promo_code, prize_id, prize_name, prize_type, spin_id)
            values (1, 'TWICE1', 2, 'RM 5', 'normal', 'spin-twice-0123456789')`,
          )
          .catch((err: unknown) => err);
        expect(isUniqueViolation(third, 'draws_spin_id_idx')).toBe(true);
      } finally {
        await now.close();
      }
    } finally {
      await pg?.drop();
    }
  });
});
