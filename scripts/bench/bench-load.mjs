// What the load-generating benchmarks share (bench-redeem.mjs, bench-fleet.ts): requests with a fixed
// number in flight, a process's CPU time, and the median of rounds.
import { readFileSync } from 'node:fs';

/** Runs task(i) for i in [0, count) with `concurrency` in flight; returns the statuses and seconds. */
export async function pool(count, concurrency, task) {
  const statuses = new Array(count);
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        statuses[i] = (await task(i)).status;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { statuses, seconds };
}

/** CPU seconds (user + system) a process has used; 0 when it cannot be read (not Linux, gone). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
