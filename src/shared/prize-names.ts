// The 6-name rule for prize names (SPEC §5): used where names are written and read back from storage.
import { z } from 'zod';
import { textField } from './input-rules';
import { DEFAULT_PRIZE_NAMES, PRIZE_NAME_MAX, type PrizeType } from './prizes';
import { SLOTS } from './wheel';

export const prizeNameSchema = textField('Prize name', {
  min: 1,
  max: PRIZE_NAME_MAX,
  requiredMessage: 'Prize names cannot be empty',
});

export const prizeNamesSchema = z
  .array(prizeNameSchema, { error: 'Exactly 6 prize names are required' })
  .length(SLOTS, 'Exactly 6 prize names are required');

/** Stored names (a JSON string or an array) when they pass the rule; otherwise the defaults. */
export function readPrizeNames(stored: unknown, type: PrizeType): string[] {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      value = undefined;
    }
  }
  const parsed = prizeNamesSchema.safeParse(value);
  return parsed.success ? parsed.data : [...DEFAULT_PRIZE_NAMES[type]];
}
