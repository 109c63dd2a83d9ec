// The rows of draws.csv, read in keyset batches (lib/keyset-batches.ts).
import { desc, eq, lt } from 'drizzle-orm';
import type { PrizeType } from '#shared/prizes';
import type { Db } from '../../db/types';
import { draws, promoCodes } from '../../db/schema';
import { keysetBatches, type BatchOptions } from '../../lib/keyset-batches';

export interface DrawExportRow {
  id: number;
  drawnAt: Date;
  promoCode: string;
  /** The code's customer; null once the code is deleted. */
  customerName: string | null;
  prizeId: number;
  prizeName: string;
  prizeType: PrizeType;
  /** The language the prize was shown and named in; null for draws from before languages. */
  language: string | null;
}

/** Every draw, newest first, with the customer of its code. */
export function drawBatches(db: Db, options: BatchOptions): AsyncGenerator<DrawExportRow[]> {
  return keysetBatches(options, (last, limit) =>
    db
      .select({
        id: draws.id,
        drawnAt: draws.drawnAt,
        promoCode: draws.promoCode,
        customerName: promoCodes.customerName,
        prizeId: draws.prizeId,
        prizeName: draws.prizeName,
        prizeType: draws.prizeType,
        language: draws.language,
      })
      .from(draws)
      .leftJoin(promoCodes, eq(draws.promoCodeId, promoCodes.id))
      .where(last ? lt(draws.id, last.id) : undefined)
      .orderBy(desc(draws.id))
      .limit(limit),
  );
}
