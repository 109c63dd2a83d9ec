// Applies the committed SQL migrations in drizzle/ at start. On PostgreSQL an advisory lock keeps
// several instances starting at once from applying the same migration twice. The lock is a session's, so
// the URL given must keep one session per connection: behind a transaction pooler, the direct
// LISTEN_DATABASE_URL (client.ts), as the unlock could otherwise run on another server connection and
// leave the lock held there, stalling every later start.
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
  database: Database,
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
