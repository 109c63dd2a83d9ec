// GET /api/admin/export/deposits.csv: a customer's deposits as a file, with the deposit search's dates
// (lib/csv-export.ts audits and streams it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositsExportQuerySchema } from '#shared/api/exports';
import { businessIsoTime } from '#shared/business-date';
import type { CsvColumn } from '#shared/csv';
import * as exports from '#shared/endpoints/exports';
import { amountText, csvExportRoute, timeOrBlank } from '../../lib/csv-export';
import { depositBatches, type DepositExportRow } from './deposits-export.repository';

const depositColumns: CsvColumn<DepositExportRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Customer code', value: (r) => r.customerCode },
  { header: 'Customer name', value: (r) => r.customerName },
  { header: 'Amount', value: (r) => amountText(r.depositAmount) },
  { header: 'Deposit date', value: (r) => r.depositDate },
  { header: 'Notes', value: (r) => r.notes },
  { header: 'Recorded at', value: (r) => businessIsoTime(r.createdAt) },
  { header: 'Corrected at', value: (r) => timeOrBlank(r.updatedAt) },
  // A voided deposit stays in the file (the record is kept), marked so a sum in the sheet can skip it.
  { header: 'Voided at', value: (r) => timeOrBlank(r.voidedAt) },
  { header: 'Void reason', value: (r) => r.voidReason },
];

export const depositsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  csvExportRoute(
    app,
    exports.deposits,
    {
      summary: "A customer's deposits as CSV, with the deposit search's dates",
      querystring: depositsExportQuerySchema,
    },
    (filters) => ({
      name: 'deposits',
      filters,
      target: filters.customerCode,
      columns: () => depositColumns,
      rows: (options) => depositBatches(app.db, filters, options),
    }),
  );
};
