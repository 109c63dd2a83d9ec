// Admin sessions: the cookie, the lookup and the one guard every admin route uses (ARCHITECTURE point 1).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findActiveSession } from './sessions.repository';
import { unauthorized } from '../http-errors';

export const SESSION_COOKIE = 'ld_admin_session';

export interface AdminSession {
  id: number;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for admin routes: 401 unless the request carries a live admin session. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    readAdminSession: (request: FastifyRequest) => Promise<AdminSession | null>;
  }
  interface FastifyRequest {
    adminSession: AdminSession | null;
  }
}

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export default fp(
  async (app) => {
    app.decorateRequest('adminSession', null);

    app.decorate('readAdminSession', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return null;
      return findActiveSession(app.db, hashToken(token), app.now());
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const session = await app.readAdminSession(request);
      if (!session) throw unauthorized('Admin login required');
      request.adminSession = session;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}
