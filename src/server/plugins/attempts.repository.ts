// Attempt counters (schema: attempt_counters). Every change is one statement, so concurrent requests on
// any number of instances are serialised by the row lock and each sees its own count.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
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
