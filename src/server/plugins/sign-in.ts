// A session begun for a person whose password (or invitation) was just checked: the one way a browser is
// signed in, whether from the login card or from an accepted invitation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_MS, type Me, type SessionResponse } from '#shared/admin-auth';
import { ROLE_PERMISSIONS, type Role } from '#shared/permissions';
import { hashToken, newSessionToken } from './auth';
import { createSession, markSignedIn, pruneSessions } from './sessions.repository';

export async function beginSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  /** Who, and the generation of the password just checked: if it changes (even while this runs), the session ends. */
  person: Person & { generation: number },
): Promise<SessionResponse> {
  const now = app.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MS);
  await createSession(app.db, {
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
    staffId: person.id,
    credentialGeneration: person.generation,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
  });
  await markSignedIn(app.db, person.id, now);
  await pruneSessions(app.db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  app.adminCookie.set(reply, token, expiresAt);
  return { loggedIn: true, expiresAt: expiresAt.toISOString(), me: meOf(person) };
}

export interface Person {
  id: number;
  name: string;
  login: string;
  role: Role;
  twoFactor: boolean;
  mustSetUpTwoFactor: boolean;
}

/** Who is signed in and what their role may do (GET /api/admin/me, and the session's answers). */
export const meOf = (person: Person): Me => ({
  id: person.id,
  name: person.name,
  login: person.login,
  role: person.role,
  permissions: [...ROLE_PERMISSIONS[person.role]],
  twoFactor: person.twoFactor,
  mustSetUpTwoFactor: person.mustSetUpTwoFactor,
});
