// The rows of promo-codes.csv, read in keyset batches (lib/keyset-batches.ts).
import { and, desc, getTableColumns, lt } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { currentDepositColumns } from './promo-deposits';
import { promoFilterConditions, type PromoCodeFilter } from '../../db/promo-filter';
import { promoCodes } from '../../db/schema';
import { keysetBatches, type BatchOptions } from '../../lib/keyset-batches';

/** A code as the export writes it: its deposit as the linked record has it now (./promo-deposits.ts). */
export type PromoCodeRow = typeof promoCodes.$inferSelect & { depositVoided: boolean };

/**
 * Promo codes as the admin table filters them (customer case-insensitive, creation time), newest first.
 * By id, the creation order: codes made while the export runs are above its cursor and never appear.
 */
export function promoCodeBatches(
  db: Db,
  filter: PromoCodeFilter,
  options: BatchOptions,
): AsyncGenerator<PromoCodeRow[]> {
  const conditions = promoFilterConditions(filter);
  return keysetBatches(options, (last, limit) =>
    db
      .select({ ...getTableColumns(promoCodes), ...currentDepositColumns })
      .from(promoCodes)
      .where(and(...conditions, last ? lt(promoCodes.id, last.id) : undefined))
      .orderBy(desc(promoCodes.id))
      .limit(limit),
  );
}
