// The 6-name rule for prize names (SPEC §5): used where names are written and read back from storage.
import { z } from 'zod';
import { DEFAULT_PRIZE_NAMES, PRIZE_NAME_MAX, type PrizeType } from './prizes';
import { SLOTS } from './wheel';

export const prizeNameSchema = z
  .string({ error: 'Prize names must be text' })
  .trim()
  .min(1, 'Prize names cannot be empty')
  .max(PRIZE_NAME_MAX, `Prize names can be at most ${PRIZE_NAME_MAX} characters`);

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
