// GET /api/admin/export/draws.csv: every draw as a file (lib/csv-export.ts audits and streams it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessIsoTime } from '#shared/business-date';
import type { CsvColumn } from '#shared/csv';
import type { RuledPrizeValues } from '#shared/prize-values';
import * as exports from '#shared/endpoints/exports';
import { csvExportRoute, prizeColumns } from '../../lib/csv-export';
import { drawBatches, type DrawExportRow } from './draws-export.repository';

const drawColumns = (values: RuledPrizeValues): CsvColumn<DrawExportRow>[] => [
  { header: 'ID', value: (r) => r.id },
  { header: 'Drawn at', value: (r) => businessIsoTime(r.drawnAt) },
  { header: 'Code', value: (r) => r.promoCode },
  { header: 'Customer', value: (r) => r.customerName },
  ...prizeColumns(values),
  // The language the wheel named the prize in (the Prize column is in it); blank before languages.
  { header: 'Language', value: (r) => r.language ?? '' },
];

export const drawsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  csvExportRoute(app, exports.draws, { summary: 'Every draw as CSV, newest first' }, () => ({
    name: 'draws',
    columns: (_now, values) => drawColumns(values),
    rows: (options) => drawBatches(app.db, options),
  }));
};
