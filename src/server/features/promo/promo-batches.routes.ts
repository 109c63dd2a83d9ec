// Promo codes in batches (issue 25 point 1), for the operator and for scripts: POST
// /api/admin/promo-batches/preview and POST /api/admin/promo-batches take CSV text (text/csv) or
// { rows }; the preview says what would be made and every bad row by its line; the generate makes
// every code in one transaction, or none while any row is bad. GET /api/admin/promo-batches lists them,
// and .../{batchId}/codes.csv is the file the operator hands over.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import { csvResponses } from '#shared/api/exports';
import {
  BATCH_BODY_LIMIT_BYTES,
  batchBodySchema,
  batchCreatedSchema,
  batchIdParamsSchema,
  batchListSchema,
  batchPreviewSchema,
  batchRefusedSchema,
  batchSummary,
  readBatch,
  type BatchRow,
} from '#shared/api/promo-batches';
import { businessDate, businessIsoTime } from '#shared/business-date';
import { CSV_BOM, csvFileName, csvHeader, csvRecords, type CsvColumn } from '#shared/csv';
import { formatCents } from '#shared/money';
import type { PrizeType } from '#shared/prizes';
import { notFound } from '../../http-errors';
import { adminOnly } from '../../lib/admin-only';
import { sendCsv } from '../../lib/csv-reply';
import { newPromoCode } from './promo-code';
import { wheelNamesOf } from './wheel-names';
import { batchCodes, batchExists, insertBatch, listBatches } from './promo-batches.repository';

const HOUR_MS = 60 * 60 * 1000;

type CodeRow = Awaited<ReturnType<typeof batchCodes>>[number];

const codeColumns: CsvColumn<CodeRow>[] = [
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'Code', value: (r) => r.code },
  { header: 'Prize', value: (r) => r.prizeName },
  { header: 'Wheel', value: (r) => r.prizeType },
  { header: 'Uses', value: (r) => r.usageLimit },
  { header: 'Expires at (UTC+8)', value: (r) => businessIsoTime(r.expiresAt) },
];

export const promoBatchRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  // CSV text as it is pasted or uploaded, read by the batch's own rules (#shared/csv). A CSV of 10,000 rows
  // may pass the 1 MiB every JSON body keeps to; `{ rows }` is for smaller batches and scripts.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: BATCH_BODY_LIMIT_BYTES },
    (_r, body, done) => done(null, body),
  );

  /** The prize names now, in the default language: what the codes' records will carry. */
  const prizeNames = () => {
    const names = wheelNamesOf(app, app.settings.get('defaultLanguage'));
    return (wheel: PrizeType, slot: number) => names[wheel][slot - 1] ?? '';
  };
  const shown = (row: BatchRow, prizeName: (wheel: PrizeType, slot: number) => string) => ({
    line: row.line,
    customerName: row.customerName,
    depositAmount: formatCents(row.depositCents),
    prizeSlot: row.prizeSlot,
    wheel: row.wheel,
    prizeName: prizeName(row.wheel, row.prizeSlot),
    usageLimit: row.usageLimit,
    expirationHours: row.expirationHours,
  });

  app.post(
    '/admin/promo-batches/preview',
    {
      schema: {
        summary:
          'What a batch would make: its rows, codes per prize slot, deposits and FOC, and every bad row',
        body: batchBodySchema,
        response: { 200: batchPreviewSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { rows, errors } = readBatch(request.body);
      const prizeName = prizeNames();
      return {
        rows: rows.map((row) => shown(row, prizeName)),
        errors,
        summary: batchSummary(rows, prizeName, app.settings.get('prizeValues')),
      };
    },
  );

  app.post(
    '/admin/promo-batches',
    {
      schema: {
        summary: 'Generate every code of a batch in one transaction; nothing while any row is bad',
        body: batchBodySchema,
        response: { 201: batchCreatedSchema, 400: batchRefusedSchema },
      },
    },
    async (request, reply) => {
      const { rows, errors } = readBatch(request.body);
      if (errors.length > 0) {
        return reply.code(400).send({
          message: `${errors.length} of the batch's rows have problems (the first: line ${errors[0]?.line}: ${errors[0]?.message}); no code was generated`,
          code: 'batch.invalid',
          errors,
        });
      }
      const now = app.now();
      const prizeName = prizeNames();
      const summary = batchSummary(rows, prizeName, app.settings.get('prizeValues'));
      const created = await insertBatch(
        app.db,
        rows.map((row) => ({
          customerName: row.customerName,
          depositAmount: formatCents(row.depositCents),
          depositId: null,
          prizeId: row.prizeSlot,
          prizeName: prizeName(row.wheel, row.prizeSlot),
          prizeType: row.wheel,
          expirationHours: row.expirationHours,
          usageLimit: row.usageLimit,
          isDemo: false,
          expiresAt: new Date(now.getTime() + row.expirationHours * HOUR_MS),
          createdAt: now,
        })),
        newPromoCode,
        { ...app.auditSource(request), adminSessionId: request.adminSession?.id ?? null },
        {
          count: summary.codes,
          perSlot: summary.perSlot.map(({ wheel, slot, codes }) => ({ wheel, slot, codes })),
          totalDeposits: summary.totalDeposits,
        },
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/admin/promo-batches',
    { schema: { summary: 'The last 100 batches, newest first', response: { 200: batchListSchema } } },
    async () => ({
      items: (await listBatches(app.db, 100)).map((batch) => ({
        id: batch.id,
        createdAt: batch.createdAt.toISOString(),
        count: batch.count,
        createdBy: `${batch.adminSessionId === null ? 'the server' : `session #${batch.adminSessionId}`} from ${batch.ip}`,
      })),
    }),
  );

  app.get(
    '/admin/promo-batches/:batchId/codes.csv',
    {
      schema: {
        summary: "A batch's codes as CSV (customer, code, prize, wheel, uses, expiry in UTC+8), formula-safe",
        params: batchIdParamsSchema,
        response: csvResponses(
          'The codes, as an attachment named by the batch and the business date',
          400,
          404,
        ),
      },
    },
    async (request, reply) => {
      const { batchId } = request.params;
      if (!(await batchExists(app.db, batchId))) throw notFound(`There is no batch ${batchId}`);
      const rows = await batchCodes(app.db, batchId);
      return sendCsv(
        reply,
        csvFileName(`promo-batch-${batchId}`, businessDate(app.now())),
        CSV_BOM + csvHeader(codeColumns) + csvRecords(codeColumns, rows),
      );
    },
  );
});

export default promoBatchRoutes;
