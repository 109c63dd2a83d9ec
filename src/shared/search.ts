// The one search of the admin lists (the promo table, Claims, the deposit search), as the operator types
// it: `q` (its field: searchField in input-rules.ts). What it matches is the server's
// (src/server/db/search-rule.ts, docs/decisions/0045); here the reading of a phone number in it.
import { PHONE_TEXT } from './contact';

/**
 * The digits a search for a phone number looks for, or null when the text is not a phone number (letters,
 * or fewer than 3 digits, which would match nearly every number). Leading zeros are left out, so that a
 * local number (012-345 6789) finds the international one (+60 12-345 6789) and the other way round.
 */
export function phoneDigits(text: string): string | null {
  if (!PHONE_TEXT.test(text)) return null;
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 3 ? digits : null;
}
