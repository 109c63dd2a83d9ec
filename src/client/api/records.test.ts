import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_MS, coalescedReload } from './records';

describe('coalescedReload', () => {
  let runs: { resolve: () => void }[];
  const reload = () =>
    new Promise<void>((resolve) => {
      runs.push({ resolve });
    });
  /** How many reloads have started once `ms` more have passed. */
  const runsAfter = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    return runs.length;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    runs = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads once for a burst of asks, BURST_MS after the first', async () => {
    const { ask } = coalescedReload(reload);
    for (let i = 0; i < 20; i++) ask();
    expect(await runsAfter(BURST_MS - 1)).toBe(0);
    expect(await runsAfter(1)).toBe(1);
    runs[0]?.resolve();
    expect(await runsAfter(BURST_MS * 4)).toBe(1);
  });

  it('runs once more after a running reload for the asks that came meanwhile, however many', async () => {
    const { ask } = coalescedReload(reload);
    ask();
    expect(await runsAfter(BURST_MS)).toBe(1);
    for (let i = 0; i < 5; i++) ask();
    expect(await runsAfter(BURST_MS * 4)).toBe(1);
    // The second starts as soon as the first ends: its asks have waited already.
    runs[0]?.resolve();
    expect(await runsAfter(0)).toBe(2);
    runs[1]?.resolve();
    expect(await runsAfter(BURST_MS * 4)).toBe(2);
  });

  it('reloads again after a failed reload when asked meanwhile', async () => {
    let fail = true;
    let calls = 0;
    const { ask } = coalescedReload(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
    });
    ask();
    await vi.advanceTimersByTimeAsync(BURST_MS);
    fail = false;
    ask();
    await vi.advanceTimersByTimeAsync(BURST_MS);
    expect(calls).toBe(2);
  });

  it('starts nothing once stopped', async () => {
    const { ask, stop } = coalescedReload(reload);
    ask();
    stop();
    ask();
    expect(await runsAfter(BURST_MS * 4)).toBe(0);
  });
});
