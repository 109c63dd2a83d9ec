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
  /** PGlite only: the data directory's files as the database sees them, for a backup while it runs. */
  dataDir?: DataDirReader;
  /** PostgreSQL only: where it is, as a person would type it into pg_dump (never the password). */
  postgres?: PostgresPlace;
}

/** A file or folder of the data directory. */
export interface DataDirEntry {
  /** Its name within its folder. */
  name: string;
  type: 'file' | 'directory';
  size: number;
  mode: number;
  /** Seconds since 1970. */
  mtime: number;
}

/** An open file of the data directory. */
export interface DataDirFile {
  /** Up to buffer.length bytes from `position`; 0 at the file's end. */
  read(buffer: Uint8Array, position: number): number;
  close(): void;
}

/**
 * The embedded database's data directory through its own file system (a folder on disk, or memory in
 * tests). Reads are synchronous and happen between two statements, never inside one; an entry removed
 * meanwhile is simply not there.
 */
export interface DataDirReader {
  /** The entries of a folder, given relative to the data directory ('' for itself); [] once it is gone. */
  list(folder: string): DataDirEntry[];
  /** The file, relative to the data directory; null once it is gone. */
  open(file: string): DataDirFile | null;
}

export interface PostgresPlace {
  host: string;
  port: number;
  user: string;
  database: string;
}

/** Runs one of the hot statements by name on the driver (decision 0009): the rows it returns. */
export type HotRunner = (name: string, text: string, params: unknown[]) => Promise<unknown[]>;
