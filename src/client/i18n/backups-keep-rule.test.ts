// The Backups tab's "Kept" line says what the retention keeps, including when BACKUP_KEEP_DAILY or
// BACKUP_KEEP_WEEKLY is 0 (only the newest, or only days, or only weeks): never "the last 0 days".
import { describe, expect, it } from 'vitest';
import { backups_keepRule as en } from './messages/en/backups';
import { backups_keepRule as ms } from './messages/ms/backups';
import { backups_keepRule as zh } from './messages/zh/backups';

describe('the retention in words', () => {
  it.each([
    [
      { daily: 7, weekly: 4 },
      'The newest of each of the last 7 days, and of each of the 4 weeks before those',
    ],
    [{ daily: 1, weekly: 1 }, 'The newest of each of the last 1 day, and of each of the 1 week before those'],
    [{ daily: 7, weekly: 0 }, 'The newest of each of the last 7 days'],
    [{ daily: 0, weekly: 4 }, 'The newest of each of the last 4 weeks'],
    [{ daily: 0, weekly: 0 }, 'Only the newest backup'],
  ])('%o reads in English as %s', (keep, words) => {
    expect(en(keep)).toBe(words);
  });

  it('never speaks of zero days or weeks, in any language', () => {
    for (const say of [en, zh, ms]) {
      for (const keep of [
        { daily: 0, weekly: 4 },
        { daily: 7, weekly: 0 },
        { daily: 0, weekly: 0 },
      ]) {
        expect(say(keep)).not.toMatch(/\b0\b|\s0\s/);
      }
    }
  });
});
