// Business dates and times as the operator's screens enter and step through them: a `datetime-local`
// input's value read as UTC+8, and dates moved by whole days. Apart from business-date.ts, whose module
// the visitors' pages load: these are only the dashboard's (and the server's).

const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored ISO date-time as a `datetime-local` value in UTC+8 ('' stays ''; minutes precision). */
export function toUtc8Input(iso: string): string {
  if (iso === '') return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as UTC+8, as the ISO date-time stored ('' when empty or unfinished). */
export function fromUtc8Input(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?/.exec(value);
  if (!match?.[1]) return '';
  return `${match[1]}${match[2] ?? ':00'}+08:00`;
}

/** A date (yyyy-mm-dd) moved by whole days: ('2026-11-30', 1) -> '2026-12-01'. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
