import { describe, expect, it } from 'vitest';
import { formatCents, parseAmountText, parseMoneyToCents, percentOfCents } from './money';

describe('money in cents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.34', 1234],
    [' 0.01 ', 1],
    ['0', 0],
    [0.1, 10],
    [19.99, 1999],
    [1e3, 100000],
    ['-5.5', -550],
  ])('parses %s as %i cents', (input, cents) => {
    expect(parseMoneyToCents(input)).toBe(cents);
  });

  it.each([
    '',
    'abc',
    '1.234',
    '1,00',
    '1e3',
    'NaN',
    '10000000000.00',
    '.5',
    '1.',
    '+1',
    NaN,
    Infinity,
    1e-7,
  ])('refuses %s', (input) => {
    expect(parseMoneyToCents(input)).toBeNull();
  });

  it('accepts the numeric(12,2) maximum and nothing above it', () => {
    expect(parseMoneyToCents('9999999999.99')).toBe(999_999_999_999);
    expect(parseMoneyToCents(9_999_999_999.99)).toBe(999_999_999_999);
    expect(parseMoneyToCents(10_000_000_000)).toBeNull();
  });

  it('accepts zeros past the cent, which lose nothing, but no further digits', () => {
    expect(parseMoneyToCents('1.230')).toBe(123);
    expect(parseMoneyToCents('1.2300')).toBe(123);
    expect(parseMoneyToCents('1.231')).toBeNull();
  });

  it('round-trips through formatCents', () => {
    for (const cents of [0, 1, 10, 99, 100, 123_456, -1, -1230, 999_999_999_999]) {
      expect(parseMoneyToCents(formatCents(cents))).toBe(cents);
    }
  });

  it('formats with two decimals, including negatives', () => {
    expect(formatCents(123450)).toBe('1234.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(-1230)).toBe('-12.30');
  });

  it('takes 15% rounding half-up to the cent, without float error', () => {
    expect(percentOfCents(10, 15)).toBe(2); // 0.015 -> 0.02
    expect(percentOfCents(3, 15)).toBe(0); // 0.0045 -> 0.00
    expect(percentOfCents(100, 15)).toBe(15);
    expect(percentOfCents(333, 15)).toBe(50); // 0.4995 -> 0.50
    expect(percentOfCents(110, 15)).toBe(17); // 0.165 -> 0.17 (float math gives 0.16)
    expect(percentOfCents(100_000_000_00, 15)).toBe(15_000_000_00);
    expect(percentOfCents(0, 15)).toBe(0);
  });

  it('rounds negative amounts away from zero, mirroring positive ones', () => {
    expect(percentOfCents(-10, 15)).toBe(-2);
    expect(percentOfCents(-3, 15)).toBe(0);
    expect(percentOfCents(-333, 15)).toBe(-percentOfCents(333, 15));
  });
});

describe('amounts as a spreadsheet writes them', () => {
  it('reads 1000, 1,000.00 and RM 1,000.00 as the same amount', () => {
    for (const text of ['1000', '1000.00', '1,000', '1,000.00', 'RM 1,000.00', 'rm1,000', ' RM\u00a01000 ']) {
      expect(parseAmountText(text), text).toBe(100_000);
    }
    expect(parseAmountText('RM 12,345,678.5')).toBe(1_234_567_850);
    expect(parseAmountText('0')).toBe(0);
  });

  it('refuses commas that do not group thousands, signs, other currencies and more than 2 decimals', () => {
    for (const text of [
      '10,50',
      '1,00',
      '1,0000',
      ',100',
      '1.000,00',
      '-5',
      'USD 5',
      'RM',
      '',
      '1.234',
      'RM 1 000',
    ]) {
      expect(parseAmountText(text), text).toBeNull();
    }
  });
});
