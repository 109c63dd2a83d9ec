// The database's types, apart from the code that opens it: the client, the migrator and the hot
// statements all name them, and the client imports those modules, so the types live below all three.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';
/**
 * How DATABASE_URL's connections reach PostgreSQL: one session per connection (directly, or a pooler in
 * session mode), or any session per transaction (PgBouncer pool_mode = transaction and the like).
 */
export type PoolMode = 'session' | 'transaction';

export interface Database {
  kind: DbKind;
  db: Db;
  /** Subscribe to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (test templates). */
  dumpDataDir?: () => Promise<Blob>;
}

/** Runs one of the hot statements by name on the driver (decision 0009): the rows it returns. */
export type HotRunner = (name: string, text: string, params: unknown[]) => Promise<unknown[]>;
