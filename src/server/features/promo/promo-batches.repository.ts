// Batches of promo codes in the database: a batch and all its codes made in one transaction with its
// audit entry (all or nothing), its codes read back for the file the operator hands over, and the list.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { exists } from '../../db/exists';
import { promoBatches, promoCodes } from '../../db/schema';
import type { AuditSource } from '../../plugins/audit';
import { writeAudit } from '../../lib/audit.repository';
import type { NewPromoCode } from './promo.repository';

/** Rows per INSERT: 10,000 codes in 20 statements, each well under PostgreSQL's parameter limit. */
const CHUNK = 500;
/** Fresh codes tried for a row whose code was taken (1 in 10^11 per code at today's volumes). */
const ATTEMPTS = 8;

export type BatchCode = Omit<NewPromoCode, 'code' | 'batchId'>;

/**
 * A batch: its row, every code (each drawn by `newCode` until it is free) and the audit entry, in one
 * transaction. Nothing stays of a batch that fails.
 */
export async function insertBatch(
  db: Db,
  codes: readonly BatchCode[],
  newCode: () => string,
  source: AuditSource & { adminSessionId: number | null },
  details: Record<string, unknown>,
): Promise<{ batchId: number; count: number }> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(promoBatches)
      .values({
        count: codes.length,
        adminSessionId: source.adminSessionId,
        ip: source.ip,
        createdAt: source.at,
      })
      .returning({ id: promoBatches.id });
    if (!batch) throw new Error('insert into promo_batches returned no row');
    for (let start = 0; start < codes.length; start += CHUNK) {
      let waiting = codes.slice(start, start + CHUNK);
      for (let attempt = 0; waiting.length > 0; attempt++) {
        if (attempt === ATTEMPTS)
          throw new Error(`could not find free promo codes after ${ATTEMPTS} attempts`);
        const drawn = waiting.map((values) => ({ ...values, code: newCode(), batchId: batch.id }));
        const made = await tx
          .insert(promoCodes)
          .values(drawn)
          .onConflictDoNothing()
          .returning({ code: promoCodes.code });
        const taken = new Set(made.map((row) => row.code));
        // A code drawn twice in one statement, or already in use: that row draws again.
        waiting = drawn.filter((row) => !taken.delete(row.code));
      }
    }
    await writeAudit(tx, { ...source, action: 'promo.batch_generate', target: `batch ${batch.id}`, details });
    return { batchId: batch.id, count: codes.length };
  });
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
      expiresAt: promoCodes.expiresAt,
    })
    .from(promoCodes)
    .where(eq(promoCodes.batchId, batchId))
    .orderBy(asc(promoCodes.id));
}

export async function batchExists(db: Db, batchId: number): Promise<boolean> {
  return exists(db, promoBatches, eq(promoBatches.id, batchId));
}

/** The last batches, newest first. */
export function listBatches(db: Db, limit: number) {
  return db.select().from(promoBatches).orderBy(desc(promoBatches.id)).limit(limit);
}
