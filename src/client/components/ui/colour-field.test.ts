import { describe, expect, it } from 'vitest';
import { HEX_COLOR } from '#shared/spin-notice';
import { HEX_COLOR_6 } from '#shared/urls';
import { normalizeHex } from '#client/components/ui/colour-field.tsx';

describe('normalizeHex', () => {
  it('adds a missing #, upper-cases and spells a short colour out as #RRGGBB', () => {
    expect(normalizeHex('ff6b35')).toBe('#FF6B35');
    expect(normalizeHex(' #1f2937 ')).toBe('#1F2937');
    expect(normalizeHex('#fa0')).toBe('#FFAA00');
    expect(normalizeHex('abc')).toBe('#AABBCC');
  });

  it('keeps a short colour short where the rule takes it (the spinning notice)', () => {
    expect(normalizeHex('abc', { keepShort: true })).toBe('#ABC');
    expect(normalizeHex('#123', { keepShort: true })).toBe('#123');
    expect(normalizeHex('ff6b35', { keepShort: true })).toBe('#FF6B35');
  });

  it('leaves anything else (trimmed) for the hex rule to refuse', () => {
    for (const bad of ['orange', '#12345', '#GGGGGG', '', '##FFFFFF']) {
      expect(HEX_COLOR.test(normalizeHex(bad, { keepShort: true }))).toBe(false);
      expect(HEX_COLOR_6.test(normalizeHex(bad))).toBe(false);
    }
    expect(normalizeHex('  orange ')).toBe('orange');
  });
});
