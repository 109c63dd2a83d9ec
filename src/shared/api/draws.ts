// Payloads of the public drawing history and the admin's clearing of it.
import { z } from 'zod';
import { pageField, pageSizeField } from '../input-rules';
import { prizeTypeSchema } from './promo';

export const drawHistoryQuerySchema = z.object({
  page: pageField(),
  pageSize: pageSizeField(50, 10),
});

export const drawHistoryItemSchema = z.object({
  id: z.number(),
  /** Masked, e.g. AB****YZ (ARCHITECTURE point 6). */
  promoCode: z.string(),
  prizeName: z.string(),
  prizeType: prizeTypeSchema,
  drawnAt: z.string(),
});
export type DrawHistoryItem = z.infer<typeof drawHistoryItemSchema>;

export const drawHistorySchema = z.object({
  items: z.array(drawHistoryItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DrawHistory = z.infer<typeof drawHistorySchema>;

export const clearDrawHistoryResponseSchema = z.object({ deletedCount: z.number() });
