import { describe, expect, it } from 'vitest';
import { backupName, backupTime } from './backup-files';

describe('backup file names', () => {
  it('are the time in UTC+8, with a number when that second is taken, and read back', () => {
    const at = new Date('2026-11-29T20:00:07.250Z');
    const name = backupName(at, new Set());
    expect(name).toBe('lucky-draw-2026-11-30T040007+0800.tar.gz');
    expect(backupName(at, new Set([name]))).toBe('lucky-draw-2026-11-30T040007+0800-2.tar.gz');
    expect(backupTime(name)).toEqual(new Date('2026-11-29T20:00:07.000Z'));
    expect(backupTime('lucky-draw-2026-11-30T040007+0800-2.tar.gz')).toEqual(
      new Date('2026-11-29T20:00:07.000Z'),
    );
  });

  it('are nothing else: other files, work files and impossible days are not backups', () => {
    for (const name of [
      'notes.txt',
      '.lucky-draw-backup-123-abcd.partial',
      'lucky-draw-2026-02-30T040000+0800.tar.gz',
      'lucky-draw-2026-11-30T040000+0800.tar.gz.partial',
      '../lucky-draw-2026-11-30T040000+0800.tar.gz',
      'lucky-draw-2026-11-30T040000Z.tar.gz',
    ]) {
      expect(backupTime(name), name).toBeNull();
    }
  });
});
