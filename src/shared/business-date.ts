// Business dates are UTC+8 (Asia/Kuala_Lumpur, no daylight saving), as SPEC §9 says.

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
