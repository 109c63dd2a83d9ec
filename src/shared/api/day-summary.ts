// GET /api/admin/day-summary: one business day (UTC+8) at a glance, for the top of the dashboard.
import { z } from 'zod';
import { optionalDateField } from '../input-rules';

export const daySummaryQuerySchema = z.object({
  /** Default: today's business date. */
  date: optionalDateField('date'),
});

/** Money fields are strings with two decimals ("123.45"); the rate is a fraction (0.25 = 25%). */
export const daySummarySchema = z.object({
  date: z.string(),
  codesGenerated: z.number(),
  /** Draws made that day, whenever their code was generated. */
  codesRedeemed: z.number(),
  /** Of the codes generated that day, the share already used. Null when none was generated. */
  redemptionRate: z.number().nullable(),
  /** Deposits dated that day, voided ones left out. */
  depositsTotal: z.string(),
  /** FOC 15% of depositsTotal. */
  focTotal: z.string(),
  /** Prizes won that day per wheel slot (1-6), by wheel. */
  prizesBySlot: z.array(z.object({ slot: z.number(), normal: z.number(), super: z.number() })),
});
export type DaySummary = z.infer<typeof daySummarySchema>;
