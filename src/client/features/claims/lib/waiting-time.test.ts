import { describe, expect, it } from 'vitest';
import * as en from '#client/i18n/messages/en/claims';
import * as malay from '#client/i18n/messages/ms/claims';
import * as zh from '#client/i18n/messages/zh/claims';
import { WAITING_ALERT_HOURS, waitedLong, waitingText, type WaitingWords } from './waiting-time';

/** One language's claims messages (each language's own literal types, so not typeof en). */
type Catalog = Record<
  'claims_waitingMinutes' | 'claims_waitingHours' | 'claims_waitingDays',
  WaitingWords['days']
> & {
  claims_waitingNow: string;
};
const wordsOf = (m: Catalog): WaitingWords => ({
  now: m.claims_waitingNow,
  minutes: m.claims_waitingMinutes,
  hours: m.claims_waitingHours,
  days: m.claims_waitingDays,
});
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('how long a win has waited, in words', () => {
  it('says a win of under a minute ago is just now, never "0 hours"', () => {
    expect(waitingText(0, wordsOf(en))).toBe('just now');
    expect(waitingText(59 * SECOND, wordsOf(en))).toBe('just now');
    // A browser clock a little behind the server's.
    expect(waitingText(-5 * SECOND, wordsOf(en))).toBe('just now');
  });

  it('says the largest whole unit, singular and plural', () => {
    const say = (ms: number) => waitingText(ms, wordsOf(en));
    expect(say(MINUTE)).toBe('waiting 1 minute');
    expect(say(12 * MINUTE + 59 * SECOND)).toBe('waiting 12 minutes');
    expect(say(HOUR)).toBe('waiting 1 hour');
    expect(say(3 * HOUR + 59 * MINUTE)).toBe('waiting 3 hours');
    expect(say(DAY - 1)).toBe('waiting 23 hours');
    expect(say(DAY)).toBe('waiting 1 day');
    expect(say(2 * DAY + 23 * HOUR)).toBe('waiting 2 days');
  });

  it('says the same in Chinese and in Malay', () => {
    expect([30 * SECOND, 12 * MINUTE, 3 * HOUR, 2 * DAY].map((ms) => waitingText(ms, wordsOf(zh)))).toEqual([
      '刚刚',
      '已等待 12 分钟',
      '已等待 3 小时',
      '已等待 2 天',
    ]);
    expect(
      [30 * SECOND, 12 * MINUTE, 3 * HOUR, 2 * DAY].map((ms) => waitingText(ms, wordsOf(malay))),
    ).toEqual(['baru sahaja', 'menunggu 12 minit', 'menunggu 3 jam', 'menunggu 2 hari']);
  });

  it('marks a win only once it has waited past the threshold the list states', () => {
    expect(waitedLong(MINUTE)).toBe(false);
    expect(waitedLong(WAITING_ALERT_HOURS * HOUR)).toBe(false);
    expect(waitedLong(WAITING_ALERT_HOURS * HOUR + MINUTE)).toBe(true);
    expect(en.claims_waitingLegend({ hours: WAITING_ALERT_HOURS })).toBe('Orange: waiting over 24 hours');
  });
});
