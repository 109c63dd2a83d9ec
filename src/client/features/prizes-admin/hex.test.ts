import { describe, expect, it } from 'vitest';
import { sixDigitHex } from './hex';

describe('sixDigitHex', () => {
  it('expands short hex colours for the colour picker and upper-cases', () => {
    expect(sixDigitHex('#fa0')).toBe('#FFAA00');
    expect(sixDigitHex('#1f2937')).toBe('#1F2937');
  });
});
