// Promo codes in batches (docs/decisions/0019): the rows an operator uploads or pastes, read by the same
// rules as the Generate form, and the payloads of POST /api/admin/promo-batches/preview, POST
// /api/admin/promo-batches, GET /api/admin/promo-batches and its codes.csv.
import { z } from 'zod';
import { instantText, moneyText } from './answer-fields';
import { readCsv, type CsvLimitBreach } from '../csv';
import { FOC_PERCENT, formatCents, MAX_CENTS, parseMoneyToCents, percentOfCents } from '../money';
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
  line: number;
  message: string;
}

const blank = (value: string) => value.trim() === '';

function wholeNumberIn(column: BatchColumn, value: string, min: number, max: number): number | string {
  const text = value.trim();
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  return n >= min && n <= max ? n : `${column} must be a whole number from ${min} to ${max}`;
}

/** One row's cells read by the Generate form's rules; a message naming the column when one breaks them. */
function readRow(line: number, cells: Record<BatchColumn, string>): BatchRow | BatchProblem {
  const problem = (message: string): BatchProblem => ({ line, message });
  const name = generatePromoBodySchema.shape.customerName.safeParse(cells.customerName);
  if (!name.success) return problem(`customerName: ${name.error.issues[0]?.message ?? 'is required'}`);

  let depositCents = 0;
  if (!blank(cells.depositAmount)) {
    const cents = parseMoneyToCents(cells.depositAmount);
    if (cents === null || cents < 0 || cents > MAX_CENTS) {
      return problem('depositAmount must be an amount of RM such as 120 or 120.50');
    }
    depositCents = cents;
  }
  const prizeSlot = blank(cells.prizeSlot) ? 1 : wholeNumberIn('prizeSlot', cells.prizeSlot, 1, SLOTS);
  if (typeof prizeSlot === 'string') return problem(prizeSlot);
  const wheelText = cells.wheel.trim().toLowerCase() || 'normal';
  const wheel = PRIZE_TYPES.find((type) => type === wheelText);
  if (!wheel) return problem('wheel must be normal or super');
  const usageLimit = blank(cells.usageLimit)
    ? USAGE_LIMIT.default
    : wholeNumberIn('usageLimit', cells.usageLimit, USAGE_LIMIT.min, USAGE_LIMIT.max);
  if (typeof usageLimit === 'string') return problem(usageLimit);
  const expirationHours = blank(cells.expirationHours)
    ? EXPIRATION_HOURS.default
    : wholeNumberIn('expirationHours', cells.expirationHours, EXPIRATION_HOURS.min, EXPIRATION_HOURS.max);
  if (typeof expirationHours === 'string') return problem(expirationHours);
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

function unknownColumnsText(unknown: readonly string[]): string {
  const shown = unknown
    .slice(0, SHOWN_UNKNOWN_COLUMNS)
    .map((name) => (name.length > SHOWN_COLUMN_CHARS ? `${name.slice(0, SHOWN_COLUMN_CHARS)}…` : name));
  const more = unknown.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/**
 * CSV text as rows of cells by column: a first row naming the columns (any order) is a header. The text
 * is read no further than the batch's limits (a header and BATCH_MAX_ROWS rows, BATCH_MAX_CELLS cells of
 * BATCH_MAX_CELL_CHARS): past one, the only problem is that limit.
 */
function csvRows(text: string): {
  rows: { line: number; cells: Record<BatchColumn, string> }[];
  problems: BatchProblem[];
  /** Past a limit: the text was not read to its end, and nothing more is said of it. */
  refused?: boolean;
} {
  const { records, breach } = readCsv(text, {
    records: BATCH_MAX_ROWS + 1,
    cells: BATCH_MAX_CELLS,
    cellChars: BATCH_MAX_CELL_CHARS,
  });
  if (breach) {
    // Too many rows is the batch's problem (line 0, as for { rows }); a row too wide or a cell too long is
    // its line's.
    const line = breach.limit === 'records' ? 0 : breach.line;
    return { rows: [], problems: [{ line, message: LIMIT_PROBLEMS[breach.limit] }], refused: true };
  }
  const first = records[0];
  const named = first?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const isHeader = named.includes('customername');
  const problems: BatchProblem[] = [];
  let order: readonly (BatchColumn | null)[] = BATCH_COLUMNS;
  if (first && isHeader) {
    order = named.map((n) => BATCH_COLUMNS.find((column) => column.toLowerCase() === n) ?? null);
    const unknown = first.cells.filter((_, i) => order[i] === null && named[i] !== '');
    if (unknown.length > 0) {
      problems.push({
        line: first.line,
        message: `Unknown column ${unknownColumnsText(unknown)}: the columns are ${BATCH_COLUMNS.join(', ')}`,
      });
    }
  }
  const rows = (isHeader ? records.slice(1) : records).map(({ line, cells }) => {
    const byColumn = emptyCells();
    cells.forEach((value, i) => {
      const column = order[i];
      if (column) byColumn[column] = value;
    });
    return { line, cells: byColumn, extra: cells.length > order.length };
  });
  for (const row of rows) {
    if (row.extra) problems.push({ line: row.line, message: `A row can have at most ${order.length} cells` });
  }
  return { rows: rows.filter((row) => !row.extra), problems };
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
  const input =
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
            return { line: i + 1, cells };
          }),
        };
  const errors = [...input.problems];
  const rows: BatchRow[] = [];
  if ('refused' in input && input.refused) return { rows, errors };
  if (input.rows.length === 0) errors.push({ line: 0, message: 'The batch has no rows' });
  if (input.rows.length > BATCH_MAX_ROWS) {
    errors.push({ line: 0, message: `A batch can have at most ${BATCH_MAX_ROWS} rows` });
    return { rows, errors };
  }
  for (const [i, { line, cells }] of input.rows.entries()) {
    if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await pause();
    const read = readRow(line, cells);
    if ('message' in read) errors.push(read);
    else rows.push(read);
  }
  errors.sort((a, b) => a.line - b.line);
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
  message: z.string(),
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
      createdBy: z
        .string()
        .describe('The admin session that generated it, e.g. "session #12 from 127.0.0.1"'),
    }),
  ),
});
export type BatchList = z.infer<typeof batchListSchema>;

export const batchIdParamsSchema = z.object({ batchId: idField('batchId') });
