// Customer deposits, and the prize names of the same customer's codes for the deduction summary.
import { eq } from 'drizzle-orm';
import type { AuditAction } from '#shared/audit-words';
import type { Db } from '../../db/types';
import { deposits } from '../../db/schema';
import type { AuditSource } from '../../plugins/audit';
import { personColumns, writeAudit } from '../../plugins/audit.repository';

import type { DepositRow } from '../../db/deposit-records';
export { insertDeposit, type DepositRow } from '../../db/deposit-records';

export interface DepositChanges {
  depositAmount?: string;
  depositDate?: string;
  notes?: string;
}

export type CorrectionResult =
  { outcome: 'done'; row: DepositRow } | { outcome: 'missing' } | { outcome: 'voided'; row: DepositRow };

const correctedFields = (row: DepositRow) => ({
  depositAmount: row.depositAmount,
  depositDate: row.depositDate,
  notes: row.notes,
});

/**
 * One correction in one transaction: lock the record, refuse a missing or voided one, apply `set`, and
 * write the audit row. The row lock makes a concurrent void or edit wait, so an edit never lands on a
 * record voided a moment before, and a record is voided once.
 */
async function correctDeposit(
  db: Db,
  id: number,
  source: AuditSource,
  correction: {
    set: Partial<typeof deposits.$inferInsert>;
    action: AuditAction;
    details: (before: DepositRow, after: DepositRow) => Record<string, unknown>;
  },
): Promise<CorrectionResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
    if (!before) return { outcome: 'missing' };
    if (before.voidedAt) return { outcome: 'voided', row: before };
    const by = personColumns(source);
    const [row] = await tx
      .update(deposits)
      .set({ ...correction.set, changedById: by.id, changedByName: by.name })
      .where(eq(deposits.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    await writeAudit(tx, {
      ...source,
      action: correction.action,
      target: row.customerCode,
      details: { id, ...correction.details(before, row) },
    });
    return { outcome: 'done', row };
  });
}

/** Changes a deposit; its audit row keeps the old and the new values, and the reason when one is given. */
export const updateDeposit = (
  db: Db,
  id: number,
  changes: DepositChanges,
  source: AuditSource,
  reason?: string,
) =>
  correctDeposit(db, id, source, {
    set: { ...changes, updatedAt: source.at },
    action: 'deposit.update',
    details: (before, after) => ({
      before: correctedFields(before),
      after: correctedFields(after),
      ...(reason && { reason }),
    }),
  });

/** Marks a deposit void with its reason; the record is kept, and counts in no sum. */
export const voidDeposit = (db: Db, id: number, reason: string, source: AuditSource) =>
  correctDeposit(db, id, source, {
    set: { voidedAt: source.at, voidReason: reason },
    action: 'deposit.void',
    details: (_before, after) => ({ reason, ...correctedFields(after) }),
  });
