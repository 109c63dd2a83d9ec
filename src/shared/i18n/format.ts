// Numbers, money and times as each language writes them, through Intl: money in RM ('RM 1,234.50' in
// every language, with a no-break space), times on the business clock (Asia/Kuala_Lumpur, SPEC §9)
// labelled UTC+8. The zone is given by name: Node 20 throws on the '+08:00' form.
import { BUSINESS_ZONE } from '../business-date';
import { INTL_LOCALE, type Locale } from './locales';

export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T => {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
};

/** Cents as RM: 123450 -> 'RM 1,234.50' (narrowSymbol: without it zh writes 'MYR'). */
export function formatMoney(cents: number, locale: Locale): string {
  const format = cached(
    `money:${locale}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: 'currency',
        currency: 'MYR',
        currencyDisplay: 'narrowSymbol',
      }),
  );
  return format.format(cents / 100);
}

/** A whole number with the language's grouping: 1234 -> '1,234'. */
export function formatNumber(value: number, locale: Locale): string {
  return cached(`number:${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale])).format(value);
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * A business time in a sentence, in the language's own order and labelled: '6 Mar 2026, 10:00 (UTC+8)',
 * '2026年3月6日 10:00 (UTC+8)', '6 Mac 2026, 10:00 (UTC+8)'. null when unreadable.
 */
export function formatBusinessDateTime(
  at: string | Date,
  locale: Locale,
  { year = true, zone = true }: { year?: boolean; zone?: boolean } = {},
): string | null {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) return null;
  const options = year ? DATE_TIME : { ...DATE_TIME, year: undefined };
  const format = cached(`dt:${locale}:${year}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], options));
  const text = format.format(ms);
  return zone ? `${text} (${BUSINESS_ZONE})` : text;
}

/** A business date (yyyy-mm-dd) as the language writes it: '6 Mar 2026', '2026年3月6日'. */
export function formatBusinessDate(date: string, locale: Locale): string {
  const format = cached(
    `date:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
  );
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? date : format.format(ms);
}

/** The plural category of a count in the language: en has one and other; zh and ms only other. */
export function pluralOf(count: number, locale: Locale): Intl.LDMLPluralRule {
  return cached(`plural:${locale}`, () => new Intl.PluralRules(INTL_LOCALE[locale])).select(count);
}
