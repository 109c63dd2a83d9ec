// When backups are made (BACKUP_SCHEDULE): times of day in UTC+8, the business zone, whatever zone the
// server runs in. Pure: the clock is passed in.

const OFFSET_MS = 8 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const DEFAULT_BACKUP_SCHEDULE = '04:00';

/** BACKUP_SCHEDULE read: 'off', or times 'HH:MM' separated by commas; the times sorted, or why not. */
export function parseSchedule(text: string): { times: string[] } | { problem: string } {
  const value = text.trim().toLowerCase();
  if (value === 'off') return { times: [] };
  const times = value.split(',').map((part) => part.trim());
  const bad = times.find((time) => !TIME.test(time));
  if (bad !== undefined) {
    return {
      problem: `"${bad}" is not a time: write times of day in UTC+8 as HH:MM, e.g. 04:00 or 04:00,16:00, or off`,
    };
  }
  return { times: [...new Set(times)].sort() };
}

/** The instants of the day that starts at `dayStart` (midnight UTC+8) at each of `times`. */
const slotsOfDay = (times: readonly string[], dayStart: number): number[] =>
  times.map((time) => dayStart + Number(time.slice(0, 2)) * 3_600_000 + Number(time.slice(3, 5)) * 60_000);

/** Midnight UTC+8 of the day `at` falls on, as an instant. */
const dayStartOf = (at: number): number => Math.floor((at + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;

/** The first scheduled moment after `after`; null when there are no times. */
export function nextSlot(times: readonly string[], after: Date): Date | null {
  if (times.length === 0) return null;
  const today = dayStartOf(after.getTime());
  const next = [...slotsOfDay(times, today), ...slotsOfDay(times, today + DAY_MS)]
    .filter((slot) => slot > after.getTime())
    .sort((a, b) => a - b)[0];
  return next === undefined ? null : new Date(next);
}

/** The last scheduled moment at or before `at`; null when there are no times. */
export function previousSlot(times: readonly string[], at: Date): Date | null {
  if (times.length === 0) return null;
  const today = dayStartOf(at.getTime());
  const last = [...slotsOfDay(times, today - DAY_MS), ...slotsOfDay(times, today)]
    .filter((slot) => slot <= at.getTime())
    .sort((a, b) => b - a)[0];
  return last === undefined ? null : new Date(last);
}
