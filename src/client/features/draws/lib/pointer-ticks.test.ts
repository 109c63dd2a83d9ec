import { describe, expect, it } from 'vitest';
import { tickCount, tickKeyframes } from './pointer-ticks';
import { edgeTimes } from './spin-easing';

describe("the pointer's ticks", () => {
  it('holds one tick per slot edge of a spin, in one animation whose keyframes only move forward', () => {
    for (const durationMs of [2000, 6000]) {
      const times = edgeTimes(0, 1830);
      const frames = tickKeyframes(times, durationMs);
      expect(tickCount(frames)).toBe(times.length);
      const offsets = frames.map((frame) => Number(frame.offset));
      expect(offsets[0]).toBe(0);
      expect(offsets.at(-1)).toBe(1);
      for (let i = 1; i < offsets.length; i++) expect(offsets[i]).toBeGreaterThanOrEqual(offsets[i - 1] ?? 0);
      // Only the transform moves: what the compositor can run alone.
      for (const frame of frames) {
        expect(Object.keys(frame).filter((key) => !['offset', 'easing'].includes(key))).toEqual([
          'transform',
        ]);
      }
    }
  });

  it('runs together edges too close to see apart, rather than overlapping their swings', () => {
    const frames = tickKeyframes([0.1, 0.1001, 0.5], 2000);
    expect(tickCount(frames)).toBe(2);
  });

  it('stays at rest for a spin that crosses no edge', () => {
    expect(tickCount(tickKeyframes([], 2000))).toBe(0);
  });
});
