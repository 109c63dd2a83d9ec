// GET /api/admin/audit-log (filtered by kind of entry and business dates, paged, newest first) and
// GET /api/admin/audit-log/actions (the kinds the filter can offer: each title an entry reads as), for
// operators.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActionsSchema, auditLogQuerySchema, auditLogSchema } from '#shared/api/audit';
import { errorResponses } from '#shared/api/errors';
import { businessDatesRange } from '#shared/business-date';
import * as audit from '#shared/endpoints/audit';
import { endpointRoute } from '../../lib/endpoint-route';
import { auditKinds, auditPeople, listAudit } from '../../plugins/audit.repository';
import { pagedList } from '../../lib/paged-list';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, audit.log, {
      summary: 'Audit entries, newest first, by kind (action) and business date, paged',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const { action, from, to, staffId } = request.query;
      const filter = { action, staffId, ...businessDatesRange(from, to) };
      return pagedList(
        request.query,
        (offset, limit) => listAudit(app.db, filter, offset, limit),
        (r) => ({ ...r, at: r.at.toISOString() }),
      );
    },
  });

  app.route({
    ...endpointRoute(app, audit.actions, {
      summary:
        'The kinds of entry in the audit log (an action, or an action and its setting: settings.save:noticeBuilder), with their entry counts',
      response: { 200: auditActionsSchema },
    }),
    handler: async () => ({ items: await auditKinds(app.db), people: await auditPeople(app.db) }),
  });
};

export default auditRoutes;
