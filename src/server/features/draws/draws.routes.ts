// GET /api/draw-history (public, codes masked) and DELETE /api/admin/clear-draw-history (admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearDrawHistoryResponseSchema,
  drawHistoryQuerySchema,
  drawHistorySchema,
  type DrawHistory,
} from '#shared/api/draws';
import { errorResponses } from '#shared/api/errors';
import * as draws from '#shared/endpoints/draws';
import * as drawsPublic from '#shared/endpoints/draws-public';
import { maskPromoCode } from '#shared/promo-status';
import { endpointRoute } from '../../lib/endpoint-route';
import { pagedList } from '../../lib/paged-list';
import { clearDraws, listDraws } from './draws.repository';

const DRAW_HISTORY_VIEW = drawsPublic.history.path;

export const publicDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  // A spin anywhere, or clearing the history, drops the cached first pages on every instance.
  app.realtime.subscribe(async (message) => {
    if (message.type === 'draws_changed') app.views.invalidate([DRAW_HISTORY_VIEW]);
  });

  const history = (page: number, pageSize: number): Promise<DrawHistory> =>
    pagedList(
      { page, pageSize },
      (offset, limit) => listDraws(app.db, offset, limit),
      (r) => ({
        id: r.id,
        promoCode: maskPromoCode(r.promoCode),
        prizeName: r.prizeName,
        prizeType: r.prizeType,
        drawnAt: r.drawnAt.toISOString(),
      }),
    );

  app.route({
    ...endpointRoute(app, drawsPublic.history, {
      summary: 'Drawing history, newest first, codes masked',
      querystring: drawHistoryQuerySchema,
      response: { 200: drawHistorySchema, ...errorResponses(400) },
    }),
    handler: async (request, reply) => {
      const { page, pageSize } = request.query;
      // The first page is what every spin page shows: from memory. Deeper pages are rare reads.
      if (page === 1) {
        const view = `${DRAW_HISTORY_VIEW}?page=1&pageSize=${pageSize}`;
        return app.views.send(request, reply, view, () => history(page, pageSize));
      }
      reply.header('cache-control', 'no-cache');
      return history(page, pageSize);
    },
  });
};

export const adminDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, draws.clearHistory, {
      summary: 'Clear the drawing history',
      response: { 200: clearDrawHistoryResponseSchema },
    }),
    handler: async (request) => {
      const deletedCount = await clearDraws(app.db);
      await app.realtime.publish({ type: 'draws_changed' });
      await app.audit(request, 'draws.clear', { details: { deletedCount } });
      return { deletedCount };
    },
  });
};
