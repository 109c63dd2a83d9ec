// Attempt counters (schema: attempt_counters). Every change is one statement, so concurrent requests on
// any number of instances are serialised by the row lock and each sees its own count.
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/types';
import { attemptCounters } from '../db/schema';

export interface Reservation {
  /** This attempt's number in the window, capped at limit + 1 (over the limit: refused). */
  count: number;
  windowStart: Date;
}

/**
 * Counts one attempt for (scope, key) and returns its number in the current window; a window older than
 * windowMs starts over at 1. The count stops at limit + 1 so a flood does not grow it without bound.
 */
export async function reserveAttempt(
  db: Db,
  scope: string,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<Reservation> {
  const expired = sql`${attemptCounters.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  const rows = await db
    .insert(attemptCounters)
    .values({ scope, key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [attemptCounters.scope, attemptCounters.key],
      set: {
        // Both expressions read the row as it was before this statement.
        windowStart: sql`case when ${expired} then ${now} else ${attemptCounters.windowStart} end`,
        count: sql`case when ${expired} then 1 else least(${attemptCounters.count} + 1, ${limit + 1}) end`,
      },
    })
    .returning({ count: attemptCounters.count, windowStart: attemptCounters.windowStart });
  const row = rows[0];
  if (!row) throw new Error('reserveAttempt returned no row');
  return row;
}

/** A budget's rule and key, for a check made inside another statement (see currentCounterSql). */
export interface CounterCheck {
  scope: string;
  key: string;
  limit: number;
  windowMs: number;
  now: Date;
}

/**
 * A CTE body: the key's counter in its current window as the statement sees it (no row when there is none
 * or its window has ended), with `count` and `window_start_ms` (epoch milliseconds). Reads only: for a
 * request that turns out not to count, so it never blocks another request by a count it then gives back.
 */
export function currentCounterSql(c: CounterCheck): SQL {
  return sql`select "count", (extract(epoch from window_start) * 1000)::float8 as window_start_ms
    from attempt_counters
    where scope = ${c.scope} and "key" = ${c.key}
      and window_start > ${new Date(c.now.getTime() - c.windowMs).toISOString()}::timestamptz`;
}

/** Gives back one attempt of the window it was taken from (a later window is left alone). */
export async function refundAttempt(db: Db, scope: string, key: string, windowStart: Date): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
    .where(
      and(
        eq(attemptCounters.scope, scope),
        eq(attemptCounters.key, key),
        eq(attemptCounters.windowStart, windowStart),
      ),
    );
}

export async function clearAttempts(db: Db, scope: string, key: string): Promise<void> {
  await db.delete(attemptCounters).where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)));
}

/** Forgets counters whose window started before the cut-off. */
export async function pruneAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(attemptCounters).where(lt(attemptCounters.windowStart, before));
}
