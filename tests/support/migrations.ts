// The migrations as an older version of the app had them: a copy of drizzle/ whose journal stops just
// before one migration, to make a database that migration then finds (its data fixes are tested on it).
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenOptions } from '#server/db/client';
import { migrationsUpTo } from '#server/db/migrate';
import type { Database } from '#server/db/types';
import { migrations } from '#server/lib/product';
import { createPostgresTestDatabase } from './test-app';

/** A migrations folder ending before `tag` (e.g. '0022_draws_one_per_spin'), and how to remove it. */
export async function migrationsBefore(
  tag: string,
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const known = migrations();
  const at = known.findIndex((migration) => migration.tag === tag);
  const previous = known[at - 1];
  if (at < 1 || !previous) throw new Error(`no migration ${tag} after the first`);
  return migrationsUpTo(previous.tag);
}

/**
 * A database migrated up to just before `tag`, with `statements` run on it (the rows an older version
 * left), then opened again, which runs the rest: the database as that migration leaves it. On PostgreSQL
 * when DATABASE_URL is set, else PGlite. What to undo afterwards is pushed on `cleanups`.
 */
export async function migratedOver(
  tag: string,
  statements: readonly string[],
  cleanups: (() => Promise<void>)[],
): Promise<Database> {
  const { folder: migrationsFolder, remove } = await migrationsBefore(tag);
  cleanups.push(remove);
  let reopen: () => Promise<Database>;
  let before: Database;
  if (process.env.DATABASE_URL) {
    const { urls, drop } = await createPostgresTestDatabase();
    cleanups.push(drop);
    const options: OpenOptions = { ...urls };
    before = await openDatabase({ ...options, migrationsFolder });
    reopen = () => openDatabase(options);
  } else {
    before = await openDatabase({ migrationsFolder });
    reopen = async () => openDatabase({ loadDataDir: (await before.dumpDataDir?.()) ?? new Blob([]) });
  }
  for (const statement of statements) await before.db.execute(sql.raw(statement));
  const after = await reopen();
  await before.close();
  cleanups.push(() => after.close());
  return after;
}

/** The rows a query answers, as plain objects. */
export async function rowsOf(database: Database, query: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await database.db.execute(sql.raw(query));
  return (result as { rows: Record<string, unknown>[] }).rows;
}
