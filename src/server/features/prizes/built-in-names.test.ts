// The built-in prize names in every language (docs/decisions/0025): on a fresh install each reader sees
// the defaults in their own language, a spin records the name its wheel showed in that language, and an
// operator's own name still shows as it is in every language that has no translation of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrizeLists } from '#shared/api/prizes';
import { textIn } from '#shared/i18n/content';
import { LOCALES, type Locale } from '#shared/i18n/locales';
import { DEFAULT_PRIZE_NAMES, freeAmountCents, type PrizeType } from '#shared/prizes';
import {
  adminSession,
  setDefaultLanguage,
  createPromoCode,
  savePrizeNames,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog, draws } from '../../db/schema';

const NORMAL: Record<Locale, string[]> = {
  en: ['Free Game', 'Small Prize', 'Medium Prize', 'Big Prize', 'Special Prize', 'Super Grand Prize'],
  zh: ['免费游戏', '小奖', '中奖', '大奖', '特别奖', '超级大奖'],
  ms: [
    'Permainan Percuma',
    'Hadiah Kecil',
    'Hadiah Sederhana',
    'Hadiah Besar',
    'Hadiah Istimewa',
    'Hadiah Utama Super',
  ],
};
const SUPER: Record<Locale, string[]> = {
  en: [
    'FREE 6',
    'Diamond Prize',
    'Diamond Grand Prize',
    'Gold Grand Prize',
    'Supreme Grand Prize',
    'SUPER PRIZE',
  ],
  zh: ['FREE 6', '钻石奖', '钻石大奖', '黄金大奖', '至尊大奖', '超级奖品'],
  ms: [
    'FREE 6',
    'Hadiah Berlian',
    'Hadiah Utama Berlian',
    'Hadiah Utama Emas',
    'Hadiah Utama Agung',
    'HADIAH SUPER',
  ],
};
const BUILT_IN: Record<PrizeType, Record<Locale, string[]>> = { normal: NORMAL, super: SUPER };

/** Each slot's name as a reader of `locale` sees it, read from the answer as the wheel reads it. */
const seenIn = (lists: PrizeLists, type: PrizeType, locale: Locale) =>
  lists[type].map((slot) => textIn(slot, 'name', locale, lists.language));

describe('the built-in prize names in three languages', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const prizes = async (headers: Record<string, string> = {}) =>
    (await t.app.inject({ url: '/api/prizes', headers })).json<PrizeLists>();
  const spin = async (type: PrizeType, prizeId: number, language: Locale) => {
    const { code } = await createPromoCode(admin, { prizeId, prizeType: type });
    const res = await t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code, language } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ prizeName: string }>().prizeName;
  };

  it('GET /api/prizes on a fresh install names every slot in the default language, with the other two beside it', async () => {
    const lists = await prizes();
    expect(lists.language).toBe('en');
    expect(lists.normal.map((slot) => slot.name)).toEqual(NORMAL.en);
    expect(lists.super.map((slot) => slot.name)).toEqual(SUPER.en);
    expect(lists.normal[2]?.translations).toEqual({ zh: { name: '中奖' }, ms: { name: 'Hadiah Sederhana' } });
    for (const locale of LOCALES) {
      expect(seenIn(lists, 'normal', locale), locale).toEqual(NORMAL[locale]);
      expect(seenIn(lists, 'super', locale), locale).toEqual(SUPER[locale]);
      // The FREE amount reads the same in every language: every prize value falls back on it (docs/decisions/0044-one-prize-value.md).
      expect(freeAmountCents(seenIn(lists, 'super', locale)[0] ?? '')).toBe(600);
    }
    // The answer is one for every reader (one cached view): the page picks its language from it.
    expect(await prizes({ cookie: 'lang=zh' })).toEqual(lists);
    expect(await prizes({ 'accept-language': 'ms-MY' })).toEqual(lists);
  });

  it('with another default language, the names are written in it and the others are its translations', async () => {
    await setDefaultLanguage(admin, 'zh');
    const zh = await prizes();
    expect(zh.normal.map((slot) => slot.name)).toEqual(NORMAL.zh);
    expect(zh.normal[0]?.translations).toEqual({
      en: { name: 'Free Game' },
      ms: { name: 'Permainan Percuma' },
    });
    await setDefaultLanguage(admin, 'ms');
    const ms = await prizes();
    expect(ms.super.map((slot) => slot.name)).toEqual(SUPER.ms);
    for (const locale of LOCALES) expect(seenIn(ms, 'normal', locale)).toEqual(NORMAL[locale]);
    await setDefaultLanguage(admin, 'en');
  });

  it('a spin answers and records the name its wheel showed, in the language it was sent in', async () => {
    expect(await spin('normal', 3, 'en')).toBe('Medium Prize');
    expect(await spin('normal', 3, 'ms')).toBe('Hadiah Sederhana');
    expect(await spin('normal', 3, 'zh')).toBe('中奖');
    expect(await spin('super', 1, 'ms')).toBe('FREE 6');
    expect(await spin('super', 5, 'en')).toBe('Supreme Grand Prize');
    const rows = await t.app.db.select().from(draws);
    expect(rows.slice(-5).map((r) => [r.prizeName, r.language])).toEqual([
      ['Medium Prize', 'en'],
      ['Hadiah Sederhana', 'ms'],
      ['中奖', 'zh'],
      ['FREE 6', 'ms'],
      ['Supreme Grand Prize', 'en'],
    ]);
  });

  it("an operator's own name without a translation shows as typed in every language; the untouched slots stay built-in", async () => {
    // As the Prizes tab sends a rename of slot 1 in English: the other five as English readers see them.
    const names = ['Cash 10', ...NORMAL.en.slice(1)];
    const saved = await savePrizeNames(admin, 'normal', names);
    expect(saved.normal[0]).not.toHaveProperty('translations');
    for (const locale of LOCALES) {
      expect(seenIn(saved, 'normal', locale), locale).toEqual(['Cash 10', ...NORMAL[locale].slice(1)]);
    }
    expect(await spin('normal', 1, 'zh')).toBe('Cash 10');
    expect(await spin('normal', 2, 'zh')).toBe('小奖');
    // The audit names the one slot renamed, not the five whose built-in name it wrote in another language.
    const last = (await t.app.db.select().from(auditLog)).filter((r) => r.action === 'settings.save').at(-1);
    expect(last?.details).toEqual({ wheel: 'normal', slots: [{ slot: 1, from: '免费游戏', to: 'Cash 10' }] });

    // An operator's translation wins over the built-in one, for that language only.
    const translated = await savePrizeNames(admin, 'normal', names, { zh: ['', '小小奖', '', '', '', ''] });
    expect(seenIn(translated, 'normal', 'zh').slice(0, 3)).toEqual(['Cash 10', '小小奖', '中奖']);
    expect(seenIn(translated, 'normal', 'ms').slice(0, 3)).toEqual([
      'Cash 10',
      'Hadiah Kecil',
      'Hadiah Sederhana',
    ]);
  });

  it("the Prizes tab's reset (the stored defaults, no translations) brings back the built-in names in every language", async () => {
    for (const type of ['normal', 'super'] as const) {
      const lists = await savePrizeNames(admin, type, DEFAULT_PRIZE_NAMES[type], {});
      for (const locale of LOCALES) expect(seenIn(lists, type, locale)).toEqual(BUILT_IN[type][locale]);
    }
  });
});
