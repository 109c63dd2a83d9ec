import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './backup-retention';

/** A backup at 04:00 UTC+8 of each day given (yyyy-mm-dd), named by its day. */
const daily = (...days: string[]) =>
  days.map((day) => ({ name: day, createdAt: new Date(`${day}T04:00:00+08:00`) }));
const kept = (backups: { name: string; createdAt: Date }[], d: number, w: number) =>
  [...backupsToKeep(backups, d, w)].sort().reverse();

describe('which backups the retention keeps', () => {
  // Every day from Monday 2026-11-02 to Monday 2026-11-30.
  const month = daily(
    ...Array.from({ length: 29 }, (_, i) => new Date(Date.UTC(2026, 10, 2 + i)).toISOString().slice(0, 10)),
  );

  it('keeps the newest of the last 7 days, then the newest of 4 earlier weeks (Monday to Sunday)', () => {
    expect(kept(month, 7, 4)).toEqual([
      // Daily: 30 Nov back to 24 Nov.
      '2026-11-30',
      '2026-11-29',
      '2026-11-28',
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
      // Weekly: the weeks of 30 Nov and 23 Nov have their newest kept already (30 Nov, 29 Nov); then
      // the Sundays of the weeks of 16, 9 and 2 Nov. Only three earlier weeks exist.
      '2026-11-22',
      '2026-11-15',
      '2026-11-08',
    ]);
  });

  it('keeps only the newest backup of a day', () => {
    const day = [
      { name: 'morning', createdAt: new Date('2026-11-30T04:00:00+08:00') },
      { name: 'evening', createdAt: new Date('2026-11-30T21:00:00+08:00') },
      { name: 'before midnight', createdAt: new Date('2026-11-29T23:59:00+08:00') },
    ];
    expect(kept(day, 7, 0)).toEqual(['evening', 'before midnight']);
  });

  it('always keeps the newest, even with nothing to keep', () => {
    expect(kept(month, 0, 0)).toEqual(['2026-11-30']);
    expect(kept([], 7, 4)).toEqual([]);
  });
});
