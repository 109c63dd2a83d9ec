// File sizes, durations and lists in this build's language (#shared/i18n/units does the work); apart from
// format.ts, which the dashboard's first load carries.
import { LOCALE } from '#messages';
import { formatBytes, formatDuration, formatList } from '#shared/i18n/units';

/** A file's size: '6.8 MB'. */
export const bytes = (size: number): string => formatBytes(size, LOCALE);

/** How long something took (ms): '0.8 seconds', '2.5 minutes'. */
export const duration = (ms: number): string => formatDuration(ms, LOCALE);

/** Items as a sentence lists them: '04:00 and 16:00'. */
export const list = (items: readonly string[]): string => formatList(items, LOCALE);
