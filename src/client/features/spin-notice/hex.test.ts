import { describe, expect, it } from 'vitest';
import { HEX_COLOR } from '#shared/spin-notice';
import { normalizeHex, sixDigitHex } from './hex';

describe('sixDigitHex', () => {
  it('expands short hex colours for the colour picker and upper-cases', () => {
    expect(sixDigitHex('#fa0')).toBe('#FFAA00');
    expect(sixDigitHex('#1f2937')).toBe('#1F2937');
  });
});

describe('normalizeHex', () => {
  it('adds a missing # and upper-cases three- and six-digit colours', () => {
    expect(normalizeHex('ff6b35')).toBe('#FF6B35');
    expect(normalizeHex(' #1f2937 ')).toBe('#1F2937');
    expect(normalizeHex('abc')).toBe('#ABC');
    expect(normalizeHex('#123')).toBe('#123');
  });

  it('leaves anything else (trimmed) for the hex check to refuse', () => {
    for (const bad of ['orange', '#12345', '#GGGGGG', '', '##FFFFFF']) {
      expect(HEX_COLOR.test(normalizeHex(bad))).toBe(false);
    }
    expect(normalizeHex('  orange ')).toBe('orange');
  });
});
