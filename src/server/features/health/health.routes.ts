// GET /api/health: readiness, and which database this instance uses; a failing database answers 503, and
// so does an instance that is shutting down (draining), so a load balancer stops sending it new work.
// GET /api/health/live: liveness, from the process alone. An orchestrator restarts an instance whose
// event loop no longer answers; a database that is down is no reason to restart every instance.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDownSchema, healthSchema, liveSchema } from '#shared/api/health';
import { health, live } from '#shared/endpoints/platform';
import { endpointRoute } from '../../lib/endpoint-route';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, health, {
      summary: 'Liveness and database kind',
      response: { 200: healthSchema, 503: healthDownSchema },
    }),
    handler: async (request, reply) => {
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
        request.log.error({ err }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ ok: false as const, db: app.database.kind, message: 'Database unavailable' });
      }
      return { ok: true as const, db: app.database.kind };
    },
  });

  app.route({
    ...endpointRoute(app, live, {
      summary: 'Liveness: the process answers, without asking the database (200 while draining too)',
      response: { 200: liveSchema },
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  });
};

export default healthRoutes;
