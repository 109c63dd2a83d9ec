import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  dateField,
  findUnstorableJson,
  idField,
  JSON_MAX_DEPTH,
  moneyField,
  optionalDateField,
  pageField,
  textField,
} from './input-rules';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the text rule', () => {
  const name = textField('customerName', { min: 1, max: 10 });
  const notes = textField('notes', { max: 20, multiline: true });

  it('trims and bounds', () => {
    expect(name.parse('  ali  ')).toBe('ali');
    expect(messageOf(name, '   ')).toBe('customerName is required');
    expect(messageOf(name, undefined)).toBe('customerName is required');
    expect(messageOf(name, 'x'.repeat(11))).toBe('customerName can be at most 10 characters');
    expect(messageOf(name, 12)).toBe('customerName must be text');
  });

  it.each(['a\u0000b', 'a\u0007', 'a\u001Fb', 'a\u007Fb', '\uD800', 'x\uDFFFy', 'a\tb', 'a\nb'])(
    'refuses %j in a single-line field, naming it',
    (value) => {
      expect(messageOf(name, value)).toBe(
        'customerName cannot contain control characters, line breaks or invalid Unicode',
      );
    },
  );

  it('keeps emoji and other astral characters, which are surrogate pairs', () => {
    expect(name.parse('🎉 李 😀')).toBe('🎉 李 😀');
  });

  it('allows tab and newlines in multi-line fields, with CRLF and CR made LF, and nothing else', () => {
    expect(notes.parse('a\r\nb\rc\td')).toBe('a\nb\nc\td');
    expect(messageOf(notes, 'a\u0000b')).toBe('notes cannot contain control characters or invalid Unicode');
    expect(messageOf(notes, 'a\u000Bb')).toBe('notes cannot contain control characters or invalid Unicode');
  });

  it('leaves secrets untrimmed when asked', () => {
    expect(textField('Password', { min: 1, max: 50, trim: false }).parse(' pw ')).toBe(' pw ');
  });
});

describe('the date rule', () => {
  const date = dateField('depositDate');

  it('takes real yyyy-mm-dd dates from 2000-01-01 to 2100-12-31', () => {
    for (const ok of ['2000-01-01', '2026-01-15', '2024-02-29', '2100-12-31'])
      expect(date.parse(ok)).toBe(ok);
  });

  it.each([
    '0000-01-01',
    '1999-12-31',
    '2101-01-01',
    '9999-12-31',
    '2026-02-30',
    '2026-1-5',
    '',
    '-001-01-01',
  ])('refuses %j, naming the field', (bad) => {
    expect(messageOf(date, bad)).toBe(
      'depositDate must be a date (yyyy-mm-dd) from 2000-01-01 to 2100-12-31',
    );
  });

  it('treats a missing or empty optional filter as no filter', () => {
    const filter = optionalDateField('startDate');
    expect(filter.parse(undefined)).toBeUndefined();
    expect(filter.parse('')).toBeUndefined();
    expect(filter.parse('2026-03-01')).toBe('2026-03-01');
    expect(messageOf(filter, '0000-01-01')).toMatch(/^startDate must be a date/);
  });
});

describe('the id rule', () => {
  const id = idField('id');

  it('takes decimal digits and whole JSON numbers from 1 to 2147483647', () => {
    expect(id.parse('16')).toBe(16);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    expect(id.parse(7)).toBe(7);
  });

  it.each([
    '0x10',
    '1e3',
    '+5',
    ' 7',
    '',
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    '1.5',
    1.5,
    0,
    NaN,
  ])('refuses %j', (bad) => {
    expect(messageOf(id, bad)).toBe('id must be a whole number from 1 to 2147483647');
  });

  it('bounds page numbers so an offset always fits', () => {
    expect(pageField().parse(undefined)).toBe(1);
    expect(messageOf(pageField(), '1e300')).toMatch(/^page must be a whole number/);
    expect(messageOf(pageField(), '1000001')).toMatch(/^page must be a whole number/);
  });
});

describe('the money rule', () => {
  const deposit = moneyField('depositAmount', { allowZero: false });

  it('gives integer cents', () => {
    expect(deposit.parse(12.34)).toBe(1234);
    expect(deposit.parse(1_000_000)).toBe(100_000_000);
  });

  it('says what is wrong with each bad amount', () => {
    expect(messageOf(deposit, 0.1 + 0.2)).toBe('depositAmount can have at most 2 decimals');
    expect(messageOf(deposit, 1.005)).toBe('depositAmount can have at most 2 decimals');
    expect(messageOf(deposit, 1e-7)).toBe('depositAmount can have at most 2 decimals');
    expect(messageOf(deposit, 1_000_000.01)).toBe('depositAmount can be at most 1,000,000.00');
    expect(messageOf(deposit, 1e21)).toBe('depositAmount can be at most 1,000,000.00');
    expect(messageOf(deposit, 0)).toBe('depositAmount must be greater than 0');
    expect(messageOf(deposit, -0)).toBe('depositAmount must be greater than 0');
    expect(messageOf(deposit, -5)).toBe('depositAmount must be greater than 0');
    expect(messageOf(deposit, '12')).toBe('depositAmount must be a number');
    expect(messageOf(deposit, Infinity)).toBe('depositAmount must be a number');
  });

  it('allows zero where asked', () => {
    expect(moneyField('depositAmount', { allowZero: true }).parse(0)).toBe(0);
  });
});

describe('JSON documents', () => {
  it('finds the first bad string or key by path', () => {
    expect(findUnstorableJson({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      path: 'a[1].c',
      problem: 'cannot contain control characters or invalid Unicode',
    });
    expect(findUnstorableJson({ 'k\u0001': 1 })?.problem).toMatch(/key/);
    expect(findUnstorableJson({ text: 'line one\nline two\ttab 🎉' })).toBeNull();
  });

  it('refuses deep nesting without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)) as unknown;
    expect(findUnstorableJson(deep)?.problem).toMatch(/nested too deeply/);
    const ok = JSON.parse('['.repeat(JSON_MAX_DEPTH) + ']'.repeat(JSON_MAX_DEPTH)) as unknown;
    expect(findUnstorableJson(ok)).toBeNull();
  });
});
