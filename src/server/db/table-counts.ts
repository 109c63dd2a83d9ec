// What a database holds, as a backup's manifest records it and a restore checks it: every table's rows,
// and the last migration applied. One reading for both, so that they count alike.
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
