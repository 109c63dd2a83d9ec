// Tests that need a real PostgreSQL: two app instances on one database (LISTEN/NOTIFY pushes, budgets
// shared across instances). PGlite lives inside one process, so on it they are skipped, and the run
// says so at its end (tests/support/postgres-skips-reporter.ts) instead of passing them over in silence.
import { it, type TestFunction } from 'vitest';

/** The mark the reporter finds these tests by. */
export const NEEDS_POSTGRES = '[needs PostgreSQL]';

/** `it` when DATABASE_URL names a PostgreSQL, a listed skip otherwise. */
export function itOnPostgres(name: string, fn: TestFunction, timeout?: number): void {
  it.runIf(process.env.DATABASE_URL)(`${name} ${NEEDS_POSTGRES}`, fn, timeout);
}
