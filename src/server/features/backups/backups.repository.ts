// The SQL of a backup while the database runs: PostgreSQL's own online backup (pg_backup_start and
// pg_backup_stop, docs/decisions/0056-backups.md). Between the two the data directory's files are read
// as visitors keep writing; the write-ahead log of that time, kept with the copy, makes it consistent
// when it is restored. Only the two calls hold the database: the first a checkpoint, the second the row
// counts and the end of the backup, in one transaction, so the counts are exactly what the copy holds.
import { sql } from 'drizzle-orm';
import { lastMigrationAppliedAt, tableCounts } from '../../db/table-counts';
import type { Db } from '../../db/types';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface BackupStart {
  /** The segment of the write-ahead log the copy starts from. */
  startWalFile: string;
  /** The checkpoint the copy starts from: another one before the end may drop log the copy needs. */
  redoLsn: string;
}

export async function startOnlineBackup(db: Db, label: string): Promise<BackupStart> {
  // fast: a checkpoint at once, not one spread over minutes; the database has fsync off, so it is short.
  const [started] = rowsOf<{ file: string }>(
    await db.execute(sql`select pg_walfile_name(pg_backup_start(${label}, true)) as file`),
  );
  const redoLsn = await checkpointRedo(db);
  if (!started) throw new Error('pg_backup_start answered nothing');
  return { startWalFile: started.file, redoLsn };
}

/** Where the last checkpoint's redo begins: it changes with every checkpoint. */
export async function checkpointRedo(db: Db): Promise<string> {
  const [row] = rowsOf<{ redo: string }>(
    await db.execute(sql`select redo_lsn::text as redo from pg_control_checkpoint()`),
  );
  if (!row) throw new Error('pg_control_checkpoint answered nothing');
  return row.redo;
}

export interface BackupStop {
  /** The backup_label file the copy must carry: where recovery of the copy starts. */
  labelFile: string;
  /** The last segment of the write-ahead log the copy needs. */
  stopWalFile: string;
  /** Rows of each table of the public schema, at the end of the backup. */
  tables: Record<string, number>;
  /** When the last migration applied was made (drizzle's created_at); null when none was. */
  migrationAppliedAt: number | null;
  /** PostgreSQL's version, e.g. '18.6'. */
  postgres: string;
}

/**
 * Ends the backup, with every table's row count read in the same transaction: on PGlite a transaction
 * holds the database alone, so nothing is committed between the counts and the end of the backup.
 */
export async function stopOnlineBackup(db: Db): Promise<BackupStop> {
  return db.transaction(async (tx) => {
    const tables = await tableCounts(tx);
    const migrationAppliedAt = await lastMigrationAppliedAt(tx);
    const [version] = rowsOf<{ version: string }>(
      await tx.execute(sql`select current_setting('server_version') as version`),
    );
    const [stopped] = rowsOf<{ label: string; file: string }>(
      await tx.execute(
        sql`select labelfile as label, pg_walfile_name(lsn) as file from pg_backup_stop(wait_for_archive => false)`,
      ),
    );
    if (!stopped) throw new Error('pg_backup_stop answered nothing');
    return {
      labelFile: stopped.label,
      stopWalFile: stopped.file,
      tables,
      migrationAppliedAt,
      postgres: version?.version ?? '',
    };
  });
}

/** Ends a backup that failed half way, so the next one can start; nothing to end is no error. */
export async function abandonOnlineBackup(db: Db): Promise<void> {
  await db.execute(sql`select pg_backup_stop(wait_for_archive => false)`).catch(() => undefined);
}
