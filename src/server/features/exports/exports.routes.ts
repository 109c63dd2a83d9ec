// Admin CSV exports: GET /api/admin/export/{promo-codes,draws,deposits,audit,claims}.csv, each with the filters
// of its screen. Streamed batch by batch from the database (exports.repository.ts), so 100,000 rows cost
// the memory of one batch; each export is audited with its filters before the first byte goes out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  auditExportQuerySchema,
  csvResponses,
  depositsExportQuerySchema,
  promoCodesExportQuerySchema,
  type ExportName,
} from '#shared/api/exports';
import { claimsExportQuerySchema } from '#shared/api/claims';
import { auditLine } from '#shared/audit-words';
import { businessDate, businessDatesRange, businessIsoTime } from '#shared/business-date';
import { CSV_BOM, csvFileName, csvHeader, csvRecords, type CsvColumn } from '#shared/csv';
import { formatCents, parseMoneyToCents } from '#shared/money';
import { slotValueText, type PrizeValues } from '#shared/prize-values';
import { freeAmountCents } from '#shared/prizes';
import { promoStatus } from '#shared/promo-status';
import {
  auditBatches,
  BATCH_ROWS,
  claimBatches,
  depositBatches,
  drawBatches,
  promoCodeBatches,
  type AuditRow,
  type BatchOptions,
  type ClaimRow,
  type DepositRow,
  type DrawExportRow,
  type PromoCodeRow,
} from './exports.repository';
import { adminOnly } from '../../lib/admin-only';
import { sendCsv } from '../../lib/csv-reply';
import { sessionLabel } from '../../lib/session-label';
import type { Db } from '../../db/types';

/** numeric(12,2) text as 123.45. */
const amount = (numeric: string): string => formatCents(parseMoneyToCents(numeric) ?? 0);

/** A time the row may not have (not corrected, not voided, no start of its own): blank. */
const timeOrBlank = (at: Date | null): string => (at ? businessIsoTime(at) : '');

/** A code's or a draw's prize, alike in both files: its slot, its name, its wheel and the FREE amount in it. */
const prizeColumns: CsvColumn<Pick<PromoCodeRow, 'prizeId' | 'prizeName' | 'prizeType'>>[] = [
  { header: 'Prize slot', value: (r) => r.prizeId },
  { header: 'Prize', value: (r) => r.prizeName },
  { header: 'Prize type', value: (r) => r.prizeType },
  { header: 'Prize amount', value: (r) => formatCents(freeAmountCents(r.prizeName)) },
];

const promoCodeColumns = (now: Date): CsvColumn<PromoCodeRow>[] => [
  { header: 'ID', value: (r) => r.id },
  { header: 'Code', value: (r) => r.code },
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'Deposit', value: (r) => amount(r.depositAmount) },
  { header: 'Deposit voided', value: (r) => r.depositVoided },
  ...prizeColumns,
  { header: 'Usage limit', value: (r) => r.usageLimit },
  { header: 'Times used', value: (r) => r.useCount },
  { header: 'Status', value: (r) => promoStatus(r, now) },
  { header: 'Demo', value: (r) => r.isDemo },
  { header: 'Created at', value: (r) => businessIsoTime(r.createdAt) },
  { header: 'Expires at', value: (r) => businessIsoTime(r.expiresAt) },
  // Last, so scripts that read the columns before it by position keep working; blank: from its creation.
  { header: 'Valid from', value: (r) => timeOrBlank(r.validFrom) },
];

const drawColumns: CsvColumn<DrawExportRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Drawn at', value: (r) => businessIsoTime(r.drawnAt) },
  { header: 'Code', value: (r) => r.promoCode },
  { header: 'Customer', value: (r) => r.customerName },
  ...prizeColumns,
  // The language the wheel named the prize in (the Prize column is in it); blank before languages.
  { header: 'Language', value: (r) => r.language ?? '' },
];

const depositColumns: CsvColumn<DepositRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Customer code', value: (r) => r.customerCode },
  { header: 'Customer name', value: (r) => r.customerName },
  { header: 'Amount', value: (r) => amount(r.depositAmount) },
  { header: 'Deposit date', value: (r) => r.depositDate },
  { header: 'Notes', value: (r) => r.notes },
  { header: 'Recorded at', value: (r) => businessIsoTime(r.createdAt) },
  { header: 'Corrected at', value: (r) => timeOrBlank(r.updatedAt) },
  // A voided deposit stays in the file (the record is kept), marked so a sum in the sheet can skip it.
  { header: 'Voided at', value: (r) => timeOrBlank(r.voidedAt) },
  { header: 'Void reason', value: (r) => r.voidReason },
];

const auditColumns: CsvColumn<AuditRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Time', value: (r) => businessIsoTime(r.at) },
  { header: 'Actor', value: (r) => r.actor },
  { header: 'Action', value: (r) => r.action },
  { header: 'Target', value: (r) => r.target },
  { header: 'Address', value: (r) => r.ip },
  { header: 'Details', value: (r) => JSON.stringify(r.details) },
  // Last, so scripts that read the columns before it by position keep working.
  { header: 'What happened', value: (r) => auditLine(r) },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * On PGlite: a batch's query should take about this long, the most a request arriving meanwhile waits
 * (the bench's target for a cheap request during an export is a p99 of 100 ms)...
 */
const EMBEDDED_STEP_MS = 20;
/** ...starting from this many rows. */
const EMBEDDED_FIRST_BATCH_ROWS = 50;

/** Won, paid and by whom, with the slot's value now (the default amount) beside the amount paid. */
const claimColumns = (now: Date, values: PrizeValues): CsvColumn<ClaimRow>[] => [
  { header: 'Draw ID', value: (r) => r.drawId },
  { header: 'Won at', value: (r) => businessIsoTime(r.drawnAt) },
  { header: 'Code', value: (r) => r.promoCode },
  { header: 'Customer', value: (r) => r.customerName ?? '' },
  { header: 'Prize type', value: (r) => r.prizeType },
  { header: 'Prize slot', value: (r) => r.prizeId },
  { header: 'Prize', value: (r) => r.prizeName },
  { header: 'Slot value', value: (r) => slotValueText(values, r.prizeType, r.prizeId) ?? '' },
  { header: 'Status', value: (r) => (r.paymentId === null ? 'unclaimed' : 'paid') },
  // Whole days since the win, for the unclaimed: how long it has waited.
  {
    header: 'Days waiting',
    value: (r) =>
      r.paymentId === null ? Math.max(0, Math.floor((now.getTime() - r.drawnAt.getTime()) / DAY_MS)) : '',
  },
  { header: 'Amount paid', value: (r) => (r.amount === null ? '' : amount(r.amount)) },
  { header: 'Method', value: (r) => r.method ?? '' },
  { header: 'Note', value: (r) => r.note ?? '' },
  { header: 'Paid at', value: (r) => timeOrBlank(r.paidAt) },
  {
    header: 'Paid by',
    value: (r) => (r.paymentId === null ? '' : sessionLabel(r.paidBySession, r.paidFrom ?? '')),
  },
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
interface CsvExport<Query extends Filters, Row> {
  name: ExportName;
  summary: string;
  /** The screen's filters, from the query string; none for a file of every row. */
  query?: z.ZodType<Query>;
  target?: (query: Query) => string;
  /** At the time of the export, with the slots' values then. */
  columns: (now: Date, values: PrizeValues) => readonly CsvColumn<Row>[];
  rows: (db: Db, query: Query, options: BatchOptions) => AsyncIterable<Row[]>;
}

/** The filters of a screen, parsed from the query string: recorded as they are in the export's audit entry. */
type Filters = Record<string, unknown>;

const CSV_FILE = csvResponses('The CSV file, as an attachment named by the business date', 400);

/** Each export kept with its own types, for a registrar that takes any. */
type ExportDeclaration = (
  register: <Query extends Filters, Row>(spec: CsvExport<Query, Row>) => void,
) => void;
const exportOf =
  <Query extends Filters, Row>(spec: CsvExport<Query, Row>): ExportDeclaration =>
  (register) =>
    register(spec);

const EXPORTS: ExportDeclaration[] = [
  exportOf({
    name: 'promo-codes',
    summary: "Promo codes as CSV, with the admin table's customer, code search and date filters",
    query: promoCodesExportQuerySchema,
    columns: promoCodeColumns,
    rows: (db, { customer, code, startDate, endDate }, options) =>
      promoCodeBatches(
        db,
        {
          customer: customer || undefined,
          code: code || undefined,
          ...businessDatesRange(startDate, endDate),
        },
        options,
      ),
  }),
  exportOf({
    name: 'draws',
    summary: 'Every draw as CSV, newest first',
    columns: () => drawColumns,
    rows: (db, _query, options) => drawBatches(db, options),
  }),
  exportOf({
    name: 'deposits',
    summary: "A customer's deposits as CSV, with the deposit search's dates",
    query: depositsExportQuerySchema,
    target: ({ customerCode }) => customerCode,
    columns: () => depositColumns,
    rows: (db, query, options) => depositBatches(db, query, options),
  }),
  exportOf({
    name: 'audit',
    summary: "Audit entries as CSV, newest first, with the audit screen's filters",
    query: auditExportQuerySchema,
    columns: () => auditColumns,
    rows: (db, { action, from, to }, options) =>
      auditBatches(db, { action, ...businessDatesRange(from, to) }, options),
  }),
  exportOf({
    name: 'claims',
    summary: "Won draws and their payments as CSV, oldest first, with the Claims view's filters",
    query: claimsExportQuerySchema,
    columns: claimColumns,
    rows: (db, { status, customer, startDate, endDate }, options) =>
      claimBatches(db, { status, customer, ...businessDatesRange(startDate, endDate) }, options),
  }),
];

const exportsRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  // Timed batches where the query runs on this thread (exports.repository.ts).
  const batches: BatchOptions =
    app.database.kind === 'pglite'
      ? { batchRows: EMBEDDED_FIRST_BATCH_ROWS, stepMs: EMBEDDED_STEP_MS }
      : { batchRows: BATCH_ROWS };

  /**
   * GET /admin/export/<name>.csv: audits the export as export.<name> with its filters before the first
   * byte goes out, then streams the rows batch by batch.
   */
  function csvExport<Query extends Filters, Row>(spec: CsvExport<Query, Row>) {
    const { name, summary, query, target, columns, rows } = spec;
    app.get(
      `/api/admin/export/${name}.csv`,
      {
        schema: {
          summary,
          ...(query ? { querystring: query } : {}),
          // 400 also for a file without filters: the input guard refuses control characters in any query.
          response: CSV_FILE,
        },
      },
      async (request, reply) => {
        // The schema above has parsed it (a file without filters takes none).
        const filters = request.query as Query;
        await app.audit(request, `export.${name}`, {
          target: target?.(filters),
          details: query ? filters : undefined,
        });
        const now = app.now();
        return sendCsv(
          reply,
          csvFileName(name, businessDate(now)),
          csvChunks(columns(now, app.settings.get('prizeValues')), rows(app.db, filters, batches)),
        );
      },
    );
  }

  for (const declare of EXPORTS) declare(csvExport);
});

export default exportsRoutes;
