// Business dates are UTC+8 (Asia/Kuala_Lumpur, no daylight saving): docs/architecture.md, point 9.

const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The yyyy-mm-dd business date of an instant. */
export function businessDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Strict yyyy-mm-dd naming a real calendar day (2026-02-30 is refused). */
export function isValidDateString(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The instants a business date covers: [start, end). */
export function businessDayRange(date: string): { start: Date; end: Date } {
  if (!isValidDateString(date)) throw new RangeError(`not a date: ${date}`);
  const start = new Date(new Date(`${date}T00:00:00Z`).getTime() - OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** An instant as ISO 8601 in business time: 2026-11-23T12:15:00Z -> 2026-11-23T20:15:00.000+08:00. */
export function businessIsoTime(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().replace('Z', '+08:00');
}

/** A range of business dates, either end open: false only when both are given and start is after end. */
export const datesInOrder = (start: string | undefined, end: string | undefined): boolean =>
  !start || !end || start <= end;

/** The instants of business dates start … end (inclusive): [from, to), either end open. */
export function businessDatesRange(
  start: string | undefined,
  end: string | undefined,
): { from: Date | undefined; to: Date | undefined } {
  return {
    from: start ? businessDayRange(start).start : undefined,
    to: end ? businessDayRange(end).end : undefined,
  };
}

/** The label every business time carries where a person reads it. */
export const BUSINESS_ZONE = 'UTC+8';

const instantOf = (at: string | Date): number => (typeof at === 'string' ? Date.parse(at) : at.getTime());

// The fixed offset is the business rule, so the wall time comes from it, not from the device's zone data.
const wallTime = (ms: number): string => new Date(ms + OFFSET_MS).toISOString();

/**
 * A business time for a table whose column says UTC+8: 2026-11-23T12:15:09Z -> '2026-11-23 20:15'
 * (with `seconds`, '2026-11-23 20:15:09'). Sorts as text; '' for an unreadable instant.
 */
export function businessStamp(at: string | Date, { seconds = false }: { seconds?: boolean } = {}): string {
  const ms = instantOf(at);
  return Number.isNaN(ms)
    ? ''
    : wallTime(ms)
        .slice(0, seconds ? 19 : 16)
        .replace('T', ' ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A business time in a sentence, labelled: '23 Nov 2026, 18:00 (UTC+8)'. `year: false` leaves the
 * year out and `zone: false` the label, where the place around it already says them. null when unreadable.
 */
export function businessDateTime(
  at: string | Date,
  { year = true, zone = true }: { year?: boolean; zone?: boolean } = {},
): string | null {
  const ms = instantOf(at);
  if (Number.isNaN(ms)) return null;
  const iso = wallTime(ms);
  const day = `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}${year ? ` ${iso.slice(0, 4)}` : ''}`;
  return `${day}, ${iso.slice(11, 16)}${zone ? ` (${BUSINESS_ZONE})` : ''}`;
}
