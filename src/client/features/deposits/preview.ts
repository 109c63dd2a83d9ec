// The generate form's live FOC preview. Unlike the server's search summary, its final deduction is
// not clamped at zero: a negative value tells the operator the prize outweighs the customer's FOC.
import * as m from '#messages';
import { FOC_PERCENT, parseMoneyToCents, percentOfCents } from '#shared/money';
import { freeAmountCents } from '#shared/prizes';
import { money } from '#client/i18n/format';

export interface PreviewInput {
  /** The customer's recorded deposits so far (the server's totalDeposit). */
  existingDepositCents: number;
  /** The amount typed into the form, not yet recorded. */
  newDepositCents: number;
  /** The free amounts of the customer's earlier codes (the server's totalPrizeAmount). */
  existingPrizeCents: number;
  prizeName: string;
  /** A demo code pays nothing, and the server's totals leave demo codes out as well. */
  isDemo: boolean;
}

export interface Preview {
  totalDepositCents: number;
  focCents: number;
  prizeCents: number;
  finalDeductionCents: number;
}

export function depositPreview(input: PreviewInput): Preview {
  const totalDepositCents = input.existingDepositCents + input.newDepositCents;
  const focCents = percentOfCents(totalDepositCents, FOC_PERCENT);
  const prizeCents = input.existingPrizeCents + (input.isDemo ? 0 : freeAmountCents(input.prizeName));
  return { totalDepositCents, focCents, prizeCents, finalDeductionCents: focCents - prizeCents };
}

/** The deposit field's text in cents; blank, invalid or negative input counts as nothing entered. */
export function enteredDepositCents(text: string): number {
  const cents = parseMoneyToCents(text);
  return cents !== null && cents > 0 ? cents : 0;
}

/** 1050 -> "RM 10.50", in this build's language. */
export const rm = (cents: number): string => money(cents);

/**
 * Like rm, with the sign as the language writes it: "-RM 3.50"; in Chinese "负 RM 3.50" (负 = negative),
 * as the operators are used to.
 */
export const signedRm = (cents: number): string =>
  cents < 0 ? m.deposits_negative({ amount: money(-cents) }) : money(cents);
