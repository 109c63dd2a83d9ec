import { describe, expect, it } from 'vitest';
import {
  businessDate,
  businessDateTime,
  businessDayRange,
  businessStamp,
  isValidDateString,
} from './business-date';

describe('business dates in UTC+8', () => {
  it('puts 23:59 local on the same day and 00:00 local on the next', () => {
    expect(businessDate(new Date('2026-01-15T15:59:00Z'))).toBe('2026-01-15'); // 23:59 in UTC+8
    expect(businessDate(new Date('2026-01-15T16:00:00Z'))).toBe('2026-01-16'); // 00:00 in UTC+8
    expect(businessDate(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
  });

  it('covers a business day from 00:00 to 24:00 local', () => {
    const { start, end } = businessDayRange('2026-01-16');
    expect(start.toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-01-16T16:00:00.000Z');
    expect(businessDate(start)).toBe('2026-01-16');
    expect(businessDate(new Date(end.getTime() - 1))).toBe('2026-01-16');
  });

  it('crosses month and year ends in UTC', () => {
    expect(businessDayRange('2026-03-01').start.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(businessDayRange('2027-01-01').start.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(businessDayRange('2026-12-31').end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('accepts only real yyyy-mm-dd dates', () => {
    expect(isValidDateString('2024-02-29')).toBe(true);
    expect(isValidDateString('2000-02-29')).toBe(true);
    expect(isValidDateString('2100-02-29')).toBe(false);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-5', '15/01/2026', '', '2026-01-15T00:00']) {
      expect(isValidDateString(bad), bad).toBe(false);
    }
    expect(() => businessDayRange('2026-02-30')).toThrow(RangeError);
  });
});

describe('business times as operators read them', () => {
  it('stamps a table cell in UTC+8 wall time, across midnight, with seconds when asked', () => {
    expect(businessStamp('2026-11-23T12:15:09.123Z')).toBe('2026-11-23 20:15');
    expect(businessStamp('2026-11-23T16:30:00.000Z', { seconds: true })).toBe('2026-11-24 00:30:00');
    expect(businessStamp(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00');
    expect(businessStamp('nonsense')).toBe('');
  });

  it('writes a labelled date-time for a sentence, the year and label optional', () => {
    expect(businessDateTime('2026-11-23T10:00:00Z')).toBe('23 Nov 2026, 18:00 (UTC+8)');
    expect(businessDateTime('2026-02-28T16:05:00Z')).toBe('1 Mar 2026, 00:05 (UTC+8)');
    expect(businessDateTime(new Date('2026-11-23T10:00:00Z'), { year: false, zone: false })).toBe(
      '23 Nov, 18:00',
    );
    expect(businessDateTime('')).toBeNull();
  });
});
