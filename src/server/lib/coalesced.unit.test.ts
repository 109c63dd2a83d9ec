import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced';

describe('coalesced', () => {
  it('runs one publish at a time, shares the next run among the callers meanwhile, and settles each after a run that started after its call', async () => {
    const runs: { started: number; finish: () => void }[] = [];
    let calls = 0;
    const publish = coalesced(
      () =>
        new Promise<void>((resolve) => {
          runs.push({ started: calls, finish: resolve });
        }),
    );
    const settled: number[] = [];
    const call = (n: number) => {
      calls = n;
      void publish().then(() => settled.push(n));
    };
    call(1);
    call(2);
    call(3);
    expect(runs).toHaveLength(1);
    runs[0]?.finish();
    await new Promise((r) => setTimeout(r, 0));
    // 1 settled with the first run; 2 and 3 wait for the one run that started after them.
    expect(settled).toEqual([1]);
    expect(runs).toHaveLength(2);
    runs[1]?.finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toEqual([1, 2, 3]);
    expect(runs).toHaveLength(2);
  });

  it('starts afresh after a failed run', async () => {
    let n = 0;
    const publish = coalesced(async () => {
      n += 1;
      if (n === 1) throw new Error('down');
    });
    await expect(publish()).rejects.toThrow('down');
    await expect(publish()).resolves.toBeUndefined();
    expect(n).toBe(2);
  });

  it('gives the callers that shared a run its result, and a later caller a run of its own', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const read = coalesced(async () => {
      runs += 1;
      const n = runs;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return n;
    });
    const first = read();
    const [second, third] = [read(), read()];
    release();
    expect(await first).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    release();
    expect([await second, await third]).toEqual([2, 2]);
    const fourth = read();
    release();
    expect(await fourth).toBe(3);
    expect(runs).toBe(3);
  });
});
