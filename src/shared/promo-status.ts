// Promo code rules shared by both sides: alphabet, limits, normalising, masking and derived status.

/** No 0/O, 1/I/L: codes are read aloud and typed from screenshots. */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PROMO_CODE_LENGTH = 8;

/**
 * Wrong codes (unknown or malformed) one address may try per window before its lookups get 429. The
 * arithmetic is in the README: at this rate an address needs decades to hit one of thousands of live
 * codes, while even a busy shared address (a carrier's NAT) never makes 120 typos in 10 minutes.
 */
export const PROMO_GUESS_LIMIT = 120;
export const PROMO_GUESS_WINDOW_MS = 10 * 60 * 1000;

export const EXPIRATION_HOURS = { min: 1, max: 168, default: 24 } as const;
export const USAGE_LIMIT = { min: 1, max: 10, default: 1 } as const;

export type PromoStatus = 'used' | 'expired' | 'scheduled' | 'active' | 'void';

/**
 * What a code's standing is read from. validFrom: null (or absent) when it works from its creation;
 * voidedAt: when an operator voided it, null when not. Required: a caller that read the code without it
 * would call a voided code active.
 */
export interface PromoStanding {
  isUsed: boolean;
  expiresAt: Date | string;
  validFrom?: Date | string | null;
  voidedAt: Date | string | null;
}

/**
 * Void once an operator voided it (only a code not used up can be: docs/decisions/0046-void-and-extend-codes.md);
 * otherwise Used if isUsed; otherwise Expired once now is after expiresAt; otherwise Active. A code with a
 * scheduled start is Scheduled until then (docs/architecture.md, Product rules: Promo codes).
 */
export function promoStatus(code: PromoStanding, now: Date): PromoStatus {
  if (code.voidedAt) return 'void';
  if (code.isUsed) return 'used';
  if (now.getTime() > new Date(code.expiresAt).getTime()) return 'expired';
  if (code.validFrom && now.getTime() < new Date(code.validFrom).getTime()) return 'scheduled';
  return 'active';
}

/**
 * A code as people copy it: `H3PR 2RSJ`, `h3pr-2rsj` or full-width `Ｈ３ＰＲ２ＲＳＪ` from a chat message is
 * H3PR2RSJ. Spaces (any, the no-break one included), dashes and invisible joiners are never part of a code
 * (PROMO_CODE_ALPHABET has none), so both sides drop them: the one rule for what a typed code means.
 */
export const normalizePromoCode = (input: string): string =>
  input
    .normalize('NFKC')
    .replace(/[\s\u200b-\u200d\u2060\ufeff\-\u2010-\u2015\u2212]/g, '')
    .toUpperCase();

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
  /** Followed by when it starts (promoNotActiveMessage). */
  notActive: 'This promo code is not active yet.',
  /** An operator voided it (docs/decisions/0046-void-and-extend-codes.md). */
  void: 'This promo code is no longer valid',
  /** Refusing to delete a code with a draw (docs/architecture.md, point 4); also the table's tooltip. */
  usedCodeKept: 'This code has been used; its draw is part of the record',
} as const;

/** A scheduled code before its start; `start` is e.g. '28 Nov 2026, 10:00 (UTC+8)'. */
export const promoNotActiveMessage = (start: string) => `${PROMO_MESSAGES.notActive} It starts on ${start}.`;

/**
 * A used code, asked about on the promo page: when it was spun (its last spin) and what it won, and for a
 * code of several spins how many of them are used. `usedAt` as formatBusinessDateTime writes it.
 */
export function promoUsedMessage(used: {
  usedAt: string;
  prize: string;
  uses: number;
  limit: number;
}): string {
  return used.limit > 1
    ? `This code was last used on ${used.usedAt} and won ${used.prize}. ${used.uses} of ${used.limit} spins used.`
    : `This code was used on ${used.usedAt} and won ${used.prize}.`;
}

/** The 429 of an address over PROMO_GUESS_LIMIT; `wait` is e.g. '7 minutes'. */
export const promoTooManyMessage = (wait: string) =>
  `Too many wrong codes from your network. Please try again in ${wait}.`;
