// Batches of promo codes in the database: a batch and all its codes with its audit entry, all or nothing
// (made in short steps, see insertBatch), its codes read back for the file the operator hands over, and
// the list of finished batches.
import { and, asc, count, desc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { exists } from '../../db/exists';
import type { NewDeposit } from '../../db/deposit-records';
import { deposits, draws, promoBatches, promoCodes } from '../../db/schema';
import type { AuditSource } from '../../plugins/audit';
import { createdBy, writeAudit } from '../../plugins/audit.repository';
import { yieldTurn } from '../../lib/yield-turn';
import type { NewPromoCode } from './promo.repository';

/**
 * Rows per INSERT. The embedded database runs on the server's own thread, so each statement holds every
 * other request for its length: small statements with a turn of the event loop between them keep a
 * 10,000-code batch from stalling the site (npm run bench, batches).
 */
const CHUNK = 100;
/** Fresh codes tried for a row whose code was taken (1 in 10^11 per code at today's volumes). */
const ATTEMPTS = 8;

export type BatchCode = Omit<NewPromoCode, 'code' | 'batchId' | 'validFrom' | 'depositId'> & {
  /** The deposit its row typed, recorded with the code and linked to it; null for none. */
  deposit: Omit<NewDeposit, 'batchId'> | null;
};

/**
 * Records the deposits some of `codes` carry, as the batch's, and gives each code its record's id. One
 * statement: the ids a serial hands out follow the rows' order, so the sorted ids pair with the rows.
 */
async function withDeposits(
  db: Db,
  codes: readonly BatchCode[],
  made: { batchId: number } & ReturnType<typeof createdBy>,
) {
  const typed = codes.flatMap(({ deposit }) => (deposit ? [{ ...deposit, ...made }] : []));
  const ids =
    typed.length === 0
      ? []
      : (await db.insert(deposits).values(typed).returning({ id: deposits.id })).map(({ id }) => id);
  ids.sort((a, b) => a - b);
  let next = 0;
  return codes.map(({ deposit, ...code }) => ({
    ...code,
    depositId: deposit ? (ids[next++] ?? null) : null,
  }));
}

/**
 * A batch: its row, every code (each drawn by `newCode` until it is free) and the audit entry, all or
 * nothing. The codes go in chunk by chunk while the batch is pending (a code of a pending batch cannot be
 * spun and no list shows it: promo-filter's PENDING_BATCH_IDS); then one last transaction ends the pending
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
  // The batch, its codes and their deposits are all the generating person's.
  const by = createdBy(source);
  const [row] = await db
    .insert(promoBatches)
    .values({
      count: codes.length,
      adminSessionId: source.adminSessionId,
      ip: source.ip,
      createdAt: source.at,
      validFrom: batch.validFrom,
      pending: true,
      ...by,
    })
    .returning({ id: promoBatches.id });
  if (!row) throw new Error('insert into promo_batches returned no row');
  const batchId = row.id;
  try {
    for (let start = 0; start < codes.length; start += CHUNK) {
      await yieldTurn();
      let waiting = await withDeposits(db, codes.slice(start, start + CHUNK), { batchId, ...by });
      for (let attempt = 0; waiting.length > 0; attempt++) {
        if (attempt === ATTEMPTS)
          throw new Error(`could not find free promo codes after ${ATTEMPTS} attempts`);
        const drawn = waiting.map((values) => ({
          ...values,
          code: newCode(),
          batchId,
          validFrom: batch.validFrom,
          ...by,
        }));
        const made = await db
          .insert(promoCodes)
          .values(drawn)
          .onConflictDoNothing()
          .returning({ code: promoCodes.code });
        const taken = new Set(made.map((made) => made.code));
        // A code drawn twice in one statement, or already in use: that row draws again.
        waiting = drawn.filter((drawnRow) => !taken.delete(drawnRow.code));
      }
    }
    // One row makes every code live at once: a stop before this commits leaves none of them spinnable, one
    // after it the whole batch. (Their start was set on each code as it went in; an UPDATE of 10,000 codes
    // here held the embedded database for about a second.)
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
    await tx.delete(deposits).where(eq(deposits.batchId, batchId));
    await tx.delete(promoBatches).where(eq(promoBatches.id, batchId));
  });
}

/**
 * Deletes the batches left pending by a stop in the middle of their generation, with their codes. Only
 * those older than `before`: another instance may be generating one right now. A code of such a batch
 * that was spun (only possible with a database from before the codes' start moved into the last
 * transaction) is kept, with its batch, which then counts what is left: a draw never loses its code.
 */
export async function deleteAbandonedBatches(db: Db, before: Date): Promise<number> {
  const abandoned = await db
    .select({ id: promoBatches.id })
    .from(promoBatches)
    .where(and(eq(promoBatches.pending, true), lt(promoBatches.createdAt, before)));
  for (const { id } of abandoned) {
    await db.transaction(async (tx) => {
      await tx
        .delete(promoCodes)
        .where(and(eq(promoCodes.batchId, id), eq(promoCodes.useCount, 0), notExists(drawOf(tx))));
      // The deposits of the codes gone with it (a kept code keeps its own).
      await tx.delete(deposits).where(and(eq(deposits.batchId, id), notExists(codeOfDeposit(tx))));
      const [kept] = await tx.select({ codes: count() }).from(promoCodes).where(eq(promoCodes.batchId, id));
      if (kept?.codes) {
        await tx
          .update(promoBatches)
          .set({ pending: false, count: kept.codes })
          .where(eq(promoBatches.id, id));
      } else {
        await tx.delete(promoBatches).where(eq(promoBatches.id, id));
      }
    });
  }
  return abandoned.length;
}

/** A code linked to the deposit in the outer query's row. */
const codeOfDeposit = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(promoCodes)
    .where(eq(promoCodes.depositId, deposits.id));

/** A draw of the code in the outer query's row. */
const drawOf = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(draws)
    .where(eq(draws.promoCodeId, promoCodes.id));

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
