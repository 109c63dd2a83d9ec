// Customer deposits, and the prize names of the same customer's codes for the deduction summary.
import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, promoCodes } from '../../db/schema';

export type DepositRow = typeof deposits.$inferSelect;

export async function insertDeposit(db: Db, values: typeof deposits.$inferInsert): Promise<DepositRow> {
  const rows = await db.insert(deposits).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Deposits of one customer code (case-insensitive), optionally within business dates (inclusive). */
export async function findDeposits(
  db: Db,
  customerCode: string,
  startDate: string | undefined,
  endDate: string | undefined,
): Promise<DepositRow[]> {
  const conditions: SQL[] = [sql`lower(${deposits.customerCode}) = lower(${customerCode})`];
  if (startDate) conditions.push(gte(deposits.depositDate, startDate));
  if (endDate) conditions.push(lte(deposits.depositDate, endDate));
  return db
    .select()
    .from(deposits)
    .where(and(...conditions))
    .orderBy(asc(deposits.depositDate), asc(deposits.id))
    .limit(1000);
}

/** Prize names of the customer's real (non-demo) codes created within [from, to). */
export async function findPrizeNamesOfCustomer(
  db: Db,
  customer: string,
  from: Date | undefined,
  to: Date | undefined,
): Promise<string[]> {
  const conditions: SQL[] = [
    sql`lower(${promoCodes.customerName}) = lower(${customer})`,
    eq(promoCodes.isDemo, false),
  ];
  if (from) conditions.push(gte(promoCodes.createdAt, from));
  if (to) conditions.push(lt(promoCodes.createdAt, to));
  const rows = await db
    .select({ prizeName: promoCodes.prizeName })
    .from(promoCodes)
    .where(and(...conditions));
  return rows.map((r) => r.prizeName);
}
