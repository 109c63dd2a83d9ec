// How every operator's CSV export goes out, whichever feature serves it: audited as export.<name> with
// its screen's filters before the first byte, then streamed batch by batch (lib/keyset-batches.ts), so
// 100,000 rows cost the memory of one batch. Each feature keeps its columns and its query beside its
// other routes; the columns two of them share (a prize, an amount, a time) are here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import { csvResponses, type ExportName } from '#shared/api/exports';
import { businessDate, businessIsoTime } from '#shared/business-date';
import { CSV_BOM, csvFileName, csvHeader, csvRecords, type CsvColumn } from '#shared/csv';
import type { Contract, Endpoint } from '#shared/endpoints/endpoint';
import { formatCents, parseMoneyToCents } from '#shared/money';
import { slotValueText, type RuledPrizeValues } from '#shared/prize-values';
import type { PrizeType } from '#shared/prizes';
import { prizeValuesNow } from './wheel-names';
import { sendCsv } from './csv-reply';
import { endpointRoute, type SchemaFor } from './endpoint-route';
import { batchOptionsFor, type BatchOptions } from './keyset-batches';

/** An export's documented answers: the file, or 400 (also for a file without filters: the input guard refuses control characters in any query). */
export const CSV_FILE = csvResponses('The CSV file, as an attachment named by the business date', 400);

/** numeric(12,2) text as 123.45. */
export const amountText = (numeric: string): string => formatCents(parseMoneyToCents(numeric) ?? 0);

/** A time the row may not have (not corrected, not voided, no start of its own): blank. */
export const timeOrBlank = (at: Date | null): string => (at ? businessIsoTime(at) : '');

/**
 * A code's or a draw's prize, alike in both files: its slot, its name, its wheel and its slot's value now
 * by the one rule (docs/decisions/0044-one-prize-value.md), blank when unknown. The column keeps its old
 * header, so that scripts reading it by name keep working.
 */
export const prizeColumns = (
  values: RuledPrizeValues,
): CsvColumn<{ prizeId: number; prizeName: string; prizeType: PrizeType }>[] => [
  { header: 'Prize slot', value: (r) => r.prizeId },
  { header: 'Prize', value: (r) => r.prizeName },
  { header: 'Prize type', value: (r) => r.prizeType },
  { header: 'Prize amount', value: (r) => slotValueText(values, r.prizeType, r.prizeId) ?? '' },
];

async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvHeader(columns));
  for await (const rows of batches) yield Buffer.from(csvRecords(columns, rows));
}

/**
 * One export: its file name, its screen's filters, its columns and rows. Its audit entry records the
 * filters as given (the details), and the one record they name when they name one (the target).
 */
export interface CsvExport<Row> {
  name: ExportName;
  /** The screen's filters as the route's schema parsed them; none for a file of every row. */
  filters?: Record<string, unknown>;
  target?: string;
  /** At the time of the export, with the slots' values then (by the one rule). */
  columns: (now: Date, values: RuledPrizeValues) => readonly CsvColumn<Row>[];
  rows: (options: BatchOptions) => AsyncIterable<Row[]>;
}

/** Audits the export with its filters, then streams its rows as the file named by the business date. */
export async function sendCsvExport<Row>(
  app: Pick<FastifyInstance, 'audit' | 'now' | 'settings' | 'database'>,
  request: FastifyRequest,
  reply: FastifyReply,
  { name, filters, target, columns, rows }: CsvExport<Row>,
): Promise<FastifyReply> {
  await app.audit(request, `export.${name}`, { target, details: filters });
  const now = app.now();
  return sendCsv(
    reply,
    csvFileName(name, businessDate(now)),
    csvChunks(columns(now, prizeValuesNow(app)), rows(batchOptionsFor(app.database))),
  );
}

/**
 * Registers an export from its entry in the endpoint table: a GET answering the file, with its screen's
 * filters as the query `querystring` parses (an entry without a query: a file of every row). `exportOf`
 * names the file, its columns and its rows for the parsed filters.
 */
export function csvExportRoute<Q extends ZodType, Row>(
  app: FastifyInstance,
  entry: Endpoint<'GET', string, { query: Q }>,
  schema: { summary: string; querystring: Q },
  exportOf: (filters: z.output<Q>) => CsvExport<Row>,
): void;
export function csvExportRoute<Row>(
  app: FastifyInstance,
  entry: Endpoint<'GET'>,
  schema: { summary: string },
  exportOf: () => CsvExport<Row>,
): void;
export function csvExportRoute<Row>(
  app: FastifyInstance,
  entry: Endpoint<'GET'>,
  schema: { summary: string; querystring?: ZodType },
  exportOf: (filters: never) => CsvExport<Row>,
): void {
  // The overloads above tie the query's schema to the entry's contract; here both shapes are one.
  const route = endpointRoute(app, entry, { ...schema, response: CSV_FILE } as SchemaFor<Contract>);
  app.route({
    ...route,
    handler: (request, reply) => sendCsvExport(app, request, reply, exportOf(request.query as never)),
  });
}
