// GET /api/admin/audit-log: the latest audit entries, for operators.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { wholeNumberField } from '../../../shared/input-rules';
import { parseOr400 } from '../../http-errors';
import { listAudit } from '../../audit/audit.repository';

const querySchema = z.object({ limit: wholeNumberField('limit', 1, 200).default(50) });

const auditRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireAdmin);
  app.get('/admin/audit-log', async (request) => {
    const { limit } = parseOr400(querySchema, request.query);
    const items = await listAudit(app.db, limit);
    return { items: items.map((i) => ({ ...i, at: i.at.toISOString() })) };
  });
};

export default auditRoutes;
