// Promo codes: creation, the admin table (paged and filtered in SQL), and the atomic redemption.
import { and, count, desc, eq, gt, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draws, promoCodes } from '../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** Inserts a code; null when the code already exists (the caller draws another). */
export async function insertPromoCode(db: Db, values: NewPromoCode): Promise<PromoCodeRow | null> {
  const rows = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export interface PromoListFilter {
  customer?: string | undefined;
  /** Created at or after (inclusive). */
  from?: Date | undefined;
  /** Created before (exclusive). */
  to?: Date | undefined;
}

function filterConditions(filter: PromoListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.customer) conditions.push(sql`lower(${promoCodes.customerName}) = lower(${filter.customer})`);
  if (filter.from) conditions.push(gte(promoCodes.createdAt, filter.from));
  if (filter.to) conditions.push(lt(promoCodes.createdAt, filter.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listPromoCodes(
  db: Db,
  filter: PromoListFilter,
  offset: number,
  limit: number,
): Promise<{ rows: PromoCodeRow[]; total: number }> {
  const where = filterConditions(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Distinct customer names starting with (or, failing that, containing) the text, with their code counts. */
export async function customerSuggestions(
  db: Db,
  text: string,
  limit: number,
): Promise<{ name: string; count: number }[]> {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const n = count();
  return db
    .select({ name: promoCodes.customerName, count: n })
    .from(promoCodes)
    .where(escaped ? ilike(promoCodes.customerName, `%${escaped}%`) : undefined)
    .groupBy(promoCodes.customerName)
    .orderBy(
      // Names that start with the text first, then the busiest customers.
      sql`(lower(${promoCodes.customerName}) like lower(${`${escaped}%`})) desc`,
      desc(n),
      promoCodes.customerName,
    )
    .limit(limit);
}

/**
 * Deletes a code that was never used. One conditional DELETE: a spin committing at the same moment either
 * lands first (then the code has a draw and stays) or finds the code gone, never both.
 */
export async function deleteUnusedPromoCode(
  db: Db,
  id: number,
): Promise<{ deleted: PromoCodeRow } | 'used' | 'missing'> {
  const rows = await db
    .delete(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.useCount, 0)))
    .returning();
  if (rows[0]) return { deleted: rows[0] };
  const left = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id));
  return left.length > 0 ? 'used' : 'missing';
}

export async function findPromoByCode(db: Db, code: string): Promise<PromoCodeRow | null> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return rows[0] ?? null;
}

/**
 * Uses a code once, atomically (ARCHITECTURE point 4): one conditional UPDATE that only matches while the
 * code is unused, under its limit and unexpired, and the draw record, in one transaction. Concurrent calls
 * serialise on the row lock; the losers' WHERE no longer matches. Returns null when nothing was used.
 */
export async function redeemPromoCode(db: Db, code: string, now: Date): Promise<PromoCodeRow | null> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(promoCodes)
      .set({
        useCount: sql`${promoCodes.useCount} + 1`,
        isUsed: sql`${promoCodes.useCount} + 1 >= ${promoCodes.usageLimit}`,
      })
      .where(
        and(
          eq(promoCodes.code, code),
          eq(promoCodes.isDemo, false),
          eq(promoCodes.isUsed, false),
          lt(promoCodes.useCount, promoCodes.usageLimit),
          gt(promoCodes.expiresAt, now),
        ),
      )
      .returning();
    const row = used[0];
    if (!row) return null;
    await tx.insert(draws).values({
      promoCodeId: row.id,
      promoCode: row.code,
      prizeId: row.prizeId,
      prizeName: row.prizeName,
      prizeType: row.prizeType,
      drawnAt: now,
    });
    return row;
  });
}
