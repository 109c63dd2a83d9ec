import { describe, expect, it } from 'vitest';
import { maskPromoCode, normalizePromoCode, PROMO_CODE_ALPHABET, promoStatus } from './promo-status';

describe('promo status', () => {
  const expiresAt = new Date('2026-01-15T12:00:00Z');
  it('is Used whenever isUsed, even after expiry', () => {
    expect(promoStatus({ isUsed: true, expiresAt, voidedAt: null }, new Date('2026-01-15T11:00:00Z'))).toBe(
      'used',
    );
    expect(promoStatus({ isUsed: true, expiresAt, voidedAt: null }, new Date('2026-02-01T00:00:00Z'))).toBe(
      'used',
    );
  });
  it('is Void once voided, before any other standing', () => {
    const voidedAt = new Date('2026-01-15T10:00:00Z');
    expect(promoStatus({ isUsed: false, expiresAt, voidedAt }, new Date('2026-01-15T11:00:00Z'))).toBe(
      'void',
    );
    expect(promoStatus({ isUsed: false, expiresAt, voidedAt }, new Date('2026-02-01T00:00:00Z'))).toBe(
      'void',
    );
  });
  it('is Active up to and at the expiry instant, Expired after it', () => {
    expect(promoStatus({ isUsed: false, expiresAt, voidedAt: null }, new Date('2026-01-15T11:59:59Z'))).toBe(
      'active',
    );
    expect(
      promoStatus({ isUsed: false, expiresAt: expiresAt.toISOString(), voidedAt: null }, expiresAt),
    ).toBe('active');
    expect(
      promoStatus({ isUsed: false, expiresAt, voidedAt: null }, new Date('2026-01-15T12:00:00.001Z')),
    ).toBe('expired');
  });
});

describe('promo codes', () => {
  it('have no look-alike characters in the alphabet', () => {
    for (const c of '0O1IL') expect(PROMO_CODE_ALPHABET).not.toContain(c);
    expect(new Set(PROMO_CODE_ALPHABET).size).toBe(PROMO_CODE_ALPHABET.length);
  });
  it('are trimmed and upper-cased', () => {
    expect(normalizePromoCode('  ab3d5fyz \n')).toBe('AB3D5FYZ');
  });
  it('drop the spaces and dashes a code is copied with, and read full-width characters as ASCII', () => {
    for (const copied of [
      'H3PR 2RSJ',
      'H3PR-2RSJ',
      'h3pr – 2rsj',
      'H3PR\u00a02RSJ',
      'H3PR\u200b2RSJ',
      'Ｈ３ＰＲ２ＲＳＪ',
    ])
      expect(normalizePromoCode(copied), JSON.stringify(copied)).toBe('H3PR2RSJ');
  });
  it('are masked in public, keeping two characters at each end', () => {
    expect(maskPromoCode('AB3D5FYZ')).toBe('AB****YZ');
    expect(maskPromoCode('ABCDE')).toBe('AB*DE');
    expect(maskPromoCode('ABCD')).toBe('****');
    expect(maskPromoCode('AB')).toBe('**');
    expect(maskPromoCode('')).toBe('');
    expect(maskPromoCode('ABCDEFGHJK')).toBe('AB******JK');
  });
});
