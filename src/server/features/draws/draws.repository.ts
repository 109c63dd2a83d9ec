// The drawing history: newest first, paged; and clearing it.
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { draws } from '../../db/schema';

export async function listDraws(db: Db, offset: number, limit: number) {
  const [rows, totals] = await Promise.all([
    db.select().from(draws).orderBy(desc(draws.drawnAt), desc(draws.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(draws),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function clearDraws(db: Db): Promise<number> {
  const rows = await db.delete(draws).returning({ id: draws.id });
  return rows.length;
}
