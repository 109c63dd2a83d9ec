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
  /** Who did it, when the request has no session yet (a sign-in); otherwise the session's person. */
  person?: AuditEntry['person'];
  /** Or the session that did it, when the request no longer carries it (a sign-out). */
  adminSessionId?: number | undefined;
}

/** Who, from where and when, for a route whose repository writes its audit row in its own statement. */
export type AuditSource = Pick<AuditEntry, 'actor' | 'at' | 'person'> & { ip: string };

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
      // The person who did it, with their name at the time.
      person: request.adminSession
        ? { id: request.adminSession.staffId, name: request.adminSession.name }
        : undefined,
    });
    app.decorate('auditSource', auditSource);
    app.decorate('audit', async (request: FastifyRequest, action: AuditAction, facts: AuditFacts = {}) => {
      await writeAudit(app.db, {
        ...auditSource(request, facts.actor),
        ...(facts.person ? { person: facts.person } : {}),
        ...(facts.adminSessionId !== undefined ? { adminSessionId: facts.adminSessionId } : {}),
        action,
        target: facts.target,
        details: facts.details,
      });
    });
  },
  { name: 'audit', dependencies: ['db', 'auth'] },
);
