// A code handed to its customer in one tap (README, "A code goes out in one tap"): the link the visitor's
// /promo page fills its field from, and the message for WhatsApp or Telegram, written from the operator's
// template in the customer's language (the promoShareMessages setting). No zod here: the admin's first
// load reads it.
import type { Locale } from './i18n/locales';

/** What a template may name, each written {name}. */
export const SHARE_PLACEHOLDERS = ['code', 'prize', 'expiry', 'link'] as const;
export type SharePlaceholder = (typeof SHARE_PLACEHOLDERS)[number];

/** The most characters in one language's template. */
export const SHARE_MESSAGE_MAX = 500;

/**
 * The built-in templates, one per language (docs/decisions/0025: built-in texts in every language); a
 * language the operator leaves blank uses its own.
 */
export const DEFAULT_SHARE_MESSAGES: Readonly<Record<Locale, string>> = {
  en: 'Your Lucky Draw code is {code}. Prize: {prize}. Valid until {expiry}. Tap to spin: {link}',
  zh: '您的幸运抽奖优惠码是 {code}。奖品：{prize}。有效期至 {expiry}。点击抽奖：{link}',
  ms: 'Kod Cabutan Bertuah anda ialah {code}. Hadiah: {prize}. Sah sehingga {expiry}. Tekan untuk memutar: {link}',
};

/** The link that opens /promo with the code in its field: `https://host/promo?code=H3PR2RSJ`. */
export const promoLink = (origin: string, code: string): string =>
  `${origin}/promo?code=${encodeURIComponent(code)}`;

const PLACEHOLDER = /\{([^{}\s]{0,40})\}/g;

/** The {names} a template uses that are not placeholders, each once, in order. */
export function unknownPlaceholders(template: string): string[] {
  const known: readonly string[] = SHARE_PLACEHOLDERS;
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.includes(name));
  return [...new Set(unknown)];
}

/** A template with its placeholders filled; a blank template is the language's built-in one. */
export function fillShareMessage(
  template: string,
  language: Locale,
  values: Readonly<Record<SharePlaceholder, string>>,
): string {
  const text = template.trim() === '' ? DEFAULT_SHARE_MESSAGES[language] : template;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as SharePlaceholder] : whole,
  );
}
