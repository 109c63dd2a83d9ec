// Applies the committed SQL migrations in drizzle/ at start. On PostgreSQL an advisory lock keeps
// several instances starting at once from applying the same migration twice. The lock is a session's, so
// the URL given must keep one session per connection: behind a transaction pooler, the direct
// LISTEN_DATABASE_URL (client.ts), as the unlock could otherwise run on another server connection and
// leave the lock held there, stalling every later start.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from './types';
import { projectPath } from '../project-root';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

const MIGRATION_LOCK_ID = 727_001;

export async function migrateDatabase(
  database: Pick<Database, 'kind' | 'db'>,
  sessionUrl: string | undefined,
  migrationsFolder = projectPath('drizzle'),
): Promise<void> {
  try {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
      return;
    }
    // One dedicated connection: the advisory lock belongs to the session that took it.
    const client = new pg.Client({ connectionString: sessionUrl });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      await client.end();
    }
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
    throw new MigrationError(`Database migration failed: ${reason}${cause}`, { cause: err });
  }
}

/**
 * A copy of the migrations folder whose journal ends with `tag`: what an older version carried. A
 * database made with it is as that version left it, and the full folder then brings it up to date as
 * the next start would (db:copy builds its target so; tests make older databases so).
 */
export async function migrationsUpTo(
  tag: string,
  migrationsFolder = projectPath('drizzle'),
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), `ld-migrations-${tag.slice(0, 4)}-`));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === tag);
    if (at < 0) throw new Error(`no migration ${tag}`);
    journal.entries = journal.entries.slice(0, at + 1);
    await writeFile(journalPath, JSON.stringify(journal));
  } catch (err) {
    await rm(folder, { recursive: true, force: true });
    throw err;
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
