// Payloads of the public drawing history and the admin's clearing of it.
import { z } from 'zod';
import { instantText } from './answer-fields';
import { pagedListSchema, pageQueryFields } from './paged-list';
import { prizeTypeSchema } from './promo';

export const drawHistoryQuerySchema = z.object(pageQueryFields(50, 10));

export const drawHistoryItemSchema = z.object({
  id: z.number(),
  /** Masked, e.g. AB****YZ, so a multi-use code seen in the list cannot be spun by a stranger. */
  promoCode: z.string(),
  prizeName: z.string(),
  prizeType: prizeTypeSchema,
  drawnAt: instantText,
});
export type DrawHistoryItem = z.infer<typeof drawHistoryItemSchema>;

export const drawHistorySchema = pagedListSchema(drawHistoryItemSchema);
export type DrawHistory = z.infer<typeof drawHistorySchema>;

export const clearDrawHistoryResponseSchema = z.object({ deletedCount: z.number() });
