// GET /api/admin/export/promo-codes.csv: the promo table's codes as a file, with its filters
// (lib/csv-export.ts audits and streams it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoCodesExportQuerySchema } from '#shared/api/exports';
import { businessDatesRange, businessIsoTime } from '#shared/business-date';
import type { CsvColumn } from '#shared/csv';
import type { RuledPrizeValues } from '#shared/prize-values';
import * as exports from '#shared/endpoints/exports';
import { promoStatus } from '#shared/promo-status';
import { amountText, csvExportRoute, prizeColumns, timeOrBlank } from '../../lib/csv-export';
import { promoCodeBatches, type PromoCodeRow } from './promo-export.repository';

const promoCodeColumns = (now: Date, values: RuledPrizeValues): CsvColumn<PromoCodeRow>[] => [
  { header: 'ID', value: (r) => r.id },
  { header: 'Code', value: (r) => r.code },
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'Deposit', value: (r) => amountText(r.depositAmount) },
  { header: 'Deposit voided', value: (r) => r.depositVoided },
  ...prizeColumns(values),
  { header: 'Usage limit', value: (r) => r.usageLimit },
  { header: 'Times used', value: (r) => r.useCount },
  { header: 'Status', value: (r) => promoStatus(r, now) },
  { header: 'Demo', value: (r) => r.isDemo },
  { header: 'Created at', value: (r) => businessIsoTime(r.createdAt) },
  { header: 'Expires at', value: (r) => businessIsoTime(r.expiresAt) },
  // Last, so scripts that read the columns before it by position keep working; blank: from its creation.
  { header: 'Valid from', value: (r) => timeOrBlank(r.validFrom) },
  { header: 'Batch', value: (r) => r.batchId ?? '' },
  { header: 'Void reason', value: (r) => r.voidReason ?? '' },
  // Who generated it, by their name at the time.
  { header: 'Person', value: (r) => r.createdByName },
];

export const promoCodesExportRoutes: FastifyPluginAsyncZod = async (app) => {
  csvExportRoute(
    app,
    exports.promoCodes,
    {
      summary:
        "Promo codes as CSV, with the admin table's customer, code, search (q), status, batch and date filters",
      querystring: promoCodesExportQuerySchema,
    },
    (filters) => {
      const { customer, code, q, startDate, endDate, status, batchId } = filters;
      const where = {
        customer: customer || undefined,
        code: code || undefined,
        q,
        ...businessDatesRange(startDate, endDate),
        batchId,
        status: { is: status, now: app.now() },
      };
      // The default status (every code) is no filter: its entry says what narrowed the file, as before.
      const narrowedBy = Object.fromEntries(
        Object.entries(filters).filter(([key, value]) => key !== 'status' || value !== 'all'),
      );
      return {
        name: 'promo-codes',
        filters: narrowedBy,
        columns: promoCodeColumns,
        rows: (options) => promoCodeBatches(app.db, where, options),
      };
    },
  );
};
