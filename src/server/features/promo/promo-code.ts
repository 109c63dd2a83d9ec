// New promo codes: 8 characters drawn with a cryptographic RNG from an alphabet without look-alikes.
import { randomInt } from 'node:crypto';
import { PROMO_CODE_ALPHABET, PROMO_CODE_LENGTH } from '#shared/promo-status';

export function newPromoCode(): string {
  let code = '';
  for (let i = 0; i < PROMO_CODE_LENGTH; i++)
    code += PROMO_CODE_ALPHABET.charAt(randomInt(PROMO_CODE_ALPHABET.length));
  return code;
}
