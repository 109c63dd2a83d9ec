// A customer's deposits with their summary (total, FOC 15%, prizes' value, final deduction: docs/architecture.md,
// Product rules): one definition for the deposit search (features/deposits) and the customer page
// (features/customers). And the customers the search rule finds among the deposits and the codes.
import { and, asc, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DepositRecord, DepositSummary } from '#shared/api/deposits';
import { businessDayRange } from '#shared/business-date';
import { FOC_PERCENT, formatCents, parseMoneyToCents, percentOfCents } from '#shared/money';
import { valueOfCodes, type RuledPrizeValues } from '#shared/prize-values';
import type { PrizeType } from '#shared/prizes';
import { COUNTED_DEPOSIT, type DepositRow } from './deposit-records';
import { countedCodeConditions, promoFilterConditions } from './promo-filter';
import { deposits, promoCodes } from './schema';
import { searchCondition } from './search-rule';
import type { Db } from './types';

/** Deposits of one customer code (case-insensitive), optionally within business dates (inclusive). */
export async function findDeposits(
  db: Db,
  customerCode: string,
  startDate: string | undefined,
  endDate: string | undefined,
): Promise<DepositRow[]> {
  const conditions: SQL[] = [sql`lower(${deposits.customerCode}) = lower(${customerCode})`, COUNTED_DEPOSIT];
  if (startDate) conditions.push(gte(deposits.depositDate, startDate));
  if (endDate) conditions.push(lte(deposits.depositDate, endDate));
  return db
    .select()
    .from(deposits)
    .where(and(...conditions))
    .orderBy(asc(deposits.depositDate), asc(deposits.id))
    .limit(1000);
}

/** The slot and uses of each of the customer's counted codes created within [from, to): what the prize amount values. */
function findPrizesOfCustomer(
  db: Db,
  customer: string,
  from: Date | undefined,
  to: Date | undefined,
): Promise<{ prizeType: PrizeType; slot: number; usageLimit: number }[]> {
  return db
    .select({ prizeType: promoCodes.prizeType, slot: promoCodes.prizeId, usageLimit: promoCodes.usageLimit })
    .from(promoCodes)
    .where(and(...countedCodeConditions({ customer, from, to })));
}

export function toDepositRecord(row: DepositRow): DepositRecord {
  return {
    id: row.id,
    customerCode: row.customerCode,
    customerName: row.customerName,
    depositAmount: formatCents(parseMoneyToCents(row.depositAmount) ?? 0),
    depositDate: row.depositDate,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
  };
}

/** One customer's deposits and their summary, within business dates (inclusive) when given. */
export async function depositSummaryOf(
  db: Db,
  values: RuledPrizeValues,
  customerCode: string,
  startDate?: string,
  endDate?: string,
): Promise<DepositSummary> {
  const [rows, prizes] = await Promise.all([
    findDeposits(db, customerCode, startDate, endDate),
    findPrizesOfCustomer(
      db,
      customerCode,
      startDate ? businessDayRange(startDate).start : undefined,
      endDate ? businessDayRange(endDate).end : undefined,
    ),
  ]);
  const totalCents = rows
    .filter((r) => !r.voidedAt)
    .reduce((sum, r) => sum + (parseMoneyToCents(r.depositAmount) ?? 0), 0);
  const focCents = percentOfCents(totalCents, FOC_PERCENT);
  // Every use of each code at its slot's value by the one rule (docs/decisions/0044-one-prize-value.md);
  // codes without a value are left out of the amount and counted.
  const prize = valueOfCodes(values, prizes);
  const prizeCents = prize.cents;
  return {
    customerCode,
    totalDeposit: formatCents(totalCents),
    deposits: rows.map(toDepositRecord),
    foc15Percent: formatCents(focCents),
    totalPrizeAmount: formatCents(prizeCents),
    prizeAmountUnknown: prize.unknown,
    finalDeduction: formatCents(Math.max(0, focCents - prizeCents)),
  };
}

/**
 * The customers `q` finds (the search rule) among the deposits and the codes, one name per customer (any
 * case), at most `limit`: the one named exactly q first, then by name.
 */
export async function customersMatching(db: Db, q: string, limit: number): Promise<string[]> {
  const fromDeposits = db
    .select({ name: sql<string>`${deposits.customerCode}`.as('name') })
    .from(deposits)
    .where(
      and(
        COUNTED_DEPOSIT,
        searchCondition(q, { customer: deposits.customerCode, alsoNames: [deposits.customerName] }),
      ),
    );
  const fromCodes = db
    .select({ name: sql<string>`${promoCodes.customerName}`.as('name') })
    .from(promoCodes)
    .where(and(...promoFilterConditions({ q }), sql`not ${promoCodes.isDemo}`));
  const found = db.$with('found').as(fromDeposits.union(fromCodes));
  const rows = await db
    .with(found)
    .select({ name: sql<string>`min(${found.name})` })
    .from(found)
    .groupBy(sql`lower(${found.name})`)
    .orderBy(sql`lower(${found.name}) <> lower(${q})`, sql`lower(${found.name})`)
    .limit(limit);
  return rows.map((r) => r.name);
}
