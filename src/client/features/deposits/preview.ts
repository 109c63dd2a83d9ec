// The generate form's live FOC preview. Unlike the server's search summary, its final deduction is
// not clamped at zero: a negative value tells the operator the prize outweighs the customer's FOC. The
// selected prize is valued by the one rule the server counts with (docs/decisions/0044-one-prize-value.md).
import * as m from '#messages';
import { FOC_PERCENT, parseMoneyToCents, percentOfCents } from '#shared/money';
import { slotPrizeCents } from '#shared/prize-values';
import { money } from '#client/i18n/format';

export interface PreviewInput {
  /** The customer's recorded deposits so far (the server's totalDeposit). */
  existingDepositCents: number;
  /** The amount typed into the form, not yet recorded. */
  newDepositCents: number;
  /** The value of the customer's earlier codes (the server's totalPrizeAmount). */
  existingPrizeCents: number;
  /** Earlier codes without a value, left out of existingPrizeCents (the server's prizeAmountUnknown). */
  existingPrizeUnknown: number;
  /** The selected slot's name and the value the operator set for it ("888.00", null: none). */
  prizeName: string;
  slotValue: string | null;
  /** The usage limit typed: every use wins the slot's prize. */
  uses: number;
  /** A demo code pays nothing, and the server's totals leave demo codes out as well. */
  isDemo: boolean;
}

export interface Preview {
  totalDepositCents: number;
  focCents: number;
  prizeCents: number;
  /** Codes (the earlier ones and this one) whose prize has no value: not in prizeCents. */
  prizeUnknown: number;
  finalDeductionCents: number;
  /** What this code issues (every use at the slot's value); null when the slot has no value. */
  issuedCents: number | null;
}

export function depositPreview(input: PreviewInput): Preview {
  const totalDepositCents = input.existingDepositCents + input.newDepositCents;
  const focCents = percentOfCents(totalDepositCents, FOC_PERCENT);
  const each = slotPrizeCents(
    input.slotValue === null ? null : parseMoneyToCents(input.slotValue),
    input.prizeName,
  );
  const uses = Number.isInteger(input.uses) && input.uses > 0 ? input.uses : 0;
  const issuedCents = each === null ? null : each * uses;
  const counted = input.isDemo ? 0 : (issuedCents ?? 0);
  const prizeCents = input.existingPrizeCents + counted;
  const prizeUnknown = input.existingPrizeUnknown + (!input.isDemo && issuedCents === null ? 1 : 0);
  return {
    totalDepositCents,
    focCents,
    prizeCents,
    prizeUnknown,
    finalDeductionCents: focCents - prizeCents,
    issuedCents,
  };
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
