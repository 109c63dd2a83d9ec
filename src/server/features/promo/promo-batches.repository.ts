// Batches of promo codes in the database: a batch and all its codes with its audit entry, all or nothing
// (made in short steps, see insertBatch), its codes read back for the file the operator hands over, and
// the list of finished batches.
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { exists } from '../../db/exists';
import { PENDING_START } from '../../db/promo-filter';
import { promoBatches, promoCodes } from '../../db/schema';
import type { AuditSource } from '../../plugins/audit';
import { writeAudit } from '../../lib/audit.repository';
import { yieldTurn } from '../../lib/yield-turn';
import type { NewPromoCode } from './promo.repository';

/**
 * Rows per INSERT. The embedded database runs on the server's own thread, so each statement holds every
 * other request for its length: small statements with a turn of the event loop between them keep a
 * 10,000-code batch from stalling the site (npm run bench, batches).
 */
const CHUNK = 100;
/** Codes given their start per UPDATE. */
const ACTIVATE_CHUNK = 500;
/** Fresh codes tried for a row whose code was taken (1 in 10^11 per code at today's volumes). */
const ATTEMPTS = 8;

export type BatchCode = Omit<NewPromoCode, 'code' | 'batchId' | 'validFrom'>;

/**
 * A batch: its row, every code (each drawn by `newCode` until it is free) and the audit entry, all or
 * nothing. The codes go in chunk by chunk while the batch is pending, held at PENDING_START (they cannot
 * be spun and no list shows them); then they get their start, and one last transaction ends the pending
 * and writes the audit entry. A failure on the way deletes what went in; a stop on the way leaves a pending
 * batch that the next start-up deletes (deleteAbandonedBatches).
 */
export async function insertBatch(
  db: Db,
  codes: readonly BatchCode[],
  newCode: () => string,
  source: AuditSource & { adminSessionId: number | null },
  batch: { validFrom: Date | null; details: Record<string, unknown> },
): Promise<{ batchId: number; count: number }> {
  const [row] = await db
    .insert(promoBatches)
    .values({
      count: codes.length,
      adminSessionId: source.adminSessionId,
      ip: source.ip,
      createdAt: source.at,
      validFrom: batch.validFrom,
      pending: true,
    })
    .returning({ id: promoBatches.id });
  if (!row) throw new Error('insert into promo_batches returned no row');
  const batchId = row.id;
  const ids: number[] = [];
  try {
    for (let start = 0; start < codes.length; start += CHUNK) {
      await yieldTurn();
      let waiting = codes.slice(start, start + CHUNK);
      for (let attempt = 0; waiting.length > 0; attempt++) {
        if (attempt === ATTEMPTS)
          throw new Error(`could not find free promo codes after ${ATTEMPTS} attempts`);
        const drawn = waiting.map((values) => ({
          ...values,
          code: newCode(),
          batchId,
          validFrom: PENDING_START,
        }));
        const made = await db
          .insert(promoCodes)
          .values(drawn)
          .onConflictDoNothing()
          .returning({ id: promoCodes.id, code: promoCodes.code });
        for (const { id } of made) ids.push(id);
        const taken = new Set(made.map((made) => made.code));
        // A code drawn twice in one statement, or already in use: that row draws again.
        waiting = drawn.filter((drawnRow) => !taken.delete(drawnRow.code));
      }
    }
    // Their real start, in steps too. A code that gets it before the others is harmless: nobody has the
    // codes before the batch is done and its file handed over.
    for (let start = 0; start < ids.length; start += ACTIVATE_CHUNK) {
      await yieldTurn();
      await db
        .update(promoCodes)
        .set({ validFrom: batch.validFrom })
        .where(inArray(promoCodes.id, ids.slice(start, start + ACTIVATE_CHUNK)));
    }
    await db.transaction(async (tx) => {
      await tx.update(promoBatches).set({ pending: false }).where(eq(promoBatches.id, batchId));
      await writeAudit(tx, {
        ...source,
        action: 'promo.batch_generate',
        target: `batch ${batchId}`,
        details: batch.details,
      });
    });
  } catch (error) {
    await deleteBatch(db, batchId).catch(() => undefined);
    throw error;
  }
  return { batchId, count: codes.length };
}

async function deleteBatch(db: Db, batchId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(promoCodes).where(eq(promoCodes.batchId, batchId));
    await tx.delete(promoBatches).where(eq(promoBatches.id, batchId));
  });
}

/**
 * Deletes the batches left pending by a stop in the middle of their generation, with their codes. Only
 * those older than `before`: another instance may be generating one right now.
 */
export async function deleteAbandonedBatches(db: Db, before: Date): Promise<number> {
  const abandoned = await db
    .select({ id: promoBatches.id })
    .from(promoBatches)
    .where(and(eq(promoBatches.pending, true), lt(promoBatches.createdAt, before)));
  for (const { id } of abandoned) await deleteBatch(db, id);
  return abandoned.length;
}

export function batchCodes(db: Db, batchId: number) {
  return db
    .select({
      customerName: promoCodes.customerName,
      code: promoCodes.code,
      prizeName: promoCodes.prizeName,
      prizeType: promoCodes.prizeType,
      prizeId: promoCodes.prizeId,
      usageLimit: promoCodes.usageLimit,
      validFrom: promoCodes.validFrom,
      expiresAt: promoCodes.expiresAt,
    })
    .from(promoCodes)
    .where(eq(promoCodes.batchId, batchId))
    .orderBy(asc(promoCodes.id));
}

/** A finished batch (a pending one has no codes to hand over yet). */
export async function batchExists(db: Db, batchId: number): Promise<boolean> {
  return exists(db, promoBatches, and(eq(promoBatches.id, batchId), eq(promoBatches.pending, false)));
}

/** The last finished batches, newest first. */
export function listBatches(db: Db, limit: number) {
  return db
    .select()
    .from(promoBatches)
    .where(eq(promoBatches.pending, false))
    .orderBy(desc(promoBatches.id))
    .limit(limit);
}
