// The value in RM of each wheel slot (docs/decisions/0018), as the prizeValues setting keeps it: integer
// cents per slot, null where the operator has set none; and the one rule that values a prize from it
// (docs/decisions/0044-one-prize-value.md): the value set, else the FREE amount in the slot's name, else
// unknown, which no sum may count as zero.
import { z } from 'zod';
import { moneyField, MONEY_MAX_CENTS } from './input-rules';
import { formatCents } from './money';
import { freeAmountCents, PRIZE_TYPES, type PrizeType } from './prizes';
import { SLOTS } from './wheel';

export type SlotValues = (number | null)[];
export type PrizeValues = Record<PrizeType, SlotValues>;

const unknownValues = (): SlotValues => Array.from({ length: SLOTS }, () => null);
export const noPrizeValues = (): PrizeValues => ({ normal: unknownValues(), super: unknownValues() });

/** One wheel's six values as stored: cents or null. */
const storedSlotValuesSchema = z
  .array(z.number().int().min(0).max(MONEY_MAX_CENTS).nullable())
  .length(SLOTS)
  .default(unknownValues);

/** The prizeValues setting. A wheel never saved reads as six unknowns. */
export const prizeValuesSchema = z.object({
  normal: storedSlotValuesSchema,
  super: storedSlotValuesSchema,
});

const VALUES_MESSAGE = `values must be a list of ${SLOTS} amounts in RM (null where a slot has no value)`;

/** One wheel's values as POST /api/prizes sends them: RM numbers with at most 2 decimals, or null; to cents. */
export const sentSlotValuesSchema = z
  .array(moneyField('values', { allowZero: true }).nullable(), { error: VALUES_MESSAGE })
  .length(SLOTS, VALUES_MESSAGE);

/**
 * THE prize value rule, the only one (docs/decisions/0044-one-prize-value.md): the value the operator set
 * for the slot; else the number after FREE in the slot's name (the product's rule, docs/architecture.md); else null, unknown.
 */
export const slotPrizeCents = (setCents: number | null, slotName: string): number | null =>
  setCents ?? freeAmountCents(slotName);

/** Every slot's value in cents, or null when unknown. Brand: made only by ruledPrizeValues. */
export type RuledPrizeValues = PrizeValues & { readonly ruled: true };

/**
 * Every slot valued by the rule from the prizeValues setting and the slots' names now (the default
 * language's names, as GET /api/prizes gives them): what every figure counts a slot at.
 */
export function ruledPrizeValues(
  values: PrizeValues,
  names: Record<PrizeType, readonly string[]>,
): RuledPrizeValues {
  const wheel = (type: PrizeType) =>
    Array.from({ length: SLOTS }, (_, i) => slotPrizeCents(values[type][i] ?? null, names[type][i] ?? ''));
  const ruled = Object.fromEntries(PRIZE_TYPES.map((type) => [type, wheel(type)])) as PrizeValues;
  return { ...ruled, ruled: true };
}

/** A slot's value (1-based slot) in cents, or null when unknown. */
export const slotValue = (values: PrizeValues, type: PrizeType, slot: number): number | null =>
  values[type][slot - 1] ?? null;

/** A slot's value as the API writes money ("10.00"), or null. */
export const slotValueText = (values: PrizeValues, type: PrizeType, slot: number): string | null => {
  const cents = slotValue(values, type, slot);
  return cents === null ? null : formatCents(cents);
};

/** A value counted over many spins: the cents of the spins whose slot has a value, and how many have none. */
export interface CountedValue {
  cents: number;
  /** Spins of slots without a value: the cents leave them out. */
  unknown: number;
}

/** The value of `count` spins of each wheel slot listed. */
export function valueOfSpins(
  values: RuledPrizeValues,
  spins: Iterable<{ prizeType: PrizeType; slot: number; count: number }>,
): CountedValue {
  let cents = 0;
  let unknown = 0;
  for (const { prizeType, slot, count } of spins) {
    const value = slotValue(values, prizeType, slot);
    if (value === null) unknown += count;
    else cents += value * count;
  }
  return { cents, unknown };
}

/**
 * What codes issue: every use of each code at its slot's value (as the Generate form's "This code issues"
 * says). `unknown` counts the codes whose slot has no value, which the cents leave out.
 */
export function valueOfCodes(
  values: RuledPrizeValues,
  codes: readonly { prizeType: PrizeType; slot: number; usageLimit: number }[],
): CountedValue {
  const { cents } = valueOfSpins(
    values,
    codes.map(({ prizeType, slot, usageLimit }) => ({ prizeType, slot, count: usageLimit })),
  );
  const unknown = codes.filter(({ prizeType, slot }) => slotValue(values, prizeType, slot) === null).length;
  return { cents, unknown };
}
