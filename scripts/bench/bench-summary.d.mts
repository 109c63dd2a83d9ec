// Types of bench-summary.mjs, for the benchmarks written in TypeScript (bench-stats.ts).
export interface SummaryRow {
  measure: string;
  value: string;
  target?: string;
  met?: boolean;
}
export function recordSummary(rows: SummaryRow[]): void;
export function readSummary(file: string): SummaryRow[];
export function summaryTable(rows: SummaryRow[]): string;
