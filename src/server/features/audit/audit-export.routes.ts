// GET /api/admin/export/audit.csv: the audit trail as a file, with the audit screen's filters
// (lib/csv-export.ts audits and streams it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditExportQuerySchema } from '#shared/api/exports';
import { auditLine } from '#shared/audit-words';
import { businessDatesRange, businessIsoTime } from '#shared/business-date';
import type { CsvColumn } from '#shared/csv';
import * as exports from '#shared/endpoints/exports';
import type { AuditRow } from '../../plugins/audit.repository';
import { CSV_FILE, sendCsvExport } from '../../lib/csv-export';
import { endpointRoute } from '../../lib/endpoint-route';
import { auditBatches } from './audit-export.repository';

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

export const auditExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, exports.audit, {
      summary: "Audit entries as CSV, newest first, with the audit screen's filters",
      querystring: auditExportQuerySchema,
      response: CSV_FILE,
    }),
    handler: async (request, reply) => {
      const { action, from, to } = request.query;
      return sendCsvExport(app, request, reply, {
        name: 'audit',
        filters: request.query,
        columns: () => auditColumns,
        rows: (options) => auditBatches(app.db, { action, ...businessDatesRange(from, to) }, options),
      });
    },
  });
};
