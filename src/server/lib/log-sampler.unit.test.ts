import { describe, expect, it } from 'vitest';
import { LogSampler } from './log-sampler';

describe('LogSampler', () => {
  it('lets one line per key through per window, and counts the ones it left out', () => {
    const sampler = new LogSampler({ windowMs: 60_000 });
    expect(sampler.take('a', 0)).toEqual({ skipped: 0 });
    for (let i = 1; i <= 5; i++) expect(sampler.take('a', i * 1000)).toBeNull();
    expect(sampler.take('b', 5000)).toEqual({ skipped: 0 });
    expect(sampler.take('a', 59_999)).toBeNull();
    expect(sampler.take('a', 60_000)).toEqual({ skipped: 6 });
    expect(sampler.take('a', 60_001)).toBeNull();
  });

  it('holds at most maxKeys keys; keys beyond share one overflow line per window', () => {
    const sampler = new LogSampler({ windowMs: 1000, maxKeys: 3 });
    const lines = Array.from({ length: 1000 }, (_, i) => sampler.take(`10.0.${i >> 8}.${i & 255}`, 0));
    // Three keys of their own, then one line for all the others together.
    expect(lines.filter((l) => l !== null)).toHaveLength(4);
    expect(sampler.size).toBeLessThanOrEqual(4);

    // Once their windows end, room is made for new keys.
    expect(sampler.take('fresh', 1000)).toEqual({ skipped: 0 });
    expect(sampler.take('fresh', 1001)).toBeNull();
    expect(sampler.size).toBeLessThanOrEqual(4);
  });
});
