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
import { withoutInvisibleCharacters } from './text-rule';
import { chatSendBodySchema } from './api/chat';
import { depositSearchQuerySchema, updateDepositBodySchema } from './api/deposits';
import { homeSectionSchema } from './api/home-builder';
import { generatePromoBodySchema } from './api/promo';
import { loginBodySchema } from './admin-auth';
import { prizeNameSchema } from './api/prizes';

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

describe('invisible characters', () => {
  const name = textField('customerName', { min: 1, max: 40 });
  const notes = textField('notes', { max: 200, multiline: true });
  const INVISIBLE_MESSAGE =
    'customerName cannot contain invisible characters such as zero-width spaces or direction marks';
  const BIDI_MESSAGE = 'customerName cannot contain invisible text-direction controls';

  it.each([
    ['\u200B', 'zero-width space'],
    ['\u200C', 'ZWNJ beside Latin letters'],
    ['\u200D', 'ZWJ beside Latin letters'],
    ['\u200E', 'left-to-right mark'],
    ['\u200F', 'right-to-left mark'],
    ['\u2060', 'word joiner'],
    ['\u2063', 'invisible separator'],
    ['\u180E', 'Mongolian vowel separator'],
    ['\u061C', 'Arabic letter mark'],
    ['\u00AD', 'soft hyphen'],
    ['\u034F', 'combining grapheme joiner'],
    ['\u3164', 'Hangul filler'],
    ['\u{E0041}', 'a tag character outside a flag'],
  ])('a single-line field refuses %j (%s) inside a name', (char) => {
    expect(messageOf(name, `Sup${char}port`)).toBe(INVISIBLE_MESSAGE);
  });

  it.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'every field refuses the text-direction control %j',
    (char) => {
      expect(messageOf(name, `abc${char}def`)).toBe(BIDI_MESSAGE);
      expect(messageOf(notes, `line one\n${char}exe.txt`)).toBe(
        'notes cannot contain invisible text-direction controls',
      );
    },
  );

  it('keeps the joiners that do a job: emoji sequences, flags, Persian and Indic spelling', () => {
    for (const ok of ['👩‍💻 Dev', '🏳️‍🌈', '👨‍👩‍👧', '❤️‍🔥', '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland', 'می‌خواهم', 'क्‍ष', 'ශ්‍රී'])
      expect(name.parse(ok)).toBe(ok);
  });

  it('refuses a joiner at either end of a name or beside a space', () => {
    for (const bad of ['\u200D张伟', '张伟\u200D', '张 \u200D伟', '😀\u200D a'])
      expect(messageOf(name, bad)).toBe(INVISIBLE_MESSAGE);
  });

  it('lets prose keep what it may need: ZWSP, direction marks, soft hyphens, joiners', () => {
    const prose = 'ภาษา\u200Bไทย, עברית\u200E 123, Donau\u00ADdampf, a\u200Db';
    expect(notes.parse(prose)).toBe(prose);
  });

  it('refuses C1 controls everywhere, and U+2028/U+2029 in single-line fields (multi-line: a newline)', () => {
    expect(messageOf(name, 'a\u0085b')).toBe(
      'customerName cannot contain control characters, line breaks or invalid Unicode',
    );
    expect(messageOf(notes, 'a\u009Bb')).toBe('notes cannot contain control characters or invalid Unicode');
    expect(messageOf(name, 'a\u2028b')).toMatch(/line breaks/);
    expect(notes.parse('a\u2028b\u2029c')).toBe('a\nb\nc');
  });

  it('applies to the shared schemas of every single-line field', () => {
    const firstMessage = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value).error?.issues[0]?.message;
    expect(firstMessage(chatSendBodySchema, { senderName: 'Support\u200B', message: 'hi' })).toMatch(
      /^senderName cannot contain invisible characters/,
    );
    expect(firstMessage(chatSendBodySchema, { message: 'hi \u202Egnp.exe' })).toBe(
      'message cannot contain invisible text-direction controls',
    );
    expect(
      firstMessage(generatePromoBodySchema, { customerName: 'Ali\u2060', prizeId: 1, prizeType: 'normal' }),
    ).toMatch(/^Customer Name\/ID cannot contain invisible characters/);
    expect(firstMessage(depositSearchQuerySchema, { customerCode: 'C\uFEFF1' })).toMatch(
      /^customerCode cannot contain invisible characters/,
    );
    expect(firstMessage(prizeNameSchema, 'iPhone\u200B')).toMatch(/^Prize name cannot contain invisible/);
    expect(firstMessage(homeSectionSchema, { id: 's1', type: 'text', title: 'Hi\u200F' })).toMatch(
      /^title cannot contain invisible characters/,
    );
    expect(firstMessage(updateDepositBodySchema, { notes: 'ok\u200B' })).toBeUndefined();
  });

  it('leaves secrets as typed: a password is compared with what was set', () => {
    expect(loginBodySchema.parse({ password: ' pass\u200Bword ' }).password).toBe(' pass\u200Bword ');
    expect(loginBodySchema.parse({ password: 'Ｐass' }).password).toBe('Ｐass');
  });

  it('reads stored text without the characters refused lately, keeping the joiners that do a job', () => {
    expect(
      withoutInvisibleCharacters({
        title: 'Hi\u200B there\u202E',
        items: ['👩‍💻', 'S\u200Dupport', 'x\u0085'],
        n: 3,
      }),
    ).toEqual({ title: 'Hi there', items: ['👩‍💻', 'Support', 'x'], n: 3 });
  });
});

describe('normalization', () => {
  it('composes every field (NFC), so one text is stored one way', () => {
    expect(textField('title', { max: 10 }).parse('Cafe\u0301')).toBe('Café');
    expect(textField('notes', { max: 10, multiline: true }).parse('x² ™')).toBe('x² ™');
  });

  it('folds compatibility forms in names (NFKC): fullwidth letters are the letters they look like', () => {
    const customer = textField('customerName', { max: 40, normalization: 'NFKC' });
    expect(customer.parse('Ｓｕｐｐｏｒｔ')).toBe('Support');
    expect(customer.parse('ﾃｽﾄ')).toBe('テスト');
    expect(chatSendBodySchema.parse({ senderName: 'Ｓupport', message: 'hi' }).senderName).toBe('Support');
  });

  it('bounds the normalised text, which is what is stored', () => {
    expect(messageOf(textField('name', { max: 5, normalization: 'NFKC' }), '\uFDFA')).toBe(
      'name can be at most 5 characters',
    );
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
    expect(findUnstorableJson({ doc: { games: ['ok', 'evil\u202Etxt.exe'] } })).toEqual({
      path: 'doc.games[1]',
      problem: 'cannot contain invisible text-direction controls',
    });
  });

  it('refuses deep nesting without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)) as unknown;
    expect(findUnstorableJson(deep)?.problem).toMatch(/nested too deeply/);
    const ok = JSON.parse('['.repeat(JSON_MAX_DEPTH) + ']'.repeat(JSON_MAX_DEPTH)) as unknown;
    expect(findUnstorableJson(ok)).toBeNull();
  });
});
