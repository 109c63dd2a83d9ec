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

/** A record read from CSV text: its cells, and the line of the text it starts on (1 first). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The most a reading takes in: past any of these it stops and says which. */
export interface CsvLimits {
  records: number;
  /** Cells in one record. */
  cells: number;
  /** Characters in one cell. */
  cellChars: number;
}

/** Where a reading stopped at one of its limits: the line it was on, the cell (1 first) and which limit. */
export interface CsvLimitBreach {
  line: number;
  cell: number;
  limit: keyof CsvLimits;
}

/** What separates the cells of a record: commas (CSV), tabs (a spreadsheet's copy) or semicolons. */
export type CsvDelimiter = ',' | '\t' | ';';

/**
 * The delimiter of text pasted or saved from a spreadsheet, told by its first line (outside quotes): a
 * tab when it has one (Excel and Google Sheets copy cells tab-separated, and no cell of ours holds a
 * tab); else semicolons when it has at least as many of them as commas (a spreadsheet in a locale whose
 * decimal mark is a comma saves them, and a comma then shows up in its amounts, "RM 1,000.00", rather
 * than between its cells); else commas.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = { ',': 0, '\t': 0, ';': 0 };
  let quoted = false;
  let seen = false;
  for (let i = text.startsWith(CSV_BOM) ? 1 : 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\r' || char === '\n') {
      // Blank lines before the first record are skipped, as the reading skips them.
      if (seen) break;
    } else {
      seen = true;
      if (char === ',' || char === '\t' || char === ';') counts[char] += 1;
    }
  }
  if (counts['\t'] > 0) return '\t';
  return counts[';'] > 0 && counts[';'] >= counts[','] ? ';' : ',';
}

const UNLIMITED: CsvLimits = { records: Infinity, cells: Infinity, cellChars: Infinity };

/**
 * CSV text read as records (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; CRLF,
 * LF or CR line ends; a leading byte-order mark dropped). Blank lines are skipped. An unclosed quote runs
 * to the end of the text, as spreadsheets read it.
 */
export const parseCsv = (text: string): CsvRecord[] => readCsv(text, UNLIMITED).records;

/**
 * The same (with another delimiter when given), stopping at the first limit passed (a record past `records`, a cell past `cells` or
 * `cellChars`): a body of 4 MiB is then read no further than the limit, and the breach names where.
 */
export function readCsv(
  text: string,
  limits: CsvLimits,
  delimiter: CsvDelimiter = ',',
): { records: CsvRecord[]; breach: CsvLimitBreach | null } {
  const records: CsvRecord[] = [];
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let breach: CsvLimitBreach | null = null;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    if (cells.length > limits.cells) breach = { line: start, cell: cells.length, limit: 'cells' };
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== '') {
      records.push({ line: start, cells });
      if (records.length > limits.records) breach ??= { line: start, cell: 0, limit: 'records' };
    }
    cells = [];
  };
  for (let i = 0; i < source.length && !breach; i++) {
    const char = source.charAt(i);
    if (quoted) {
      if (char === '"' && source.charAt(i + 1) === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && source.charAt(i + 1) !== '\n')) line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && source.charAt(i + 1) === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += char;
    if (cell.length > limits.cellChars) breach = { line: start, cell: cells.length + 1, limit: 'cellChars' };
  }
  if (!breach && (cell !== '' || cells.length > 0)) endRecord();
  return { records: breach ? records.slice(0, limits.records) : records, breach };
}
