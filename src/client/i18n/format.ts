// Numbers, money, times and plurals in this build's language (#shared/i18n/format does the work).
import { LOCALE } from '#messages';
import {
  formatBusinessDate,
  formatBusinessDateTime,
  formatMoney,
  formatNumber,
  pluralOf,
} from '#shared/i18n/format';

/** Cents as RM in this language: 'RM 1,234.50'. */
export const money = (cents: number): string => formatMoney(cents, LOCALE);

/** A whole number with this language's grouping. */
export const count = (value: number): string => formatNumber(value, LOCALE);

/** A business time in a sentence, labelled (UTC+8) unless `zone: false`; '' when unreadable. */
export const dateTime = (at: string | Date, options?: { year?: boolean; zone?: boolean }): string =>
  formatBusinessDateTime(at, LOCALE, options) ?? '';

/** A business date (yyyy-mm-dd) as this language writes it. */
export const businessDay = (date: string): string => formatBusinessDate(date, LOCALE);

/** The form of a text for a count: en has one and other; zh and ms only other. */
export const plural = (n: number, forms: { one?: string; other: string }): string =>
  (pluralOf(n, LOCALE) === 'one' ? forms.one : undefined) ?? forms.other;
