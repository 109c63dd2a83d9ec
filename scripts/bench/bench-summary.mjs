// The one table `npm run bench` ends with. Each benchmark runs as its own process (so one's memory and
// open sockets cannot colour the next) and hands its headline figures to the table through a JSON-lines
// file named by BENCH_SUMMARY_FILE; run on its own, a benchmark prints only its own report.
import { appendFileSync, readFileSync } from 'node:fs';

/**
 * @typedef {object} SummaryRow
 * @property {string} measure what was measured, with its conditions
 * @property {string} value the figure as printed, unit included
 * @property {string} [target] the target as printed ('' when there is none)
 * @property {boolean} [met] whether the target holds (omitted when there is none)
 */

/** Adds rows to the summary of the `npm run bench` run this process belongs to, if any. */
export function recordSummary(/** @type {SummaryRow[]} */ rows) {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (!file) return;
  appendFileSync(file, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

/** @returns {SummaryRow[]} */
export function readSummary(/** @type {string} */ file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return []; // no benchmark recorded anything
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const verdict = (/** @type {SummaryRow} */ row) => (row.met === undefined ? '' : row.met ? 'met' : 'NOT met');

/** The rows as a Markdown table (readable as plain text in a terminal too). */
export function summaryTable(/** @type {SummaryRow[]} */ rows) {
  const cells = rows.map((row) => [row.measure, row.value, row.target ?? '', verdict(row)]);
  const head = ['measure', 'value', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (/** @type {string[]} */ c) =>
    `| ${c.map((cell, i) => (i === 1 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 1 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(head), rule, ...cells.map(line)].join('\n');
}
