// CSV as spreadsheets open it (RFC 4180: comma-separated, CRLF line ends, quotes doubled inside quoted
// fields), with formula injection neutralised: a cell an operator's spreadsheet would run as a formula
// (a customer named =HYPERLINK("…")) is made text with a leading apostrophe, as OWASP advises.

/** Excel reads a file as UTF-8 (Chinese names intact) only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export type CsvCell = string | number | boolean | null | undefined;

/** A column of an export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell's text: neutralised when a spreadsheet would read it as a formula, quoted when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers and booleans are ours, never a visitor's text: -5 stays a number a spreadsheet can sum.
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated. */
export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The header row of a set of columns. */
export const csvHeader = <Row>(columns: readonly CsvColumn<Row>[]): string =>
  csvRow(columns.map((c) => c.header));

/** The records of some rows under a set of columns, as one piece of text. */
export const csvRecords = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string =>
  rows.map((row) => csvRow(columns.map((c) => c.value(row)))).join('');

/** `promo-codes` on business date 2026-11-23 -> `promo-codes-2026-11-23.csv`. */
export const csvFileName = (name: string, businessDate: string): string => `${name}-${businessDate}.csv`;
