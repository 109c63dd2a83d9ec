// The product's own default texts in each language (docs/decisions/0025): here the prize names of both
// wheels and the rule that serves any built-in text; the default HOME page's and the NOTICE title's are in
// ./built-in-page-texts.ts. They are stored as the original app wrote them (the names in Chinese, the
// pages in English); a stored text that is one of these, at its place, in any of the languages, is the
// built-in text, and the server serves it as an operator's text with translations (docs/decisions/0017):
// the field in the default language, the other languages beside it where the operator wrote none.
// Anything else the operator typed is theirs and reads as it always did.
//
// A visitor's page gets the texts of its language in the answers, so no visitor's page downloads the two
// languages it does not show; the admin's Prizes tab reads the names here. No zod here either.
import { DEFAULT_PRIZE_NAMES, type PrizeType } from '../prizes';
import type { Translatable, Translations } from './content';
import { LOCALES, type Locale } from './locales';

/** One built-in text, in every language. */
export type BuiltInText = Readonly<Record<Locale, string>>;

/**
 * The six names of each wheel in each language. The stored defaults (DEFAULT_PRIZE_NAMES, what a wheel never
 * named stores) are the Chinese ones, but for SUPER PRIZE, which the original app's list has in English. A
 * FREE name keeps "FREE 6" in every language: its number is the free credit freeAmountCents reads.
 */
export const BUILT_IN_PRIZE_NAMES: Record<PrizeType, BuiltInNames> = {
  normal: {
    en: ['Free Game', 'Small Prize', 'Medium Prize', 'Big Prize', 'Special Prize', 'Super Grand Prize'],
    zh: DEFAULT_PRIZE_NAMES.normal,
    ms: [
      'Permainan Percuma',
      'Hadiah Kecil',
      'Hadiah Sederhana',
      'Hadiah Besar',
      'Hadiah Istimewa',
      'Hadiah Utama Super',
    ],
  },
  super: {
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
  },
};
type BuiltInNames = Readonly<Record<Locale, readonly string[]>>;

/**
 * The item as readers see it when its `field` holds the built-in text (in any language): the field in
 * the default language, and each other language's built-in text as its translation where the operator
 * wrote none. An item whose field is anything else comes back as it is.
 */
export function withBuiltInText<F extends string, T extends Translatable<F>>(
  item: T,
  field: F,
  builtIn: BuiltInText | undefined,
  base: Locale,
): T {
  if (!builtIn || !LOCALES.some((locale) => builtIn[locale] === item[field])) return item;
  const translations: Translations<F> = { ...item.translations };
  for (const locale of LOCALES) {
    if (locale === base || item.translations?.[locale]?.[field]) continue;
    translations[locale] = { ...translations[locale], [field]: builtIn[locale] };
  }
  return { ...item, [field]: builtIn[base], translations };
}

/** Slot `index`'s built-in name of a wheel, in every language. */
export function builtInPrizeName(type: PrizeType, index: number): BuiltInText | undefined {
  const names = BUILT_IN_PRIZE_NAMES[type];
  const en = names.en[index];
  const zh = names.zh[index];
  const ms = names.ms[index];
  return en === undefined || zh === undefined || ms === undefined ? undefined : { en, zh, ms };
}

/** Whether two names of slot `index` are one: the same text, or the built-in name in two languages. */
export function isSamePrizeName(type: PrizeType, index: number, a: string, b: string): boolean {
  if (a === b) return true;
  const builtIn = builtInPrizeName(type, index);
  const spellings: readonly string[] = builtIn ? Object.values(builtIn) : [];
  return spellings.includes(a) && spellings.includes(b);
}
