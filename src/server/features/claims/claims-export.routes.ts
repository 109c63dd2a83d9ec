// GET /api/admin/export/claims.csv: won draws and their payments as a file, with the Claims view's
// filters (lib/csv-export.ts audits and streams it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimsExportQuerySchema } from '#shared/api/claims';
import { businessDatesRange, businessIsoTime } from '#shared/business-date';
import type { CsvColumn } from '#shared/csv';
import * as exports from '#shared/endpoints/exports';
import { slotValueText, type RuledPrizeValues } from '#shared/prize-values';
import type { ClaimRow } from './claims-query';
import { amountText, csvExportRoute, timeOrBlank } from '../../lib/csv-export';
import { sessionLabel } from '../../lib/session-label';
import { claimBatches } from './claims-export.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Won, paid and by whom, with the slot's value now (the default amount) beside the amount paid. */
const claimColumns = (now: Date, values: RuledPrizeValues): CsvColumn<ClaimRow>[] => [
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
  { header: 'Amount paid', value: (r) => (r.amount === null ? '' : amountText(r.amount)) },
  { header: 'Method', value: (r) => r.method ?? '' },
  { header: 'Note', value: (r) => r.note ?? '' },
  { header: 'Paid at', value: (r) => timeOrBlank(r.paidAt) },
  {
    header: 'Paid by',
    value: (r) => (r.paymentId === null ? '' : sessionLabel(r.paidBySession, r.paidFrom ?? '')),
  },
  // The person who paid it, by their name at the time (last: columns before it keep their places).
  { header: 'Person', value: (r) => r.paidByName ?? '' },
];

export const claimsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  csvExportRoute(
    app,
    exports.claims,
    {
      summary: "Won draws and their payments as CSV, oldest first, with the Claims view's filters",
      querystring: claimsExportQuerySchema,
    },
    (filters) => {
      const { status, customer, q, startDate, endDate } = filters;
      return {
        name: 'claims',
        filters,
        columns: claimColumns,
        rows: (options) =>
          claimBatches(app.db, { status, customer, q, ...businessDatesRange(startDate, endDate) }, options),
      };
    },
  );
};
