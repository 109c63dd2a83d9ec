// The figures of one business day: codes generated and used, draws per wheel slot, deposits. The codes
// are those every figure counts (db/promo-filter: no demo codes, no batch still going in).
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { countedCodeConditions } from '../../db/promo-filter';
import type { Db } from '../../db/types';
import { deposits, draws, promoCodes } from '../../db/schema';
import { COUNTED_DEPOSIT } from '../../db/deposit-records';

export interface DayFigures {
  codesGenerated: number;
  codesGeneratedUsed: number;
  /** Per wheel, slot and drawn name; normal wheel first, then by slot and name. */
  draws: { prizeId: number; prizeType: 'normal' | 'super'; prizeName: string; count: number }[];
  /** Sum of the day's non-voided deposits, as numeric text ("123.45"). */
  depositsTotal: string;
}

export async function dayFigures(
  db: Db,
  range: { start: Date; end: Date },
  date: string,
): Promise<DayFigures> {
  const [codes, drawRows, depositRows] = await Promise.all([
    db
      .select({
        generated: count(),
        used: sql<number>`count(*) filter (where ${promoCodes.useCount} > 0)`.mapWith(Number),
      })
      .from(promoCodes)
      .where(and(...countedCodeConditions({ from: range.start, to: range.end }))),
    db
      .select({
        prizeId: draws.prizeId,
        prizeType: draws.prizeType,
        prizeName: draws.prizeName,
        count: count(),
      })
      .from(draws)
      .leftJoin(promoCodes, eq(promoCodes.id, draws.promoCodeId))
      .where(
        and(
          gte(draws.drawnAt, range.start),
          lt(draws.drawnAt, range.end),
          sql`coalesce(${promoCodes.isDemo}, false) = false`,
        ),
      )
      .groupBy(draws.prizeType, draws.prizeId, draws.prizeName)
      // 'normal' sorts before 'super'.
      .orderBy(draws.prizeType, draws.prizeId, draws.prizeName),
    db
      .select({ total: sql<string>`coalesce(sum(${deposits.depositAmount}), 0)::text` })
      .from(deposits)
      .where(and(eq(deposits.depositDate, date), isNull(deposits.voidedAt), COUNTED_DEPOSIT)),
  ]);
  return {
    codesGenerated: codes[0]?.generated ?? 0,
    codesGeneratedUsed: codes[0]?.used ?? 0,
    draws: drawRows,
    depositsTotal: depositRows[0]?.total ?? '0',
  };
}
