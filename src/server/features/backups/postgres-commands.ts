// On PostgreSQL, backups are the database's job (pg_dump, or the provider's own): the commands that back
// this site's database up and bring it back, with its host, port, user and database, never a password
// (pg_dump asks for it, or reads PGPASSWORD or ~/.pgpass).
import type { PostgresPlace } from '../../db/types';

/** A value as a POSIX shell reads it back unchanged: bare when plain, else in single quotes. */
const shellWord = (value: string): string =>
  /^[A-Za-z0-9._/@:+=-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;

export function postgresCommands(place: PostgresPlace): { dump: string; restore: string } {
  const where = [
    `--host=${shellWord(place.host)}`,
    `--port=${place.port}`,
    `--username=${shellWord(place.user)}`,
    `--dbname=${shellWord(place.database)}`,
  ].join(' ');
  return {
    // The custom format is compressed, and pg_restore can bring back all of it or single tables.
    dump: `pg_dump --format=custom ${where} --file=lucky-draw.dump`,
    // Into the same (or an empty) database: what exists is replaced, in one transaction, so a failed
    // restore changes nothing. Stop the servers first.
    restore: `pg_restore --clean --if-exists --no-owner --single-transaction ${where} lucky-draw.dump`,
  };
}
