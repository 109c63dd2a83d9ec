// The migrations as an older version of the app had them: a copy of drizzle/ whose journal stops just
// before one migration, to make a database that migration then finds (its data fixes are tested on it).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenOptions } from '#server/db/client';
import type { Database } from '#server/db/types';
import { projectPath } from '#server/project-root';
import { createPostgresTestDatabase } from './test-app';

/** A migrations folder ending before `tag` (e.g. '0022_draws_one_per_spin'), and how to remove it. */
export async function migrationsBefore(
  tag: string,
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), `ld-before-${tag.slice(0, 4)}-`));
  await cp(projectPath('drizzle'), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
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
