// GET /api/admin/audit-log (filtered by action and business dates, paged, newest first) and
// GET /api/admin/audit-log/actions (what the action filter can offer), for operators.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActionsSchema, auditLogQuerySchema, auditLogSchema, type AuditLog } from '#shared/api/audit';
import { errorResponses } from '#shared/api/errors';
import { businessDatesRange } from '#shared/business-date';
import { auditActions, listAudit } from '../../lib/audit.repository';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/admin/audit-log',
    {
      schema: {
        summary: 'Audit entries, newest first, by action and business date, paged',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { action, from, to, page, pageSize } = request.query;
      const { rows, total } = await listAudit(
        app.db,
        { action, ...businessDatesRange(from, to) },
        (page - 1) * pageSize,
        pageSize,
      );
      return {
        items: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        total,
        page,
        pageSize,
      } satisfies AuditLog;
    },
  );

  app.get(
    '/admin/audit-log/actions',
    {
      schema: {
        summary: 'The actions in the audit log, with their entry counts',
        response: { 200: auditActionsSchema, ...errorResponses(401) },
      },
    },
    async () => ({ items: await auditActions(app.db) }),
  );
};

export default auditRoutes;
