// GET /api/admin/stats and /api/admin/export/stats.csv: the campaign day by day over a range of business
// dates (UTC+8), with the day summary's meanings: codes generated (demo codes left out), redeemed (the
// day's spins), the share of the day's codes already used, the time from a code to its spin, wins per
// wheel slot, the value won and paid, deposits and their FOC.
import { z } from 'zod';
import { businessDateText, moneyText } from './answer-fields';
import { datesInOrder } from '../business-date';
import { optionalDateField } from '../input-rules';

/** The range when none is given: the last 30 business days, today included. */
export const STATS_DEFAULT_DAYS = 30;
/** The longest range: a year, leap day included. */
export const STATS_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The days from `from` to `to`, both included (yyyy-mm-dd). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const statsQuerySchema = z
  .object({
    /** First business date; default: STATS_DEFAULT_DAYS - 1 days before `to`. */
    from: optionalDateField('from'),
    /** Last business date, included; default: today. */
    to: optionalDateField('to'),
  })
  .refine(({ from, to }) => datesInOrder(from, to), { message: 'from must not be after to', path: ['from'] })
  .refine(({ from, to }) => !from || !to || daysInRange(from, to) <= STATS_MAX_DAYS, {
    message: `The range can be at most ${STATS_MAX_DAYS} days`,
    path: ['from'],
  });
export type StatsQuery = z.input<typeof statsQuerySchema>;

const count = z.number().int();
/** Wins per slot of one wheel: six counts, slot 1 first. */
const slotCounts = z.array(count).length(6);

const figures = {
  codesGenerated: count,
  /** Spins that day, whenever their code was generated. */
  codesRedeemed: count,
  /** Of the codes generated that day, the share already used (0.25 = 25%). Null when none was generated. */
  redemptionRate: z.number().nullable(),
  /** The median time from a code's generation to its spin, over the day's spins. Null without spins. */
  medianMinutesToSpin: z.number().nullable(),
  wins: z.object({ normal: slotCounts, super: slotCounts }),
  /**
   * The value of the day's wins at their slots' values now (docs/decisions/0018), two decimals; the wins
   * of slots without a value are left out and counted in valueWonUnknown.
   */
  valueWon: moneyText,
  valueWonUnknown: count,
  /** Payments made that day (by when they were paid), voided ones left out, two decimals. */
  valuePaid: moneyText,
  /** Deposits dated that day, voided ones left out, two decimals ("123.45"). */
  depositsTotal: moneyText,
  /** FOC 15% of depositsTotal. */
  focTotal: moneyText,
};

export const statsDaySchema = z.object({ date: businessDateText, ...figures });
export type StatsDay = z.infer<typeof statsDaySchema>;

export const statsSchema = z.object({
  from: businessDateText,
  to: businessDateText,
  /** Every date of the range in order, days without activity included (all zero). */
  days: z.array(statsDaySchema),
  /** The whole range: sums, the rate over all its codes and the median over all its spins. */
  totals: z.object(figures),
});
export type Stats = z.infer<typeof statsSchema>;
