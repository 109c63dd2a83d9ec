// Types of bench-load.mjs, for the benchmarks written in TypeScript (bench-fleet.ts).
export function pool(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<{ status: number }>,
): Promise<{ statuses: number[]; seconds: number }>;
export function cpuSeconds(pid: number | undefined): number;
export function median(values: number[]): number;
