// GET /api/health: liveness plus which database this instance uses; a failing database answers 503, and
// so does an instance that is shutting down (draining), so a load balancer stops sending it new work.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDownSchema, healthSchema } from '#shared/api/health';
import { health } from '#shared/endpoints/platform';
import { endpointRoute } from '../../lib/endpoint-route';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, health, {
      summary: 'Liveness and database kind',
      response: { 200: healthSchema, 503: healthDownSchema },
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.draining) {
        return reply.status(503).send({
          ok: false as const,
          db: app.database.kind,
          message: 'Draining: this instance is shutting down',
          draining: true as const,
        });
      }
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ ok: false as const, db: app.database.kind, message: 'Database unavailable' });
      }
      return { ok: true as const, db: app.database.kind };
    },
  });
};

export default healthRoutes;
