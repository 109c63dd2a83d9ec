// The three languages of the product (docs/architecture.md, point 10): English, Simplified Chinese and Malay,
// each built into its own copy of the site (docs/decisions/0016). Which one a person sees is the server's
// choice (server/lib/language.ts): their `lang` cookie, then Accept-Language, then the operator's default
// language setting.

export const LOCALES = ['en', 'zh', 'ms'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** What `<html lang>` says: zh is Simplified Chinese. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-Hans', ms: 'ms' };

/** Each language in its own name: the switcher's options. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文', ms: 'Bahasa Melayu' };

/** The Intl locale each language formats numbers, money and dates with: Malaysia's conventions. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-MY', zh: 'zh-Hans-MY', ms: 'ms-MY' };

/** The cookie that holds a person's own choice (the switcher sets it; the server reads it). */
export const LANGUAGE_COOKIE = 'lang';

/** A year: the choice outlives a session, like any site's language preference. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
