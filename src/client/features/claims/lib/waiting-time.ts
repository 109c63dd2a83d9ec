// How long an unclaimed win has waited, in words: its largest whole unit, and whether it has waited long
// enough to be marked.
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A win waiting longer than this is marked (orange) in the Claims list, and the list says so. A day: a
 * customer paid at the counter by the next business day has not been kept waiting.
 */
export const WAITING_ALERT_HOURS = 24;

/** The words of one language (the claims_waiting* messages). */
export interface WaitingWords {
  /** Under a minute. */
  now: string;
  minutes: (p: { count: number }) => string;
  hours: (p: { count: number }) => string;
  days: (p: { count: number }) => string;
}

/** `waitedMs` as 'just now', 'waiting 12 minutes', 'waiting 3 hours' or 'waiting 2 days'. */
export function waitingText(waitedMs: number, words: WaitingWords): string {
  if (waitedMs >= DAY_MS) return words.days({ count: Math.floor(waitedMs / DAY_MS) });
  if (waitedMs >= HOUR_MS) return words.hours({ count: Math.floor(waitedMs / HOUR_MS) });
  if (waitedMs >= MINUTE_MS) return words.minutes({ count: Math.floor(waitedMs / MINUTE_MS) });
  // A clock a little behind the server's makes a fresh win's wait negative: still just now.
  return words.now;
}

/** Whether a win has waited past WAITING_ALERT_HOURS. */
export const waitedLong = (waitedMs: number): boolean => waitedMs > WAITING_ALERT_HOURS * HOUR_MS;
