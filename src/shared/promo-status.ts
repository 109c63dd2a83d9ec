// Promo code rules shared by both sides: alphabet, limits, normalising, masking and derived status.

/** No 0/O, 1/I/L: codes are read aloud and typed from screenshots. */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PROMO_CODE_LENGTH = 8;

export const EXPIRATION_HOURS = { min: 1, max: 168, default: 24 } as const;
export const USAGE_LIMIT = { min: 1, max: 10, default: 1 } as const;

export type PromoStatus = 'used' | 'expired' | 'active';
export const PROMO_STATUS_LABEL: Record<PromoStatus, string> = {
  used: 'Used',
  expired: 'Expired',
  active: 'Active',
};

/** SPEC §4: Used if isUsed; otherwise Expired once now is after expiresAt; otherwise Active. */
export function promoStatus(code: { isUsed: boolean; expiresAt: Date | string }, now: Date): PromoStatus {
  if (code.isUsed) return 'used';
  return now.getTime() > new Date(code.expiresAt).getTime() ? 'expired' : 'active';
}

export const normalizePromoCode = (input: string): string => input.trim().toUpperCase();

/** AB3D5FYZ -> AB****YZ: enough to recognise your own draw, not enough to reuse someone's code. */
export function maskPromoCode(code: string): string {
  if (code.length <= 4) return '*'.repeat(code.length);
  return `${code.slice(0, 2)}${'*'.repeat(code.length - 4)}${code.slice(-2)}`;
}

/** Human messages for refused codes; the used one contains 'used' (the spin page relies on it). */
export const PROMO_MESSAGES = {
  empty: 'Please enter a promo code',
  unknown: 'Invalid promo code. Please check the code and try again.',
  expired: 'This promo code has expired. Please ask for a new one.',
  used: 'This promo code has already been used.',
  tooMany: 'Too many attempts. Please wait a minute and try again.',
} as const;
