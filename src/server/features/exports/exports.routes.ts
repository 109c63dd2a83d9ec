// Admin CSV exports: GET /api/admin/export/{promo-codes,draws,deposits,audit}.csv, each with the filters
// of its screen. Streamed batch by batch from the database (exports.repository.ts), so 100,000 rows cost
// the memory of one batch; each export is audited with its filters before the first byte goes out.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditExportQuerySchema,
  csvResponses,
  depositsExportQuerySchema,
  promoCodesExportQuerySchema,
  type ExportName,
} from '#shared/api/exports';
import { auditLine } from '#shared/audit-words';
import { businessDate, businessDatesRange, businessIsoTime } from '#shared/business-date';
import { CSV_BOM, CSV_CONTENT_TYPE, csvFileName, csvHeader, csvRecords, type CsvColumn } from '#shared/csv';
import { formatCents, parseMoneyToCents } from '#shared/money';
import { freeAmountCents } from '#shared/prizes';
import { promoStatus } from '#shared/promo-status';
import {
  auditBatches,
  depositBatches,
  drawBatches,
  promoCodeBatches,
  type AuditRow,
  type DepositRow,
  type DrawExportRow,
  type PromoCodeRow,
} from './exports.repository';
import { adminOnly } from '../../lib/admin-only';
import type { AuditFacts } from '../../plugins/audit';

/** numeric(12,2) text as 123.45. */
const amount = (numeric: string): string => formatCents(parseMoneyToCents(numeric) ?? 0);

const promoCodeColumns = (now: Date): CsvColumn<PromoCodeRow>[] => [
  { header: 'ID', value: (r) => r.id },
  { header: 'Code', value: (r) => r.code },
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'Deposit', value: (r) => amount(r.depositAmount) },
  { header: 'Deposit voided', value: (r) => r.depositVoided },
  { header: 'Prize slot', value: (r) => r.prizeId },
  { header: 'Prize', value: (r) => r.prizeName },
  { header: 'Prize type', value: (r) => r.prizeType },
  { header: 'Prize amount', value: (r) => formatCents(freeAmountCents(r.prizeName)) },
  { header: 'Usage limit', value: (r) => r.usageLimit },
  { header: 'Times used', value: (r) => r.useCount },
  { header: 'Status', value: (r) => promoStatus(r, now) },
  { header: 'Demo', value: (r) => r.isDemo },
  { header: 'Created at', value: (r) => businessIsoTime(r.createdAt) },
  { header: 'Expires at', value: (r) => businessIsoTime(r.expiresAt) },
];

const drawColumns: CsvColumn<DrawExportRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Drawn at', value: (r) => businessIsoTime(r.drawnAt) },
  { header: 'Code', value: (r) => r.promoCode },
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'Prize slot', value: (r) => r.prizeId },
  { header: 'Prize', value: (r) => r.prizeName },
  { header: 'Prize type', value: (r) => r.prizeType },
  { header: 'Prize amount', value: (r) => formatCents(freeAmountCents(r.prizeName)) },
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
  { header: 'Corrected at', value: (r) => (r.updatedAt ? businessIsoTime(r.updatedAt) : '') },
  // A voided deposit stays in the file (the record is kept), marked so a sum in the sheet can skip it.
  { header: 'Voided at', value: (r) => (r.voidedAt ? businessIsoTime(r.voidedAt) : '') },
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

async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvHeader(columns));
  for await (const rows of batches) yield Buffer.from(csvRecords(columns, rows));
}

const csvFile = csvResponses('The CSV file, as an attachment named by the business date', 400);

const exportsRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  /**
   * Audits the export as export.<name> with its filters, then sends the rows as a CSV attachment,
   * pulling the next batch only as the client takes the last.
   */
  async function sendCsv<Row>(
    request: FastifyRequest,
    reply: FastifyReply,
    name: ExportName,
    audited: AuditFacts,
    columns: readonly CsvColumn<Row>[],
    batches: AsyncIterable<Row[]>,
  ): Promise<FastifyReply> {
    await app.audit(request, `export.${name}`, audited);
    const fileName = csvFileName(name, businessDate(app.now()));
    return reply
      .type(CSV_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(csvChunks(columns, batches), { objectMode: false }));
  }

  app.get(
    '/admin/export/promo-codes.csv',
    {
      schema: {
        summary: "Promo codes as CSV, with the admin table's customer, code search and date filters",
        querystring: promoCodesExportQuerySchema,
        response: csvFile,
      },
    },
    async (request, reply) => {
      const { customer, code, startDate, endDate } = request.query;
      const filter = {
        customer: customer || undefined,
        code: code || undefined,
        ...businessDatesRange(startDate, endDate),
      };
      return sendCsv(
        request,
        reply,
        'promo-codes',
        { details: { customer, code, startDate, endDate } },
        promoCodeColumns(app.now()),
        promoCodeBatches(app.db, filter),
      );
    },
  );

  app.get(
    '/admin/export/draws.csv',
    { schema: { summary: 'Every draw as CSV, newest first', response: csvResponses } },
    async (request, reply) => sendCsv(request, reply, 'draws', {}, drawColumns, drawBatches(app.db)),
  );

  app.get(
    '/admin/export/deposits.csv',
    {
      schema: {
        summary: "A customer's deposits as CSV, with the deposit search's dates",
        querystring: depositsExportQuerySchema,
        response: csvFile,
      },
    },
    async (request, reply) => {
      const { customerCode, startDate, endDate } = request.query;
      return sendCsv(
        request,
        reply,
        'deposits',
        { target: customerCode, details: { customerCode, startDate, endDate } },
        depositColumns,
        depositBatches(app.db, { customerCode, startDate, endDate }),
      );
    },
  );

  app.get(
    '/admin/export/audit.csv',
    {
      schema: {
        summary: "Audit entries as CSV, newest first, with the audit screen's filters",
        querystring: auditExportQuerySchema,
        response: csvFile,
      },
    },
    async (request, reply) => {
      const { action, from, to } = request.query;
      return sendCsv(
        request,
        reply,
        'audit',
        { details: { action, from, to } },
        auditColumns,
        auditBatches(app.db, { action, ...businessDatesRange(from, to) }),
      );
    },
  );
});

export default exportsRoutes;
