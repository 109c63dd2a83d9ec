// Schedules are shown in the business time zone (UTC+8, SPEC §9), labelled, whatever the device's zone.
const BUSINESS_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kuala_Lumpur',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "23 Nov 2026, 18:00 (UTC+8)"; null for '' or an unreadable date. */
export function businessDateTime(iso: string): string | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : `${BUSINESS_TIME.format(ms)} (UTC+8)`;
}

/** The calendar year at UTC+8, for the footer. */
export const businessYear = (now: number): number => new Date(now + 8 * 60 * 60 * 1000).getUTCFullYear();
