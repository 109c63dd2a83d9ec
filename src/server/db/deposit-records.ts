// A deposit record's insert, shared by the deposits feature (a deposit typed on its own) and the promo
// feature (a deposit typed with a code, recorded in the code's own transaction): one deposit, one row,
// wherever it was typed.
import type { Db } from './types';
import { deposits } from './schema';

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;

export async function insertDeposit(db: Db, values: NewDeposit): Promise<DepositRow> {
  const rows = await db.insert(deposits).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}
