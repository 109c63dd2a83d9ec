// GET /api/draw-history (public, codes masked) and DELETE /api/admin/clear-draw-history (admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearDrawHistoryResponseSchema,
  drawHistoryQuerySchema,
  drawHistorySchema,
  type DrawHistory,
} from '../../../shared/api/draws';
import { errorResponses } from '../../../shared/api/errors';
import { maskPromoCode } from '../../../shared/promo-status';
import { writeAudit } from '../../audit/audit.repository';
import { clearDraws, listDraws } from './draws.repository';

export const publicDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/draw-history',
    {
      schema: {
        summary: 'Drawing history, newest first, codes masked',
        querystring: drawHistoryQuerySchema,
        response: { 200: drawHistorySchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listDraws(app.db, (page - 1) * pageSize, pageSize);
      reply.header('cache-control', 'no-cache');
      return {
        items: rows.map((r) => ({
          id: r.id,
          promoCode: maskPromoCode(r.promoCode),
          prizeName: r.prizeName,
          prizeType: r.prizeType,
          drawnAt: r.drawnAt.toISOString(),
        })),
        total,
        page,
        pageSize,
      } satisfies DrawHistory;
    },
  );
};

export const adminDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.delete(
    '/admin/clear-draw-history',
    {
      schema: {
        summary: 'Clear the drawing history',
        response: { 200: clearDrawHistoryResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const deletedCount = await clearDraws(app.db);
      await writeAudit(app.db, {
        actor: 'admin',
        action: 'draws.clear',
        details: { deletedCount },
        ip: request.ip,
        at: app.now(),
      });
      return { deletedCount };
    },
  );
};
