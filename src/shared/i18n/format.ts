// Numbers, money and times as each language writes them, through Intl: money in RM ('RM 1,234.50' in every
// language, with a no-break space), times on the business clock (Asia/Kuala_Lumpur) labelled UTC+8. The zone
// is given by name: Node 20 throws on the '+08:00' form.
import { BUSINESS_ZONE } from '../business-date';
import { INTL_LOCALE, type Locale } from './locales';

export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** Intl's formatters are costly to make and free to reuse: one per language and set of options. */
export function formatter<F>(
  cache: Map<string, F>,
  locale: Locale,
  key: string,
  make: (intl: string) => F,
): F {
  const id = `${locale}:${key}`;
  let found = cache.get(id);
  if (!found) {
    found = make(INTL_LOCALE[locale]);
    cache.set(id, found);
  }
  return found;
}

const MONEY: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'MYR',
  currencyDisplay: 'narrowSymbol',
};
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** Cents as RM: 123450 -> 'RM 1,234.50' (narrowSymbol: without it zh writes 'MYR'). */
export function formatMoney(cents: number, locale: Locale): string {
  return formatter(numberFormats, locale, 'money', (intl) => new Intl.NumberFormat(intl, MONEY)).format(
    cents / 100,
  );
}

/** A whole number with the language's grouping: 1234 -> '1,234'. */
export function formatNumber(value: number, locale: Locale): string {
  return formatter(numberFormats, locale, 'number', (intl) => new Intl.NumberFormat(intl)).format(value);
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DAY,
  timeZone: BUSINESS_TIME_ZONE,
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
  const format = formatter(
    dateFormats,
    locale,
    `time:${year}`,
    (intl) => new Intl.DateTimeFormat(intl, options),
  );
  const text = format.format(ms);
  return zone ? `${text} (${BUSINESS_ZONE})` : text;
}

/** A business date (yyyy-mm-dd) as the language writes it: '6 Mar 2026', '2026年3月6日'. */
export function formatBusinessDate(date: string, locale: Locale): string {
  // The date names a calendar day, not an instant: read and written in UTC so no zone moves it.
  const format = formatter(
    dateFormats,
    locale,
    'day',
    (intl) => new Intl.DateTimeFormat(intl, { ...DAY, timeZone: 'UTC' }),
  );
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? date : format.format(ms);
}

/** The plural category of a count in the language: en has one and other; zh and ms only other. */
export function pluralOf(count: number, locale: Locale): Intl.LDMLPluralRule {
  return formatter(pluralRules, locale, 'plural', (intl) => new Intl.PluralRules(intl)).select(count);
}
