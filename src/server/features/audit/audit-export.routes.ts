// GET /api/admin/export/audit.csv: the audit trail as a file, with the audit screen's filters
// (lib/csv-export.ts audits and streams it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditExportQuerySchema } from '#shared/api/exports';
import { auditLine } from '#shared/audit-words';
import { businessDatesRange, businessIsoTime } from '#shared/business-date';
import type { CsvColumn } from '#shared/csv';
import * as exports from '#shared/endpoints/exports';
import type { AuditRow } from '../../plugins/audit.repository';
import { csvExportRoute } from '../../lib/csv-export';
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
  // The operator who did it, by their name at the time (added after the columns of before).
  { header: 'Person', value: (r) => r.staffName },
];

export const auditExportRoutes: FastifyPluginAsyncZod = async (app) => {
  csvExportRoute(
    app,
    exports.audit,
    {
      summary: "Audit entries as CSV, newest first, with the audit screen's filters",
      querystring: auditExportQuerySchema,
    },
    (filters) => ({
      name: 'audit',
      filters,
      columns: () => auditColumns,
      rows: (options) =>
        auditBatches(
          app.db,
          {
            action: filters.action,
            staffId: filters.staffId,
            ...businessDatesRange(filters.from, filters.to),
          },
          options,
        ),
    }),
  );
};
