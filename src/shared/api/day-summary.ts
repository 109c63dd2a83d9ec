// GET /api/admin/day-summary: one business day (UTC+8) at a glance, for the top of the dashboard.
import { z } from 'zod';
import { businessDateText, moneyText } from './answer-fields';
import { optionalDateField } from '../input-rules';
import { prizeTypeSchema } from './promo';

export const daySummaryQuerySchema = z.object({
  /** Default: today's business date. */
  date: optionalDateField('date'),
});

/** Money fields are strings with two decimals ("123.45"); the rate is a fraction (0.25 = 25%). */
export const daySummarySchema = z.object({
  date: businessDateText,
  codesGenerated: z.number(),
  /** Draws made that day, whenever their code was generated. */
  codesRedeemed: z.number(),
  /** Of the codes generated that day, the share already used. Null when none was generated. */
  redemptionRate: z.number().nullable(),
  /** Deposits dated that day, voided ones left out. */
  depositsTotal: moneyText,
  /** FOC 15% of depositsTotal. */
  focTotal: moneyText,
  /** The prizes won that day at their slots' values now (docs/decisions/0044-one-prize-value.md). */
  valueWon: moneyText,
  /** Draws of that day whose slot has no value: left out of valueWon. */
  valueWonUnknown: z.number().int(),
  /**
   * Prizes won that day, one entry per wheel, slot and the name the draws carry (the wheel's name at the
   * spin, docs/decisions/0011): a slot renamed during the day has an entry per name. Normal wheel first,
   * then by slot; slots nobody won are left out.
   */
  prizes: z.array(
    z.object({ prizeType: prizeTypeSchema, slot: z.number(), prizeName: z.string(), count: z.number() }),
  ),
});
export type DaySummary = z.infer<typeof daySummarySchema>;
