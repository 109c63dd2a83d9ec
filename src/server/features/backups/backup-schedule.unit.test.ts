import { describe, expect, it } from 'vitest';
import { nextSlot, parseSchedule, previousSlot } from './backup-schedule';

describe('the backup schedule (UTC+8)', () => {
  it('reads times of day, sorted and once each, or off', () => {
    expect(parseSchedule('04:00')).toEqual({ times: ['04:00'] });
    expect(parseSchedule(' 16:30,04:00 , 16:30')).toEqual({ times: ['04:00', '16:30'] });
    expect(parseSchedule('Off')).toEqual({ times: [] });
    for (const bad of ['4:00', '24:00', '12:60', 'noon', '', '04:00,']) {
      expect(parseSchedule(bad)).toHaveProperty('problem');
    }
  });

  it('finds the next and the last scheduled moment in UTC+8, whatever zone the server runs in', () => {
    // 2026-01-15T19:59Z is 03:59 on the 16th in UTC+8: 04:00 is a minute away.
    expect(nextSlot(['04:00'], new Date('2026-01-15T19:59:00Z'))).toEqual(new Date('2026-01-15T20:00:00Z'));
    // At 04:00 exactly, the next is tomorrow's; the last is this one.
    expect(nextSlot(['04:00'], new Date('2026-01-15T20:00:00Z'))).toEqual(new Date('2026-01-16T20:00:00Z'));
    expect(previousSlot(['04:00'], new Date('2026-01-15T20:00:00Z'))).toEqual(
      new Date('2026-01-15T20:00:00Z'),
    );
    // 12:00 UTC+8 with 04:00 and 16:30: next 16:30 today, last 04:00 today.
    const noon = new Date('2026-01-15T04:00:00Z');
    expect(nextSlot(['04:00', '16:30'], noon)).toEqual(new Date('2026-01-15T08:30:00Z'));
    expect(previousSlot(['04:00', '16:30'], noon)).toEqual(new Date('2026-01-14T20:00:00Z'));
    // Just after midnight UTC+8, the last 16:30 was yesterday's.
    expect(previousSlot(['16:30'], new Date('2026-01-15T16:05:00Z'))).toEqual(
      new Date('2026-01-15T08:30:00Z'),
    );
    expect(nextSlot([], noon)).toBeNull();
    expect(previousSlot([], noon)).toBeNull();
  });
});
