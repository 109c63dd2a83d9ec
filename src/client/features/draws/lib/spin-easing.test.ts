import { describe, expect, it } from 'vitest';
import { edgeTimes, timeAtProgress } from './spin-easing';

describe('the spin easing', () => {
  it('starts and ends with the spin', () => {
    expect(timeAtProgress(0)).toBeCloseTo(0, 5);
    expect(timeAtProgress(1)).toBeCloseTo(1, 5);
  });

  it('ticks once per slot edge crossed, slower and slower, the last when the wheel is almost still', () => {
    const times = edgeTimes(0, 1830);
    // Edges at 60, 120, ... 1800: thirty of them.
    expect(times).toHaveLength(30);
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1] ?? 0);
    expect(times.at(-1)).toBeLessThan(1);
  });

  it('counts the edges from where the wheel is, not from zero', () => {
    expect(edgeTimes(50, 130)).toHaveLength(2);
    expect(edgeTimes(130, 130)).toEqual([]);
  });
});
