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
