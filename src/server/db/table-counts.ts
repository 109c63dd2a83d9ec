// What a database holds, as a backup's manifest records it, a restore checks it and db:copy compares
// both sides with: every table's rows, a checksum of a table's content, and the last migration applied.
// One reading for all, so that they count alike.
import { sql } from 'drizzle-orm';
import type { Db } from './types';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Rows of each table of the public schema, by name; one statement. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const names = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((row) => row.name);
  if (names.length === 0) return {};
  const counts = sql.join(
    names.map((name) => sql`select ${name} as name, count(*)::int as rows from ${sql.identifier(name)}`),
    sql` union all `,
  );
  const tables: Record<string, number> = {};
  for (const row of rowsOf<{ name: string; rows: number }>(await db.execute(counts)))
    tables[row.name] = row.rows;
  return tables;
}

/** When the last migration applied was made (drizzle's created_at, its journal's `when`); null for none. */
export async function lastMigrationAppliedAt(db: Db): Promise<number | null> {
  const [row] = rowsOf<{ at: string | number }>(
    await db.execute(
      sql`select created_at as at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  return row ? Number(row.at) : null;
}

/**
 * Makes the text of every value the same on any PostgreSQL, PGlite included, for the rest of the
 * transaction: a timestamp's text follows the session's time zone and date style, a bytea's its output
 * setting, a float's its digits. db:copy moves values as this text and checksums it.
 */
export async function useCanonicalText(db: Db): Promise<void> {
  await db.execute(
    sql`select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true),
      set_config('IntervalStyle', 'postgres', true), set_config('bytea_output', 'hex', true),
      set_config('extra_float_digits', '1', true)`,
  );
}

export interface TableContent {
  rows: number;
  /** 16 hex digits; equal for two tables that hold the same rows, whatever their order on disk. */
  checksum: string;
}

const MASK_64 = (1n << 64n) - 1n;

/**
 * A table's rows and a checksum of its content: the sum of a hash of each row's text (md5, its first 60
 * bits), so that it needs no order and no memory beyond one row, and two databases compare alike however
 * their rows lie. The row's columns are taken by name, so a column added later in one database than in
 * the other does not change it; the text is the canonical one (useCanonicalText).
 */
export async function tableContent(db: Db, table: string): Promise<TableContent> {
  return db.transaction(async (tx) => {
    await useCanonicalText(tx);
    const columns = rowsOf<{ name: string }>(
      await tx.execute(
        sql`select attname as name from pg_attribute
          where attrelid = (select oid from pg_class where relname = ${table} and relnamespace = 'public'::regnamespace)
            and attnum > 0 and not attisdropped
          order by attname`,
      ),
    ).map((row) => sql.identifier(row.name));
    const [row] = rowsOf<{ rows: number; sum: string }>(
      await tx.execute(
        sql`select count(*)::int as rows,
          coalesce(sum(('x' || left(md5(row(${sql.join(columns, sql`, `)})::text), 15))::bit(60)::bigint), 0)::text as sum
          from ${sql.identifier(table)}`,
      ),
    );
    const sum = BigInt(row?.sum ?? '0') & MASK_64;
    return { rows: row?.rows ?? 0, checksum: sum.toString(16).padStart(16, '0') };
  });
}
