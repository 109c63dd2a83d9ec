// Types of bench-load.mjs, for the benchmarks written in TypeScript (bench-fleet.ts, bench-metrics.ts).
export function pool(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<{ status: number }>,
): Promise<{ statuses: number[]; seconds: number }>;
export function cpuSeconds(pid: number | undefined): number;
export function median(values: number[]): number;
export interface PostAnswer {
  status: number;
  body: string;
}
export type JsonPost = (
  path: string,
  payload: unknown,
  headers?: Record<string, string>,
) => Promise<PostAnswer>;
export function jsonPoster(base: string, maxSockets: number): JsonPost;
export function tally(statuses: number[]): Record<number, number>;
export function createCodes(post: JsonPost, cookie: string, count: number, label: string): Promise<string[]>;
