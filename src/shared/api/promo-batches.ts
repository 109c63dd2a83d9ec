// Promo codes in batches (docs/decisions/0019): the rows an operator uploads or pastes, read by the same
// rules as the Generate form, and the payloads of POST /api/admin/promo-batches/preview, POST
// /api/admin/promo-batches, GET /api/admin/promo-batches and its codes.csv.
import { z } from 'zod';
import { instantText, moneyText } from './answer-fields';
import { detectDelimiter, readCsv, type CsvLimitBreach } from '../csv';
import { FOC_PERCENT, formatCents, MAX_CENTS, parseAmountText, percentOfCents } from '../money';
import { isStorableText } from '../text-rule';
import { valueOfSpins, type RuledPrizeValues } from '../prize-values';
import { PRIZE_TYPES, type PrizeType } from '../prizes';
import { EXPIRATION_HOURS, USAGE_LIMIT } from '../promo-status';
import { SLOTS } from '../wheel';
import { idField, optionalInstantField } from '../input-rules';
import { errorBodySchema } from './errors';
import { generatePromoBodySchema, prizeTypeSchema } from './promo';

/** The columns, in the order a file without a header row gives them. */
export const BATCH_COLUMNS = [
  'customerName',
  'depositAmount',
  'prizeSlot',
  'wheel',
  'usageLimit',
  'expirationHours',
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

/** The most rows one batch may hold. */
export const BATCH_MAX_ROWS = 10_000;
/** The most a CSV body may weigh: 10,000 rows with long names fit. JSON bodies keep the 1 MiB of all. */
export const BATCH_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
/** The most cells a CSV row may have: the 6 columns, and room for the blank ones a spreadsheet adds. */
export const BATCH_MAX_CELLS = 50;
/** The most characters in one cell, as text or as JSON. */
export const BATCH_MAX_CELL_CHARS = 200;

const CELL_TOO_LONG = `A cell can be at most ${BATCH_MAX_CELL_CHARS} characters`;
const cell = z.union([z.string().max(BATCH_MAX_CELL_CHARS, CELL_TOO_LONG), z.number(), z.null()]);

/** One row as `{ rows: [...] }` sends it: every column optional but customerName (blank takes the default). */
export const batchRowInputSchema = z.strictObject(
  Object.fromEntries(BATCH_COLUMNS.map((column) => [column, cell.optional()])) as Record<
    BatchColumn,
    z.ZodOptional<typeof cell>
  >,
  { error: `Each row must be an object with the columns ${BATCH_COLUMNS.join(', ')}` },
);

/** The body of a preview and of a generate: CSV text (Content-Type text/csv) or `{ rows }`. */
export const batchBodySchema = z.union(
  [
    z.string(),
    z.strictObject({
      rows: z
        .array(batchRowInputSchema, { error: 'rows must be a list' })
        .max(BATCH_MAX_ROWS, `A batch can have at most ${BATCH_MAX_ROWS} rows`),
    }),
  ],
  { error: 'Send the rows as text/csv or as JSON { rows: [...] }' },
);
export type BatchBody = z.infer<typeof batchBodySchema>;

/** For either kind of body: the batch's scheduled start, which its codes' expiry counts from. */
export const batchQuerySchema = z.object({ validFrom: optionalInstantField('validFrom') });

/** A row that passed every rule: what one code will be made of. */
export interface BatchRow {
  /** The line of the CSV text (its header is line 1), or the row's place in `rows` (1 first). */
  line: number;
  customerName: string;
  depositCents: number;
  prizeSlot: number;
  wheel: PrizeType;
  usageLimit: number;
  expirationHours: number;
}

export interface BatchProblem {
  /** The CSV line (its header is line 1) or the row in `rows` (1 first); 0: the batch as a whole. */
  line: number;
  /** The column the problem is in; null when it is the row's or the batch's. */
  column: BatchColumn | null;
  /** The cell of the CSV line (1 first); null for `rows` and for the batch. */
  cell: number | null;
  /** What is wrong and what was expected, starting with the column's name when there is one. */
  message: string;
}

/** Where each column sits in a row (0 first), or null for a JSON row: the cell a problem names. */
type CellOf = (column: BatchColumn) => number | null;

const blank = (value: string) => value.trim() === '';

export const AMOUNT_EXPECTED = 'expected an amount of RM such as 1000, 1,000.00 or RM 1,000.00';

function wholeNumberIn(text: string, min: number, max: number): number | null {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return n >= min && n <= max ? n : null;
}

/** One row's cells read by the Generate form's rules; every broken rule named with its column and cell. */
function readRow(
  line: number,
  cells: Record<BatchColumn, string>,
  cellOf: CellOf,
): BatchRow | BatchProblem[] {
  const problems: BatchProblem[] = [];
  const problem = (column: BatchColumn, expected: string) =>
    problems.push({ line, column, cell: cellOf(column), message: `${column}: ${expected}` });
  const whole = (
    column: BatchColumn,
    { min, max, default: fallback }: { min: number; max: number; default: number },
  ) => {
    if (blank(cells[column])) return fallback;
    const n = wholeNumberIn(cells[column], min, max);
    if (n === null) problem(column, `expected a whole number from ${min} to ${max}`);
    return n ?? fallback;
  };

  const name = generatePromoBodySchema.shape.customerName.safeParse(cells.customerName);
  if (!name.success) {
    problem(
      'customerName',
      `expected a name or ID of 1 to 100 characters (${name.error.issues[0]?.message ?? 'it is required'})`,
    );
  }
  let depositCents = 0;
  if (!blank(cells.depositAmount)) {
    const cents = parseAmountText(cells.depositAmount);
    if (cents === null || cents > MAX_CENTS) problem('depositAmount', AMOUNT_EXPECTED);
    else depositCents = cents;
  }
  const prizeSlot = whole('prizeSlot', { min: 1, max: SLOTS, default: 1 });
  const wheelText = cells.wheel.trim().toLowerCase() || 'normal';
  const wheel = PRIZE_TYPES.find((type) => type === wheelText);
  if (!wheel) problem('wheel', 'expected normal or super');
  const usageLimit = whole('usageLimit', USAGE_LIMIT);
  const expirationHours = whole('expirationHours', EXPIRATION_HOURS);
  if (!name.success || !wheel || problems.length > 0) return problems;
  return { line, customerName: name.data, depositCents, prizeSlot, wheel, usageLimit, expirationHours };
}

const emptyCells = (): Record<BatchColumn, string> =>
  Object.fromEntries(BATCH_COLUMNS.map((column) => [column, ''])) as Record<BatchColumn, string>;

/** What each limit of a CSV batch says when it is passed. */
const LIMIT_PROBLEMS: Record<CsvLimitBreach['limit'], string> = {
  records: `A batch can have at most ${BATCH_MAX_ROWS} rows`,
  cells: `A row can have at most ${BATCH_MAX_CELLS} cells`,
  cellChars: CELL_TOO_LONG,
};

/** The unknown columns a problem names, each cut short: a header of any size gets a short answer. */
const SHOWN_UNKNOWN_COLUMNS = 5;
const SHOWN_COLUMN_CHARS = 40;

/** A header's text as a message may show it: what no text may hold (a NUL, a direction override) as �. */
const shownText = (text: string) =>
  Array.from(text, (char) => (isStorableText(char) ? char : '\uFFFD')).join('');

function unknownColumnsText(unknown: readonly string[]): string {
  const shown = unknown
    .slice(0, SHOWN_UNKNOWN_COLUMNS)
    .map((name) =>
      shownText(name.length > SHOWN_COLUMN_CHARS ? `${name.slice(0, SHOWN_COLUMN_CHARS)}…` : name),
    );
  const more = unknown.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/** The first piece of an amount whose thousands were split at their commas: "RM 1", "12". */
const AMOUNT_HEAD = /^\s*(?:RM\s*)?\d{1,3}\s*$/i;
/** A following piece: three digits, the last one maybe with its decimals ("000", "000.00"). */
const THOUSANDS = /^\d{3}$/;
const LAST_THOUSANDS = /^\d{3}\.\d{1,2}\s*$/;

/**
 * In a comma-separated row, an amount written without quotes ("RM 1,000.00") arrives split at its
 * commas. Its pieces are joined back when that is the only reading: the pieces after the amount's first
 * one are three digits each, and either the last carries decimals ("000.00", which no other column
 * holds), or the amount starts with RM, or the row has that many cells too many. Otherwise the cells are
 * left as they are (docs/decisions/0043-rows-pasted-from-a-spreadsheet.md).
 */
function joinSplitAmount(cells: string[], amountAt: number, columns: number): string[] {
  const head = cells[amountAt];
  if (amountAt < 0 || head === undefined || !AMOUNT_HEAD.test(head)) return cells;
  let pieces = 0;
  let decimals = false;
  for (let i = amountAt + 1; i < cells.length && !decimals; i++) {
    const piece = cells[i] ?? '';
    if (LAST_THOUSANDS.test(piece)) decimals = true;
    else if (!THOUSANDS.test(piece)) break;
    pieces += 1;
  }
  const surplus = Math.max(0, cells.length - columns);
  const joined = decimals || /RM/i.test(head) ? pieces : Math.min(pieces, surplus);
  if (joined === 0) return cells;
  const amount = cells.slice(amountAt, amountAt + joined + 1).join(',');
  return [...cells.slice(0, amountAt), amount, ...cells.slice(amountAt + joined + 1)];
}

interface ReadRows {
  rows: { line: number; cells: Record<BatchColumn, string>; cellOf: CellOf }[];
  problems: BatchProblem[];
  /** Past a limit: the text was not read to its end, and nothing more is said of it. */
  refused?: boolean;
}

/**
 * Text pasted or uploaded as rows of cells by column. Its cells are separated by tabs (a spreadsheet's
 * copy), semicolons or commas, told by its first line (#shared/csv detectDelimiter); a first row naming the
 * columns (any order) is a header. The text is read no further than the batch's limits (a header and
 * BATCH_MAX_ROWS rows, BATCH_MAX_CELLS cells of BATCH_MAX_CELL_CHARS): past one, the only problem is that
 * limit.
 */
function csvRows(text: string): ReadRows {
  const delimiter = detectDelimiter(text);
  const { records, breach } = readCsv(
    text,
    { records: BATCH_MAX_ROWS + 1, cells: BATCH_MAX_CELLS, cellChars: BATCH_MAX_CELL_CHARS },
    delimiter,
  );
  if (breach) {
    // Too many rows is the batch's problem (line 0, as for { rows }); a row too wide or a cell too long is
    // its line's.
    const [line, cell] = breach.limit === 'records' ? [0, null] : [breach.line, breach.cell];
    return {
      rows: [],
      problems: [{ line, column: null, cell, message: LIMIT_PROBLEMS[breach.limit] }],
      refused: true,
    };
  }
  const first = records[0];
  const named = first?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const isHeader = named.includes('customername');
  const problems: BatchProblem[] = [];
  let order: readonly (BatchColumn | null)[] = BATCH_COLUMNS;
  if (first && isHeader) {
    order = named.map((n) => BATCH_COLUMNS.find((column) => column.toLowerCase() === n) ?? null);
    const unknownAt = first.cells.findIndex((_, i) => order[i] === null && named[i] !== '');
    const unknown = first.cells.filter((_, i) => order[i] === null && named[i] !== '');
    if (unknown.length > 0) {
      problems.push({
        line: first.line,
        column: null,
        cell: unknownAt + 1,
        message: `Unknown column ${unknownColumnsText(unknown)}: expected the columns ${BATCH_COLUMNS.join(', ')}`,
      });
    }
  }
  // A header's blank cells at its end (a spreadsheet's empty columns) name no column.
  const width = isHeader ? named.length - [...named].reverse().findIndex((n) => n !== '') : order.length;
  const positions = new Map(order.flatMap((column, i) => (column ? [[column, i] as const] : [])));
  const cellOf: CellOf = (column) => {
    const at = positions.get(column);
    return at === undefined ? null : at + 1;
  };
  const amountAt = positions.get('depositAmount') ?? -1;
  const rows: ReadRows['rows'] = [];
  for (const record of isHeader ? records.slice(1) : records) {
    const cells = delimiter === ',' ? joinSplitAmount(record.cells, amountAt, width) : record.cells;
    // Blank cells past the last column are a spreadsheet's empty columns; anything else there is too much.
    const extraAt = cells.findIndex((value, i) => i >= width && !blank(value));
    if (extraAt >= 0) {
      // The amount is to blame when it looks split at a comma: it starts with RM, or the cell after it
      // holds digits no other column takes (two or more, or decimals: a slot is one digit).
      const head = cells[amountAt] ?? '';
      const looksLikeAmount =
        AMOUNT_HEAD.test(head) &&
        (/RM/i.test(head) || /^\d{2,}(?:\.\d*)?$|^\d*\.\d+$/.test(cells[amountAt + 1] ?? ''));
      problems.push(
        looksLikeAmount
          ? {
              line: record.line,
              column: 'depositAmount',
              cell: amountAt + 1,
              message: `depositAmount: ${AMOUNT_EXPECTED}; the row has ${cells.length} cells for ${width} columns, so an amount with commas cannot be told from the cells after it: put it in quotes ("RM 1,000.00") or write it without commas`,
            }
          : {
              line: record.line,
              column: null,
              cell: extraAt + 1,
              message: `A row can have at most ${width} cells: expected the ${width} columns ${order.filter((c) => c !== null).join(', ')}`,
            },
      );
      continue;
    }
    const byColumn = emptyCells();
    cells.forEach((value, i) => {
      const column = order[i];
      if (column) byColumn[column] = value;
    });
    rows.push({ line: record.line, cells: byColumn, cellOf });
  }
  return { rows, problems };
}

/** Rows read between two of readBatch's pauses. */
const ROWS_PER_TURN = 500;

/**
 * A batch body read into rows and the problems of the rows that break a rule (none made until none).
 * `pause` is awaited every few hundred rows: the server lets other requests run there.
 */
export async function readBatch(
  body: BatchBody,
  pause: () => Promise<void> = async () => undefined,
): Promise<{ rows: BatchRow[]; errors: BatchProblem[] }> {
  const input: ReadRows =
    typeof body === 'string'
      ? csvRows(body)
      : {
          problems: [],
          rows: body.rows.map((row, i) => {
            const cells = emptyCells();
            for (const column of BATCH_COLUMNS) {
              const value = row[column];
              cells[column] = value === null || value === undefined ? '' : String(value);
            }
            return { line: i + 1, cells, cellOf: () => null };
          }),
        };
  const errors = [...input.problems];
  const rows: BatchRow[] = [];
  if (input.refused) return { rows, errors };
  const whole = { line: 0, column: null, cell: null };
  if (input.rows.length === 0 && errors.length === 0)
    errors.push({ ...whole, message: 'The batch has no rows' });
  if (input.rows.length > BATCH_MAX_ROWS) {
    errors.push({ ...whole, message: `A batch can have at most ${BATCH_MAX_ROWS} rows` });
    return { rows, errors };
  }
  for (const [i, { line, cells, cellOf }] of input.rows.entries()) {
    if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await pause();
    const read = readRow(line, cells, cellOf);
    if (Array.isArray(read)) errors.push(...read);
    else rows.push(read);
  }
  errors.sort((a, b) => a.line - b.line || (a.cell ?? 0) - (b.cell ?? 0));
  return { rows, errors };
}

function issuedValue(rows: readonly BatchRow[], values: RuledPrizeValues): string | null {
  const spins = rows.map((row) => ({ prizeType: row.wheel, slot: row.prizeSlot, count: row.usageLimit }));
  const { cents, unknown } = valueOfSpins(values, spins);
  return unknown > 0 || rows.length === 0 ? null : formatCents(cents);
}

/**
 * What the preview and the generate form say of a batch: its size, its prizes, its deposits, and the
 * value of the prizes it issues (every use of every code at its slot's value; unknown while any of its
 * slots has no value, since a sum that leaves some out would read as the whole).
 */
export function batchSummary(
  rows: readonly BatchRow[],
  prizeName: (wheel: PrizeType, slot: number) => string,
  values: RuledPrizeValues,
) {
  const perSlot = new Map<string, { wheel: PrizeType; slot: number; prizeName: string; codes: number }>();
  let depositCents = 0;
  for (const row of rows) {
    depositCents += row.depositCents;
    const key = `${row.wheel}:${row.prizeSlot}`;
    const entry = perSlot.get(key) ?? {
      wheel: row.wheel,
      slot: row.prizeSlot,
      prizeName: prizeName(row.wheel, row.prizeSlot),
      codes: 0,
    };
    entry.codes += 1;
    perSlot.set(key, entry);
  }
  return {
    rows: rows.length,
    codes: rows.length,
    perSlot: [...perSlot.values()].sort((a, b) => a.wheel.localeCompare(b.wheel) || a.slot - b.slot),
    totalDeposits: formatCents(depositCents),
    foc: formatCents(percentOfCents(depositCents, FOC_PERCENT)),
    prizeValue: issuedValue(rows, values),
  };
}

export const batchProblemSchema = z.object({
  line: z
    .number()
    .int()
    .describe('The CSV line (its header is line 1), or the row in rows (1 first); 0: the batch'),
  column: z
    .enum(BATCH_COLUMNS)
    .nullable()
    .describe("The column the problem is in; null when it is the row's or the batch's"),
  cell: z
    .number()
    .int()
    .nullable()
    .describe('The cell of the CSV line (1 first); null for rows and for the batch'),
  message: z
    .string()
    .describe('What is wrong and what was expected, starting with the column when there is one'),
});

export const batchRowSchema = z.object({
  line: z.number().int(),
  customerName: z.string(),
  depositAmount: moneyText,
  prizeSlot: z.number().int(),
  wheel: prizeTypeSchema,
  prizeName: z.string(),
  usageLimit: z.number().int(),
  expirationHours: z.number().int(),
});

export const batchSummarySchema = z.object({
  rows: z.number().int(),
  codes: z.number().int(),
  perSlot: z.array(
    z.object({
      wheel: prizeTypeSchema,
      slot: z.number().int(),
      prizeName: z.string(),
      codes: z.number().int(),
    }),
  ),
  totalDeposits: moneyText,
  foc: moneyText.describe(`${FOC_PERCENT}% of the deposits`),
  prizeValue: z
    .string()
    .nullable()
    .describe(
      "The value of the prizes issued (each code's uses at its slot's value); null when a slot has none",
    ),
});

export const batchPreviewSchema = z.object({
  rows: z.array(batchRowSchema),
  errors: z.array(batchProblemSchema),
  summary: batchSummarySchema,
});
export type BatchPreview = z.infer<typeof batchPreviewSchema>;

export const batchCreatedSchema = z.object({ batchId: z.number().int(), count: z.number().int() });
export type BatchCreated = z.infer<typeof batchCreatedSchema>;

/** A refused generate: nothing was made; with every bad row and its line when rows broke a rule. */
export const batchRefusedSchema = errorBodySchema.extend({ errors: z.array(batchProblemSchema).optional() });

export const batchListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      createdAt: instantText,
      count: z.number().int(),
      /** When its codes start to work; null: at once. */
      validFrom: instantText.nullable(),
      /**
       * Who generated it, by their name at the time; from before staff accounts, its admin session and
       * address ("session #12 from 127.0.0.1"). The description stays short: it ships with the dashboard.
       */
      createdBy: z.string().describe('Who generated it, e.g. "Siti Aminah"'),
    }),
  ),
});
export type BatchList = z.infer<typeof batchListSchema>;

export const batchIdParamsSchema = z.object({ batchId: idField('batchId') });
