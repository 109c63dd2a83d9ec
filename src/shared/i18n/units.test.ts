import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatList } from './units';

describe('sizes, durations and lists by language', () => {
  it('writes a file’s size in the largest unit it reaches, one decimal at most', () => {
    for (const locale of ['en', 'zh', 'ms'] as const) {
      expect(formatBytes(6_830_000, locale)).toBe('6.8 MB');
      expect(formatBytes(512_000, locale)).toBe('512 kB');
      expect(formatBytes(1_250_000_000, locale)).toBe('1.3 GB');
    }
    expect((['en', 'zh', 'ms'] as const).map((locale) => formatBytes(999, locale))).toEqual([
      '999 byte',
      '999 B',
      '999 bait',
    ]);
  });

  it('writes how long something took in seconds, or minutes from one minute on', () => {
    expect((['en', 'zh', 'ms'] as const).map((locale) => formatDuration(800, locale))).toEqual([
      '0.8 seconds',
      '0.8秒钟',
      '0.8 saat',
    ]);
    expect(formatDuration(150_000, 'en')).toBe('2.5 minutes');
    expect(formatDuration(150_000, 'ms')).toBe('2.5 minit');
  });

  it('lists times as a sentence does in each language', () => {
    expect(formatList(['04:00', '16:00'], 'en')).toBe('04:00 and 16:00');
    expect(formatList(['04:00', '16:00'], 'zh')).toBe('04:00和16:00');
    expect(formatList(['04:00', '12:00', '16:00'], 'ms')).toBe('04:00, 12:00 dan 16:00');
  });
});
