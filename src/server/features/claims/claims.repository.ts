// Claims in the database: the list of wins with their payments, paying a win once, voiding a payment,
// and the counts behind the liability figures. Each payment and void is written with its audit entry in
// one transaction.
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import {
  claimFilterConditions,
  countClaims,
  notDemoDraw,
  selectClaims,
  unpaidDraw,
  type ClaimListFilter,
  type ClaimRow,
} from './claims-query';
import { exists } from '../../db/exists';
import { claimPayments, draws, promoCodes } from '../../db/schema';
import type { AuditSource } from '../../plugins/audit';
import { personColumns, writeAudit } from '../../plugins/audit.repository';

export type { ClaimRow };
export type PaymentRow = typeof claimPayments.$inferSelect;

/**
 * A page of claims: unclaimed ones oldest win first (the longest waiting on top), paid ones newest
 * payment first; ties by draw id, so paging never repeats or skips one.
 */
export async function listClaims(
  db: Db,
  filter: ClaimListFilter,
  offset: number,
  limit: number,
): Promise<{ rows: ClaimRow[]; total: number }> {
  const [rows, total] = await Promise.all([claimsPage(db, filter, offset, limit), countClaims(db, filter)]);
  return { rows, total };
}

/** The statement of a page of claims (not run: listClaims runs it; a test reads its plan). */
export function claimsPage(db: Db, filter: ClaimListFilter, offset: number, limit: number) {
  const order =
    filter.status === 'paid'
      ? [desc(claimPayments.paidAt), desc(claimPayments.drawId)]
      : [asc(draws.drawnAt), asc(draws.id)];
  return selectClaims(db)
    .where(and(...claimFilterConditions(filter)))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

const claimOf = async (db: Db, drawId: number): Promise<ClaimRow | undefined> =>
  (await selectClaims(db).where(eq(draws.id, drawId)))[0];

export interface NewPayment {
  /** numeric text, "50.00". */
  amount: string;
  method: PaymentRow['method'];
  note: string;
  adminSessionId: number | null;
}

export type PayResult = { outcome: 'done'; claim: ClaimRow } | { outcome: 'missing' } | { outcome: 'paid' };

/**
 * Pays a draw once. The draw's row is held (FOR KEY SHARE: clearing the history waits) so the payment's
 * foreign key cannot fail midway; the once is the database's: an INSERT ... ON CONFLICT DO NOTHING against
 * claim_payments_live_draw_uq (one payment not void per draw). Two payments at once: one row goes in, the
 * other inserts nothing and is told 'paid'. No read decides it.
 */
export async function payClaim(
  db: Db,
  drawId: number,
  payment: NewPayment,
  source: AuditSource,
): Promise<PayResult> {
  return db.transaction(async (tx) => {
    const [draw] = await tx.select({ id: draws.id }).from(draws).where(eq(draws.id, drawId)).for('key share');
    if (!draw) return { outcome: 'missing' };
    const by = personColumns(source);
    const [inserted] = await tx
      .insert(claimPayments)
      .values({
        drawId,
        amount: payment.amount,
        method: payment.method,
        note: payment.note,
        paidAt: source.at,
        paidBySession: payment.adminSessionId,
        ip: source.ip,
        paidById: by.id,
        paidByName: by.name,
      })
      .onConflictDoNothing({ target: claimPayments.drawId, where: isNull(claimPayments.voidedAt) })
      .returning();
    if (!inserted) return { outcome: 'paid' };
    const claim = await claimOf(tx, drawId);
    if (!claim) throw new Error('a paid draw was not found');
    await writeAudit(tx, {
      ...source,
      action: 'claim.pay',
      target: claim.customerName ?? '',
      details: {
        drawId,
        paymentId: inserted.id,
        amount: inserted.amount,
        method: inserted.method,
        ...(inserted.note && { note: inserted.note }),
        promoCode: claim.promoCode,
        prizeType: claim.prizeType,
        prizeId: claim.prizeId,
        prizeName: claim.prizeName,
      },
    });
    return { outcome: 'done', claim };
  });
}

export type VoidResult =
  { outcome: 'done'; claim: ClaimRow; payment: PaymentRow } | { outcome: 'missing' } | { outcome: 'voided' };

/**
 * Voids a payment with its reason: one conditional UPDATE (only a payment not void yet), so a payment is
 * voided once however many try. The row stays, and the draw is unclaimed again.
 */
export async function voidPayment(
  db: Db,
  paymentId: number,
  reason: string,
  source: AuditSource & { adminSessionId: number | null },
): Promise<VoidResult> {
  const by = personColumns(source);
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(claimPayments)
      .set({
        voidedAt: source.at,
        voidReason: reason,
        voidedBySession: source.adminSessionId,
        voidedById: by.id,
        voidedByName: by.name,
      })
      .where(and(eq(claimPayments.id, paymentId), isNull(claimPayments.voidedAt)))
      .returning();
    if (!payment) {
      return (await exists(tx, claimPayments, eq(claimPayments.id, paymentId)))
        ? { outcome: 'voided' }
        : { outcome: 'missing' };
    }
    const claim = await claimOf(tx, payment.drawId);
    if (!claim) throw new Error('a payment without its draw');
    await writeAudit(tx, {
      ...source,
      action: 'claim.void',
      target: claim.customerName ?? '',
      details: {
        drawId: payment.drawId,
        paymentId,
        amount: payment.amount,
        method: payment.method,
        reason,
        promoCode: claim.promoCode,
        prizeName: claim.prizeName,
      },
    });
    return { outcome: 'done', claim, payment };
  });
}

/** Wins not paid yet, per wheel slot (demo codes aside). */
export function unpaidWinsBySlot(db: Db) {
  return db
    .select({ prizeType: draws.prizeType, slot: draws.prizeId, count: count() })
    .from(draws)
    .where(and(unpaidDraw, notDemoDraw))
    .groupBy(draws.prizeType, draws.prizeId);
}

/** The payments that are not void: how many, and their sum as numeric text. */
export async function paidTotal(db: Db): Promise<{ count: number; total: string }> {
  const [row] = await db
    .select({ count: count(), total: sql<string>`coalesce(sum(${claimPayments.amount}), 0)::text` })
    .from(claimPayments)
    .where(isNull(claimPayments.voidedAt));
  return { count: row?.count ?? 0, total: row?.total ?? '0' };
}

/** The spins left on codes neither used up, voided nor expired at `now`, per wheel slot (demo codes aside). */
export function possibleSpinsBySlot(db: Db, now: Date) {
  return db
    .select({
      prizeType: promoCodes.prizeType,
      slot: promoCodes.prizeId,
      count:
        sql<number>`coalesce(sum(greatest(${promoCodes.usageLimit} - ${promoCodes.useCount}, 0)), 0)`.mapWith(
          Number,
        ),
    })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.isDemo, false),
        eq(promoCodes.isUsed, false),
        gt(promoCodes.expiresAt, now),
        isNull(promoCodes.voidedAt),
      ),
    )
    .groupBy(promoCodes.prizeType, promoCodes.prizeId);
}
