// The audit log as one call: app.audit(request, action, { target, details }). Who (an admin session
// or a visitor), from where and when come from the request and the app's clock, never from each route.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction } from '#shared/audit-words';
import { writeAudit, type AuditEntry } from './audit.repository';

export interface AuditFacts {
  target?: string | undefined;
  details?: Record<string, unknown> | undefined;
  /** Default: 'admin' on a request with an admin session, otherwise 'visitor'. */
  actor?: AuditEntry['actor'];
}

/** Who, from where and when, for a route whose repository writes its audit row in its own statement. */
export type AuditSource = Pick<AuditEntry, 'actor' | 'at'> & { ip: string };

declare module 'fastify' {
  interface FastifyInstance {
    audit: (request: FastifyRequest, action: AuditAction, facts?: AuditFacts) => Promise<void>;
    /** The actor, address and time app.audit would record for this request. */
    auditSource: (request: FastifyRequest, actor?: AuditEntry['actor']) => AuditSource;
  }
}

export default fp(
  async (app) => {
    const auditSource = (request: FastifyRequest, actor?: AuditEntry['actor']): AuditSource => ({
      actor: actor ?? (request.adminSession ? 'admin' : 'visitor'),
      ip: request.ip,
      at: app.now(),
    });
    app.decorate('auditSource', auditSource);
    app.decorate('audit', async (request: FastifyRequest, action: AuditAction, facts: AuditFacts = {}) => {
      await writeAudit(app.db, {
        ...auditSource(request, facts.actor),
        action,
        target: facts.target,
        details: facts.details,
      });
    });
  },
  { name: 'audit', dependencies: ['db', 'auth'] },
);
