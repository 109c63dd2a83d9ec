// A deposit record's insert, shared by the deposits feature (a deposit typed on its own) and the promo
// feature (a deposit typed with a code, recorded in the code's own transaction): one deposit, one row,
// wherever it was typed.
import { sql } from 'drizzle-orm';
import type { Db } from './types';
import { PENDING_BATCH_IDS } from './promo-filter';
import { deposits } from './schema';

/**
 * The deposits every figure counts: those of no batch or of a live one (a batch's rows go in while it is
 * pending and count, like its codes, once it is live). Voided ones are left out apart, where a list shows
 * them struck through.
 */
export const COUNTED_DEPOSIT = sql`(${deposits.batchId} is null or ${deposits.batchId} not in (${sql.raw(PENDING_BATCH_IDS)}))`;

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;

export async function insertDeposit(db: Db, values: NewDeposit): Promise<DepositRow> {
  const rows = await db.insert(deposits).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}
