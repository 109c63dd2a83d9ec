// GET /api/admin/audit-log: the latest audit entries, for operators.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogSchema } from '#shared/api/audit';
import { errorResponses } from '#shared/api/errors';
import { listAudit } from '../../plugins/audit.repository';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/admin/audit-log',
    {
      schema: {
        summary: 'Latest audit entries',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const items = await listAudit(app.db, request.query.limit);
      return { items: items.map((i) => ({ ...i, at: i.at.toISOString() })) };
    },
  );
};

export default auditRoutes;
