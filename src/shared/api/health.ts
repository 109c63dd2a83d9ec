// GET /api/health: liveness and which database this instance uses.
import { z } from 'zod';

export const healthSchema = z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres']) });
export const healthDownSchema = z.object({
  ok: z.literal(false),
  db: z.enum(['pglite', 'postgres']),
  message: z.string(),
  /** Set while the instance is shutting down: a balancer should send its work elsewhere. */
  draining: z.literal(true).optional(),
});

/** GET /api/health/live: the process answers (its event loop runs); the database is not asked. */
export const liveSchema = z.object({ ok: z.literal(true) });
