// GET /api/health: liveness plus which database this instance uses; a failing database answers 503.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ ok: false, db: app.database.kind, message: 'Database unavailable' });
    }
    return { ok: true, db: app.database.kind };
  });
};

export default healthRoutes;
