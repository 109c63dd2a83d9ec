// Types of bench-server.mjs, for the benchmarks written in TypeScript (bench-metrics.ts).
import type { ChildProcess } from 'node:child_process';

export const BENCH_PASSWORD: string;
export function startBuiltServer(
  extraEnv?: Record<string, string>,
): Promise<{ base: string; child: ChildProcess; stop: () => Promise<void> }>;
export function adminCookie(base: string): Promise<string>;
