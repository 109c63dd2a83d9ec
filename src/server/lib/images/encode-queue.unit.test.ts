// The bounded queue the uploads' re-encoding runs in: its bound, its order, that every place comes back
// (after a success, a failure, or no job at all), and the Retry-After it estimates. Jobs are promises the
// test settles itself, so nothing here depends on timing.
import { describe, expect, it } from 'vitest';
import { EncodeQueue } from './encode-queue';

/** A promise the test settles when it chooses. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('EncodeQueue', () => {
  it('gives at most running + waiting places, and a place again once one is given back', () => {
    const queue = new EncodeQueue({ running: 2, waiting: 4 });
    const places = Array.from({ length: 6 }, () => queue.reserve());
    expect(places.every((p) => p !== null)).toBe(true);
    expect(queue.reserve()).toBeNull();
    expect(queue.stats).toEqual({ places: 6, running: 0, waiting: 0 });

    places[3]?.release();
    places[3]?.release(); // twice: still one place back, not two
    expect(queue.stats.places).toBe(5);
    expect(queue.reserve()).not.toBeNull();
    expect(queue.reserve()).toBeNull();
  });

  it('runs at most `running` jobs at once, the others in the order they came', async () => {
    const queue = new EncodeQueue({ running: 2, waiting: 3 });
    const gates = Array.from({ length: 5 }, () => gate());
    const started: number[] = [];
    const done = gates.map((g, i) => {
      const place = queue.reserve();
      if (!place) throw new Error(`no place for job ${i}`);
      return place.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      });
    });
    await settle();
    expect(started).toEqual([0, 1]);
    expect(queue.stats).toEqual({ places: 5, running: 2, waiting: 3 });

    gates[1]?.open();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.stats).toEqual({ places: 4, running: 2, waiting: 2 });

    // A newcomer that arrives as a slot frees does not jump the line.
    const late = queue.reserve();
    expect(late).not.toBeNull();
    const lateDone = late?.run(async () => {
      started.push(99);
      return 99;
    });
    gates[0]?.open();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);

    for (const g of gates) g.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(await lateDone).toBe(99);
    expect(started).toEqual([0, 1, 2, 3, 4, 99]);
    expect(queue.stats).toEqual({ places: 0, running: 0, waiting: 0 });
  });

  it('gives the place and the slot back when a job fails', async () => {
    const queue = new EncodeQueue({ running: 1, waiting: 0 });
    const place = queue.reserve();
    expect(queue.reserve()).toBeNull();
    await expect(place?.run(() => Promise.reject(new Error('bad pixels')))).rejects.toThrow('bad pixels');
    expect(queue.stats).toEqual({ places: 0, running: 0, waiting: 0 });
    await expect(queue.reserve()?.run(() => Promise.resolve('next'))).resolves.toBe('next');
    expect(queue.stats).toEqual({ places: 0, running: 0, waiting: 0 });
  });

  it('refuses a second job on one place, and a job on a released place', async () => {
    const queue = new EncodeQueue({ running: 1, waiting: 1 });
    const place = queue.reserve();
    await place?.run(() => Promise.resolve());
    await expect(place?.run(() => Promise.resolve())).rejects.toThrow(/already been used or released/);
    const other = queue.reserve();
    other?.release();
    await expect(other?.run(() => Promise.resolve())).rejects.toThrow(/already been used or released/);
    expect(queue.stats).toEqual({ places: 0, running: 0, waiting: 0 });
  });

  it('tells a refused caller how long the held work should take, from the jobs it has timed', async () => {
    let now = 0;
    const queue = new EncodeQueue({ running: 2, waiting: 4, now: () => now, initialJobMs: 4000 });
    const places = Array.from({ length: 6 }, () => queue.reserve());
    // Six places at the assumed 4 s, two at a time: 12 s.
    expect(queue.retryAfterSeconds()).toBe(12);

    // Jobs of 1 s pull the estimate down (each moves it 30 % of the way).
    for (const place of places.slice(0, 2)) {
      await place?.run(async () => {
        now += 1000;
      });
    }
    // 4000 → 3100 → 2470 ms; four places held: ceil(2.47 × 4 / 2) = 5 s.
    expect(queue.retryAfterSeconds()).toBe(5);
    for (const place of places) place?.release();
    expect(queue.retryAfterSeconds()).toBe(2); // nothing held: counted as one place, ceil(2.47 / 2)

    // Clamped to a minute however slow the jobs.
    const slow = new EncodeQueue({ running: 1, waiting: 5, initialJobMs: 600_000 });
    expect(slow.retryAfterSeconds()).toBe(60);
  });

  it('needs a running slot', () => {
    expect(() => new EncodeQueue({ running: 0, waiting: 4 })).toThrow(/at least one running slot/);
  });
});
