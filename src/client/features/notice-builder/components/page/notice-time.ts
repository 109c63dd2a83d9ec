// Schedules are shown in the business time zone (UTC+8, docs/architecture.md, point 9), labelled,
// whatever the device's zone.
export { businessDateTime } from '#shared/business-date';

/** The calendar year at UTC+8, for the footer. */
export const businessYear = (now: number): number => new Date(now + 8 * 60 * 60 * 1000).getUTCFullYear();
