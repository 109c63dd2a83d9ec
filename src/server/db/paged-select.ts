// A page of a list and the list's size, for every paged list: the count comes from the same table and
// the same filter as the page, so the pager's total always matches the rows it pages through.
import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './types';

/**
 * `limit` rows from `offset` of the rows of `table` under `where`, in the order of `select` (an ordered
 * select of the table, made `$dynamic()`, with no filter of its own), and the number of those rows.
 */
export async function pageWithTotal<Select extends PgSelect>(
  db: Db,
  list: { table: PgTable; where: SQL | undefined; select: Select },
  offset: number,
  limit: number,
): Promise<{ rows: Awaited<Select>; total: number }> {
  const { table, where, select } = list;
  const [rows, totals] = await Promise.all([
    select.where(where).limit(limit).offset(offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
