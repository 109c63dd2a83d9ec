// File sizes, durations and lists as each language writes them, through Intl. Apart from format.ts, which
// every visitor's page loads: only the dashboard's Backups tab shows these.
import { formatter } from './format';
import { INTL_LOCALE, type Locale } from './locales';

const unitFormats = new Map<string, Intl.NumberFormat>();

const unitFormat = (locale: Locale, unit: string, unitDisplay: 'short' | 'long') =>
  formatter(
    unitFormats,
    locale,
    `${unit}:${unitDisplay}`,
    (intl) => new Intl.NumberFormat(intl, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }),
  );

// The units a disk's size is read in (1 MB = 1,000,000 bytes, as today's file managers count).
const SIZE_UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

/** A file's size, one decimal at most: 6_830_000 -> '6.8 MB' in every language; under a kilobyte, in bytes. */
export function formatBytes(bytes: number, locale: Locale): string {
  const [unit, size] = SIZE_UNITS.find(([, of]) => bytes >= of) ?? ['byte', 1];
  return unitFormat(locale, unit, 'short').format(bytes / size);
}

/** How long something took: 800 -> '0.8 seconds' ('0.8秒钟', '0.8 saat'), 150_000 -> '2.5 minutes'. */
export function formatDuration(ms: number, locale: Locale): string {
  return ms < 60_000
    ? unitFormat(locale, 'second', 'long').format(ms / 1000)
    : unitFormat(locale, 'minute', 'long').format(ms / 60_000);
}

/** Items as a sentence lists them: ['04:00', '16:00'] -> '04:00 and 16:00' ('04:00和16:00', '04:00 dan 16:00'). */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(items);
}
