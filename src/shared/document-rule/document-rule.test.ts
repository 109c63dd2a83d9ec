import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { homeBuilderLoadSchema } from '../api/home-builder';
import { noticeBuilderLoadSchema } from '../api/notice-builder';
import { textField } from '../input-rules';
import { translationsField } from '../api/translations';
import { defaultHomeData, readHomeData } from '../home-page';
import { defaultNoticeData, readNoticeData } from '../notice-page';
import { describeRule } from './describe';
import { generatedRuleModules } from './generated-modules';
import { isDocumentDateTime } from './date-time';
import { readDocument } from './rule';

const serverHome = homeBuilderLoadSchema.shape.data;
const serverNotice = noticeBuilderLoadSchema.shape.data;

const spinNotice = {
  showSpinNotice: true,
  spinNoticeText: 'Good luck',
  spinNoticeColor: '#FF6B35',
  spinNoticeBg: '#1F2937',
};
const home = (over: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => ({
  ...defaultHomeData(),
  globalSettings: { ...defaultHomeData().globalSettings, ...spinNotice, ...settings },
  sections: [{ id: 's1', type: 'hero', title: 'Welcome', ...over }],
});
const notice = (over: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => ({
  ...defaultNoticeData(),
  globalSettings: { ...defaultNoticeData().globalSettings, ...settings },
  sections: [{ id: 'n1', backgroundColor: '#FFFFFF', textColor: '#000000', ...over }],
});

describe('the generated rules', () => {
  it('are what the schemas give today: run `npm run generate:rules` after changing a document schema', async () => {
    for (const module of await generatedRuleModules()) {
      expect(readFileSync(module.path, 'utf8'), module.path).toBe(module.source);
    }
  });

  it('refuse a field whose check is code no leaf rule names, instead of leaving it out', () => {
    const bespoke = z.object({ code: z.string().refine((s) => s.startsWith('A')) });
    expect(() => describeRule(bespoke)).toThrow('No visitor rule for code: a custom check');
    expect(() => describeRule(z.object({ n: z.string().transform(Number) }))).toThrow(
      'No visitor rule for n',
    );
  });

  it('write translations as the fields they translate, and refuse ones that are not those fields’ rules', () => {
    const title = textField('title', { max: 5 });
    const rule = describeRule(
      z.object({ title: title.default(''), translations: translationsField({ title }) }),
    );
    expect(rule).toMatchObject({ fields: { translations: { kind: 'translations', fields: ['title'] } } });
    expect(readDocument(rule, { translations: { ms: { title: 'abcde' } } })).toEqual({
      title: '',
      translations: { ms: { title: 'abcde' } },
    });
    expect(readDocument(rule, { translations: { ms: { title: 'abcdef' } } })).toBeNull();
    const looser = z.object({
      title,
      translations: translationsField({ title: textField('title', { max: 9 }) }),
    });
    expect(() => describeRule(looser)).toThrow('No visitor rule for translations');
  });

  it('carry a text field’s limits and character checks', () => {
    const rule = describeRule(z.object({ name: textField('name', { min: 1, max: 3 }) }));
    expect(readDocument(rule, { name: 'abc' })).toEqual({ name: 'abc' });
    expect(readDocument(rule, { name: 'abcd' })).toBeNull();
    expect(readDocument(rule, { name: '' })).toBeNull();
    expect(readDocument(rule, { name: 'a\u200Bb' })).toBeNull();
    expect(readDocument(rule, { name: 'a\u202Eb' })).toBeNull();
  });
});

// One rule: the visitor's page takes a document exactly when the server's parse does, and reads it the
// same. Texts here are already trimmed and NFC, as stored documents are: the server's parse rewrites
// those, the visitor's only checks.
describe.each([
  {
    name: 'home page',
    read: readHomeData,
    server: serverHome,
    documents: {
      'the defaults': home(),
      'a section with only its id and type': home({ title: undefined }),
      'every field set': home(
        {
          subtitle: 'Sub',
          content: 'Line 1\nLine 2',
          backgroundColor: '#123456',
          layout: 'left',
          order: -5,
          imageUrl: '/uploads/a.webp',
          buttonText: 'Go',
          buttonUrl: 'tel:+60 12 345',
          logos: [{ id: 'l1', url: 'https://example.com/a.png', phone: '+60 (12) 3', textAlign: 'right' }],
        },
        { contactTelegram: '@lucky_draw', contactWhatsapp: '+60 12-345' },
      ),
      'a javascript: link': home({ buttonUrl: 'javascript:alert(1)' }),
      'a data: image': home({ imageUrl: 'data:image/png;base64,AAAA' }),
      'a title that is a number': home({ title: 5 }),
      'a colour by name': home({ backgroundColor: 'red' }),
      'an unknown section type': home({ type: 'marquee' }),
      'a fractional order': home({ order: 1.5 }),
      'an order past its limit': home({ order: 100_001 }),
      'a title too long': home({ title: 'x'.repeat(201) }),
      'a control character in a title': home({ title: 'a\u0007b' }),
      'a line break in a title': home({ title: 'a\nb' }),
      'a direction override in the content': home({ content: 'a\u202Eb' }),
      'a zero-width space in a title': home({ title: 'Sup\u200Bport' }),
      'a zero-width space in the content (prose may need one)': home({ content: 'a\u200Bb' }),
      'a logo that is not an object': home({ logos: ['junk'] }),
      'a logo without an id': home({ logos: [{ url: '/uploads/a.webp' }] }),
      'letters in a phone': home({ logos: [{ id: 'l1', phone: 'call me' }] }),
      'seven contact logos': home({}, { logos: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: `c${n}` })) }),
      'a Telegram name with a space': home({}, { contactTelegram: 'lucky draw' }),
      'a section in three languages': home({
        translations: {
          zh: { title: '欢迎', content: '第一行\n第二行' },
          ms: { buttonText: 'Pergi' },
          fr: {},
        },
      }),
      'a translated logo name': home({ logos: [{ id: 'l1', translations: { ms: { name: 'Satu' } } }] }),
      'a translation too long': home({ translations: { zh: { title: 'x'.repeat(201) } } }),
      'a line break in a translated title': home({ translations: { ms: { title: 'a\nb' } } }),
      'a translation that is not an object': home({ translations: { zh: 'hello' } }),
      'translations that are a list': home({ translations: [] }),
      'a translated slogan too long': home({}, { translations: { zh: { companySlogan: 'x'.repeat(121) } } }),
      'no spin-notice fields': { ...home(), globalSettings: defaultHomeData().globalSettings },
      'sections that are not a list': { ...home(), sections: 'x' },
      null: null,
      'a list': [],
    },
  },
  {
    name: 'notice page',
    read: readNoticeData,
    server: serverNotice,
    documents: {
      'the defaults': notice(),
      'a scheduled warning': notice({
        type: 'warning',
        priority: 'high',
        startDate: '2026-11-23T10:00:00+08:00',
        endDate: '2026-12-01T00:00:00.5Z',
        showOnPages: ['notice', 'home'],
      }),
      'a notice in Malay': notice({ translations: { ms: { title: 'Notis', subtitle: '' } } }),
      'a translated content with a control character': notice({
        translations: { zh: { content: 'a\u0007' } },
      }),
      'a translated site name': notice({}, { translations: { zh: { siteName: '公告' } } }),
      'an unknown priority': notice({ priority: 'urgent' }),
      'a date that is not one': notice({ startDate: 'soon' }),
      '30 February': notice({ startDate: '2026-02-30T10:00:00+08:00' }),
      'a time without seconds': notice({ startDate: '2026-02-28T10:00+08:00' }),
      'an offset without a colon': notice({ startDate: '2026-02-28T10:00:00+0800' }),
      'a date before 2000': notice({ startDate: '1999-12-31T23:59:59Z' }),
      'a javascript: image': notice({ imageUrl: 'javascript:x' }),
      'no colours': notice({ backgroundColor: undefined }),
      'an animation speed of 99': notice({}, { animationSpeed: 99 }),
      'an animation speed of 5.5': notice({}, { animationSpeed: 5.5 }),
      'eleven pages': notice({ showOnPages: Array.from({ length: 11 }, (_, i) => `p${i}`) }),
      'a page named by a number': notice({ showOnPages: [1] }),
      'no sections': { globalSettings: defaultNoticeData().globalSettings },
      'a string': 'x',
      'an empty object': {},
    },
  },
])('the $name rule', ({ read, server, documents }) => {
  it.each(Object.entries(documents))('reads %s as the server does', (_, document) => {
    const parsed = server.safeParse(document);
    expect(read(document)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe('the relations between fields are the server’s alone', () => {
  it('a page draws a hero with seven logos, which the builder never saves', () => {
    const logos = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: `l${n}`, url: '/uploads/a.webp' }));
    const crowded = home({ logos });
    expect(serverHome.safeParse(crowded).success).toBe(false);
    expect(readHomeData(crowded)?.sections[0]?.logos).toHaveLength(7);
  });
});

describe('isDocumentDateTime (the one check of a notice’s schedule, server and page)', () => {
  it.each([
    ['', true],
    ['2026-11-23T10:00:00+08:00', true],
    ['2026-11-23T10:00:00.123456789Z', true],
    ['2100-12-31T23:59:59Z', true],
    ['2101-01-01T00:00:00Z', false],
    ['2026-13-01T10:00:00Z', false],
    ['2026-00-10T10:00:00Z', false],
    ['2026-02-29T10:00:00Z', false],
    ['2028-02-29T10:00:00Z', true],
    ['2026-02-28T24:00:00Z', false],
    ['2026-02-28T10:00:00+24:00', false],
    ['2026-02-28 10:00:00Z', false],
  ])('%s → %s, as zod’s ISO date-time with an offset and the year range', (value, expected) => {
    expect(isDocumentDateTime(value)).toBe(expected);
    if (value !== '') {
      const zodSays =
        z.iso.datetime({ offset: true }).safeParse(value).success &&
        Date.parse(value) >= Date.UTC(2000, 0, 1) &&
        Date.parse(value) < Date.UTC(2101, 0, 1);
      expect(zodSays).toBe(expected);
    }
  });
});
