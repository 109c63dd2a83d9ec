import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatBusinessDateTime, formatMoney, formatNumber, pluralOf } from './format';

const NBSP = '\u00a0';

describe('money, numbers, times and plurals by language', () => {
  it('writes RM with a no-break space in every language (narrowSymbol: zh would say MYR)', () => {
    for (const locale of ['en', 'zh', 'ms'] as const) {
      expect(formatMoney(123450, locale)).toBe(`RM${NBSP}1,234.50`);
      expect(formatMoney(-350, locale)).toBe(`-RM${NBSP}3.50`);
      expect(formatNumber(12345, locale)).toBe('12,345');
    }
  });

  it('writes business times in Asia/Kuala_Lumpur, in each language’s order, labelled UTC+8', () => {
    const at = '2026-03-06T02:00:00Z';
    expect(formatBusinessDateTime(at, 'en')).toBe('6 Mar 2026, 10:00 (UTC+8)');
    expect(formatBusinessDateTime(at, 'zh')).toBe('2026年3月6日 10:00 (UTC+8)');
    expect(formatBusinessDateTime(at, 'ms')).toBe('6 Mac 2026, 10:00 (UTC+8)');
    expect(formatBusinessDateTime(at, 'en', { year: false, zone: false })).toBe('6 Mar, 10:00');
    // 23:30 UTC is the next day in Malaysia, wherever this runs.
    expect(formatBusinessDateTime('2026-03-06T23:30:00Z', 'en')).toBe('7 Mar 2026, 07:30 (UTC+8)');
    expect(formatBusinessDateTime('not a time', 'en')).toBeNull();
  });

  it('writes a business date as the calendar day it names', () => {
    expect(formatBusinessDate('2026-03-06', 'en')).toBe('6 Mar 2026');
    expect(formatBusinessDate('2026-03-06', 'zh')).toBe('2026年3月6日');
    expect(formatBusinessDate('2026-03-06', 'ms')).toBe('6 Mac 2026');
  });

  it('has one and other in English, only other in Chinese and Malay', () => {
    expect([pluralOf(1, 'en'), pluralOf(2, 'en'), pluralOf(0, 'en')]).toEqual(['one', 'other', 'other']);
    expect([pluralOf(1, 'zh'), pluralOf(1, 'ms')]).toEqual(['other', 'other']);
  });
});
