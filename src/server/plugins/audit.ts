// The audit log as one call: app.audit(request, action, { target, details }). Who (an admin session
// or a visitor), from where and when come from the request and the app's clock, never from each route.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { writeAudit, type AuditEntry } from './audit.repository';

export interface AuditFacts {
  target?: string;
  details?: Record<string, unknown>;
  /** Default: 'admin' on a request with an admin session, otherwise 'visitor'. */
  actor?: AuditEntry['actor'];
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: (request: FastifyRequest, action: string, facts?: AuditFacts) => Promise<void>;
  }
}

export default fp(
  async (app) => {
    app.decorate('audit', async (request: FastifyRequest, action: string, facts: AuditFacts = {}) => {
      await writeAudit(app.db, {
        actor: facts.actor ?? (request.adminSession ? 'admin' : 'visitor'),
        action,
        target: facts.target,
        details: facts.details,
        ip: request.ip,
        at: app.now(),
      });
    });
  },
  { name: 'audit', dependencies: ['db', 'auth'] },
);
