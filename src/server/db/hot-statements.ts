// The few statements a visitor's request runs (look a code up, spin), by name, straight on the driver.
// Through drizzle's db.execute each one cost more than its work: on PGlite drizzle hands every query a
// set of type parsers, which PGlite then applies field by field (a lookup took 1.9 ms instead of 1.1 ms);
// on PostgreSQL every call was parsed and planned afresh, while a named statement is prepared once per
// pooled connection (scripts/bench/bench-redeem.mjs measures both). Rows come back as the driver's defaults
// (int and float8 as numbers, text as strings), so hot statements select epoch numbers, not timestamps.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, HotRunner } from './types';

const runners = new WeakMap<Db, HotRunner>();
const dialect = new PgDialect();

/** client.ts: how this database runs a hot statement. */
export function registerHotRunner(db: Db, runner: HotRunner): void {
  runners.set(db, runner);
}

/**
 * The rows of one hot statement. `name` must stay with one statement text (PostgreSQL keeps it prepared
 * under that name); a transaction or a database without a runner goes through drizzle as usual.
 */
export async function hotRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const runner = runners.get(db);
  if (!runner) {
    // Both drivers (node-postgres and PGlite) answer { rows }, one object per row keyed by column name.
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await runner(name, text, params)) as T[];
}
