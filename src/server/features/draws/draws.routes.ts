// GET /api/draw-history (public, codes masked) and DELETE /api/admin/clear-draw-history (admin).
import type { FastifyPluginAsync } from 'fastify';
import { drawHistoryQuerySchema, type DrawHistory } from '../../../shared/api/draws';
import { maskPromoCode } from '../../../shared/promo-status';
import { writeAudit } from '../../audit/audit.repository';
import { parseOr400 } from '../../http-errors';
import { clearDraws, listDraws } from './draws.repository';

export const publicDrawRoutes: FastifyPluginAsync = async (app) => {
  app.get('/draw-history', async (request, reply) => {
    const { page, pageSize } = parseOr400(drawHistoryQuerySchema, request.query);
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
  });
};

export const adminDrawRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireAdmin);
  app.delete('/admin/clear-draw-history', async (request) => {
    const deletedCount = await clearDraws(app.db);
    await writeAudit(app.db, {
      actor: 'admin',
      action: 'draws.clear',
      details: { deletedCount },
      ip: request.ip,
      at: app.now(),
    });
    return { deletedCount };
  });
};
