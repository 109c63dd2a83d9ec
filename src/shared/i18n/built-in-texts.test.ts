import { describe, expect, it } from 'vitest';
import { defaultHomeData } from '../home-page';
import { defaultNoticeData } from '../notice-page';
import { DEFAULT_PRIZE_NAMES, freeAmountCents, PRIZE_TYPES } from '../prizes';
import { homeWithBuiltIns, noticeWithBuiltIns } from './built-in-page-texts';
import { BUILT_IN_PRIZE_NAMES, isSamePrizeName, withBuiltInText } from './built-in-texts';
import { shownIn } from './content';
import { LOCALES } from './locales';

describe('the built-in texts in three languages', () => {
  it('names six slots of each wheel in every language, the stored defaults too, FREE amounts alike', () => {
    for (const type of PRIZE_TYPES) {
      for (const locale of LOCALES) {
        const names = BUILT_IN_PRIZE_NAMES[type][locale];
        expect(names, `${type} ${locale}`).toHaveLength(6);
        expect(names.map(freeAmountCents)).toEqual(BUILT_IN_PRIZE_NAMES[type].zh.map(freeAmountCents));
      }
      // What a wheel never named stores is recognised at every slot.
      DEFAULT_PRIZE_NAMES[type].forEach((name, i) => {
        expect(isSamePrizeName(type, i, name, BUILT_IN_PRIZE_NAMES[type].en[i] ?? '')).toBe(true);
      });
    }
    expect(BUILT_IN_PRIZE_NAMES.super.ms[0]).toBe('FREE 6');
  });

  it('treats a built-in text as one text in every language, and anything else as the operator’s', () => {
    const builtIn = { en: 'Big Prize', zh: '大奖', ms: 'Hadiah Besar' };
    expect(withBuiltInText({ name: '大奖' }, 'name', builtIn, 'en')).toEqual({
      name: 'Big Prize',
      translations: { zh: { name: '大奖' }, ms: { name: 'Hadiah Besar' } },
    });
    // The operator's own translation wins for its language.
    expect(
      withBuiltInText({ name: 'Big Prize', translations: { ms: { name: 'Besar!' } } }, 'name', builtIn, 'zh'),
    ).toEqual({ name: '大奖', translations: { en: { name: 'Big Prize' }, ms: { name: 'Besar!' } } });
    // An operator's own name, or a place with no built-in text, is left as it is.
    expect(withBuiltInText({ name: 'Cash 10' }, 'name', builtIn, 'en')).toEqual({ name: 'Cash 10' });
    expect(withBuiltInText({ name: '大奖' }, 'name', undefined, 'en')).toEqual({ name: '大奖' });
    expect(isSamePrizeName('normal', 3, 'Big Prize', '大奖')).toBe(true);
    expect(isSamePrizeName('normal', 2, 'Big Prize', '大奖')).toBe(false);
    expect(isSamePrizeName('normal', 3, 'Big Prize', 'Cash 10')).toBe(false);
  });

  it('gives the default HOME page and NOTICE title a text in every language, none left in English', () => {
    const home = homeWithBuiltIns(defaultHomeData(), 'en');
    const notice = noticeWithBuiltIns(defaultNoticeData(), 'en');
    const english = JSON.stringify([defaultHomeData(), defaultNoticeData()]);
    const englishTexts = english.match(
      /"(?:title|subtitle|content|buttonText|name|siteName|companySlogan)":"([^"]+)"/g,
    );
    expect(englishTexts?.length).toBeGreaterThan(10);
    for (const locale of ['zh', 'ms'] as const) {
      const shown = JSON.stringify([shownIn(home, locale, 'en'), shownIn(notice, locale, 'en')]);
      for (const text of englishTexts ?? []) expect(shown, locale).not.toContain(text);
    }
    expect(shownIn(home, 'en', 'en')).toEqual(shownIn(defaultHomeData(), 'en', 'en'));
  });
});
