import { describe, expect, it } from 'vitest';
import { WEEKDAY_HOURS } from '#tests/support/factories';
import { ALWAYS_OPEN, isChatOpen, nextOpening, type ChatHours } from './chat-hours';

// 2026-11-23 is a Monday; 10:00 UTC+8 is 02:00Z.
const at = (iso: string) => new Date(iso);

describe('chat hours (UTC+8)', () => {
  it('is open all the time until the operator sets hours', () => {
    expect(isChatOpen(ALWAYS_OPEN, at('2026-11-23T15:59:59Z'))).toBe(true);
    expect(isChatOpen(ALWAYS_OPEN, at('2026-11-29T16:00:00Z'))).toBe(true);
  });

  it('reads the weekday and the time in Malaysia, whatever the instant is written in', () => {
    expect(isChatOpen(WEEKDAY_HOURS, at('2026-11-23T01:00:00Z'))).toBe(true); // Mon 09:00
    expect(isChatOpen(WEEKDAY_HOURS, at('2026-11-23T00:59:59Z'))).toBe(false); // Mon 08:59:59
    expect(isChatOpen(WEEKDAY_HOURS, at('2026-11-23T10:00:00Z'))).toBe(false); // Mon 18:00, the end
    // Friday 23:30 UTC is already Saturday in Malaysia: closed.
    expect(isChatOpen(WEEKDAY_HOURS, at('2026-11-27T23:30:00Z'))).toBe(false);
    // Sunday 20:00 UTC is Monday 04:00 in Malaysia: closed, before the hours.
    expect(isChatOpen(WEEKDAY_HOURS, at('2026-11-29T20:00:00Z'))).toBe(false);
  });

  it('is closed by the switch whatever the hours say', () => {
    expect(isChatOpen({ ...ALWAYS_OPEN, open: false }, at('2026-11-23T02:00:00Z'))).toBe(false);
    expect(nextOpening({ ...ALWAYS_OPEN, open: false }, at('2026-11-23T02:00:00Z'))).toBeNull();
  });

  it('says when it opens next: later today, tomorrow, or after the weekend', () => {
    expect(nextOpening(WEEKDAY_HOURS, at('2026-11-23T00:30:00Z'))?.toISOString()).toBe(
      '2026-11-23T01:00:00.000Z',
    );
    expect(nextOpening(WEEKDAY_HOURS, at('2026-11-23T10:30:00Z'))?.toISOString()).toBe(
      '2026-11-24T01:00:00.000Z',
    );
    // Friday evening -> Monday 09:00.
    expect(nextOpening(WEEKDAY_HOURS, at('2026-11-27T12:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T01:00:00.000Z',
    );
    const closedAllWeek: ChatHours = {
      open: true,
      days: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    };
    expect(nextOpening(closedAllWeek, at('2026-11-23T02:00:00Z'))).toBeNull();
  });
});
