// A code's lifecycle after it is handed out (docs/decisions/0046-void-and-extend-codes.md): a void or a new
// expiry, for one code or for the codes of a batch, each one conditional UPDATE with its audit row in the
// same transaction. The UPDATE's own WHERE is the rule (not voided, not used up): a spin committing at the
// same moment takes the row lock first or second, and whichever comes second finds its WHERE no longer
// matching (the spin's statement in promo.repository.ts refuses a voided code the same way).
import { and, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { promoBatches, promoCodes } from '../../db/schema';
import { promoFilterConditions } from '../../db/promo-filter';
import type { AuditSource } from '../../plugins/audit';
import { writeAudit } from '../../plugins/audit.repository';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** Who changes the code: the audit row's actor, address and time, and the signed-in session. */
export type ChangeSource = AuditSource & { adminSessionId: number | null };

export type CodeChange =
  | { outcome: 'done'; row: PromoCodeRow }
  | { outcome: 'missing' }
  | { outcome: 'used_up'; row: PromoCodeRow }
  | { outcome: 'voided'; row: PromoCodeRow }
  /** An extension that would end before the code's scheduled start. */
  | { outcome: 'before_start'; row: PromoCodeRow };

/** Neither voided nor used up: what a void or an extension may change. */
const changeable = sql`${promoCodes.voidedAt} is null and not ${promoCodes.isUsed}`;

/** A listed code (of no batch or of a finished one), by id. */
async function listedCode(db: Db, id: number): Promise<PromoCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, id), ...promoFilterConditions({})));
  return row;
}

/** Why a conditional change matched nothing: the code as it is now. */
async function whyNot(db: Db, id: number, expiresAt?: Date): Promise<CodeChange> {
  const row = await listedCode(db, id);
  if (!row) return { outcome: 'missing' };
  if (row.voidedAt) return { outcome: 'voided', row };
  if (row.isUsed) return { outcome: 'used_up', row };
  if (expiresAt && row.validFrom && row.validFrom >= expiresAt) return { outcome: 'before_start', row };
  throw new Error(`promo code ${id} could not be changed, for no known reason`);
}

export async function voidPromoCode(
  db: Db,
  id: number,
  reason: string,
  source: ChangeSource,
): Promise<CodeChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(promoCodes)
      .set({ voidedAt: source.at, voidReason: reason, voidedBySession: source.adminSessionId })
      .where(and(eq(promoCodes.id, id), changeable, ...promoFilterConditions({})))
      .returning();
    if (!row) return whyNot(tx, id);
    await writeAudit(tx, {
      actor: source.actor,
      at: source.at,
      ip: source.ip,
      action: 'promo.void',
      target: row.code,
      details: {
        id,
        customerName: row.customerName,
        reason,
        useCount: row.useCount,
        usageLimit: row.usageLimit,
        adminSessionId: source.adminSessionId,
      },
    });
    return { outcome: 'done', row };
  });
}

export async function extendPromoCode(
  db: Db,
  id: number,
  expiresAt: Date,
  source: ChangeSource,
): Promise<CodeChange> {
  return db.transaction(async (tx) => {
    const before = await listedCode(tx, id);
    const [row] = await tx
      .update(promoCodes)
      .set({ expiresAt })
      .where(
        and(
          eq(promoCodes.id, id),
          changeable,
          sql`(${promoCodes.validFrom} is null or ${promoCodes.validFrom} < ${expiresAt.toISOString()}::timestamptz)`,
          ...promoFilterConditions({}),
        ),
      )
      .returning();
    if (!row) return whyNot(tx, id, expiresAt);
    await writeAudit(tx, {
      actor: source.actor,
      at: source.at,
      ip: source.ip,
      action: 'promo.extend',
      target: row.code,
      details: {
        id,
        customerName: row.customerName,
        from: before?.expiresAt.toISOString() ?? null,
        expiresAt: expiresAt.toISOString(),
        adminSessionId: source.adminSessionId,
      },
    });
    return { outcome: 'done', row };
  });
}

export type BatchChange =
  | { outcome: 'done'; changed: number; skippedUsedUp: number; skippedVoided: number }
  | { outcome: 'missing' }
  | { outcome: 'pending' }
  /** An extension that would end before the batch's scheduled start. */
  | { outcome: 'before_start'; validFrom: Date };

/** How many of a batch's codes match `where`. */
async function countOf(db: Db, batchId: number, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoCodes)
    .where(and(eq(promoCodes.batchId, batchId), where));
  return row?.n ?? 0;
}

/**
 * Voids or extends the codes of a finished batch that are neither voided nor used up, with one audit row
 * that counts what changed and what was left. The counts are read after the UPDATE in its transaction:
 * a code it skipped as used up or voided stays so (a void is final, and a spin cannot undo a use).
 */
async function changeBatch(
  db: Db,
  batchId: number,
  change: { voidedAt: Date; voidReason: string; voidedBySession: number | null } | { expiresAt: Date },
  audit: (counts: {
    changed: number;
    skippedUsedUp: number;
    skippedVoided: number;
  }) => Parameters<typeof writeAudit>[1],
): Promise<BatchChange> {
  return db.transaction(async (tx) => {
    // The batch row's lock: its generation finishing, or another change of it, waits for this one.
    const [batch] = await tx.select().from(promoBatches).where(eq(promoBatches.id, batchId)).for('update');
    if (!batch) return { outcome: 'missing' };
    if (batch.pending) return { outcome: 'pending' };
    if ('expiresAt' in change && batch.validFrom && batch.validFrom >= change.expiresAt) {
      return { outcome: 'before_start', validFrom: batch.validFrom };
    }
    const changed = await tx
      .update(promoCodes)
      .set(change)
      .where(and(eq(promoCodes.batchId, batchId), changeable))
      .returning({ id: promoCodes.id });
    const counts = {
      changed: changed.length,
      skippedUsedUp: await countOf(tx, batchId, sql`${promoCodes.voidedAt} is null and ${promoCodes.isUsed}`),
      skippedVoided:
        'voidedAt' in change
          ? (await countOf(tx, batchId, isNotNull(promoCodes.voidedAt))) - changed.length
          : await countOf(tx, batchId, isNotNull(promoCodes.voidedAt)),
    };
    await writeAudit(tx, audit(counts));
    return { outcome: 'done', ...counts };
  });
}

export function voidBatch(db: Db, batchId: number, reason: string, source: ChangeSource) {
  return changeBatch(
    db,
    batchId,
    { voidedAt: source.at, voidReason: reason, voidedBySession: source.adminSessionId },
    (counts) => ({
      actor: source.actor,
      at: source.at,
      ip: source.ip,
      action: 'promo.batch_void',
      target: `batch ${batchId}`,
      details: { batchId, reason, ...counts, adminSessionId: source.adminSessionId },
    }),
  );
}

export function extendBatch(db: Db, batchId: number, expiresAt: Date, source: ChangeSource) {
  return changeBatch(db, batchId, { expiresAt }, (counts) => ({
    actor: source.actor,
    at: source.at,
    ip: source.ip,
    action: 'promo.batch_extend',
    target: `batch ${batchId}`,
    details: {
      batchId,
      expiresAt: expiresAt.toISOString(),
      ...counts,
      adminSessionId: source.adminSessionId,
    },
  }));
}
