// The drawing history: newest first, paged; and clearing it.
import { desc } from 'drizzle-orm';
import { pageWithTotal } from '../../db/paged-select';
import type { Db } from '../../db/types';
import { draws } from '../../db/schema';

export async function listDraws(db: Db, offset: number, limit: number) {
  const select = db.select().from(draws).orderBy(desc(draws.drawnAt), desc(draws.id)).$dynamic();
  return pageWithTotal(db, { table: draws, where: undefined, select }, offset, limit);
}

export async function clearDraws(db: Db): Promise<number> {
  const rows = await db.delete(draws).returning({ id: draws.id });
  return rows.length;
}
