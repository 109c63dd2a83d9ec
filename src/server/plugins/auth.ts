// Admin sessions: the cookie, the lookup and the one guard every admin route uses; the server decides
// (docs/architecture.md, point 3).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refusalOf } from '#shared/permission-words';
import { personMay, type Permission } from '#shared/permissions';
import {
  findActiveSession,
  LAST_SEEN_STEP_MS,
  touchSession,
  type ActiveSession,
} from './sessions.repository';
import { HttpError, unauthorized } from '../http-errors';

/** The session cookie on plain http (development, tests), where a __Host- cookie would be refused. */
export const SESSION_COOKIE = 'ld_admin_session';
/**
 * The session cookie behind HTTPS (NODE_ENV=production). The browser keeps a __Host- cookie only if it is
 * Secure, has Path=/ and no Domain, so a page on a sibling subdomain can neither plant nor replace it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const sessionCookieName = (secure: boolean): string =>
  secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

export interface AuthOptions {
  /** Behind HTTPS (NODE_ENV=production): the cookie is Secure and __Host- prefixed. */
  secureCookies?: boolean;
}

/** A live admin session: its person and role (plugins/sessions.repository.ts). */
export type AdminSession = ActiveSession;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for admin routes: 401 unless the request carries a live admin session. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest of an operator's route: 401 without a live session, 403 when its role lacks
     * `permission` (the route's entry names it: #shared/endpoints).
     */
    requirePermission: (permission: Permission) => (request: FastifyRequest) => Promise<void>;
    readAdminSession: (request: FastifyRequest) => Promise<AdminSession | null>;
    /** The session cookie: one name and one set of attributes for whoever sets, clears or reads it. */
    adminCookie: {
      name: string;
      secure: boolean;
      /** The token this request carries, unchecked; undefined when it carries none or an absurd one. */
      token: (request: FastifyRequest) => string | undefined;
      set: (reply: FastifyReply, token: string, expiresAt: Date) => void;
      clear: (reply: FastifyReply) => void;
    };
  }
  interface FastifyRequest {
    adminSession: AdminSession | null;
  }
}

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export default fp<AuthOptions>(
  async (app, { secureCookies = false }) => {
    const name = sessionCookieName(secureCookies);
    const attributes = { httpOnly: true, sameSite: 'strict', secure: secureCookies, path: '/' } as const;
    app.decorate('adminCookie', {
      name,
      secure: secureCookies,
      token: (request: FastifyRequest) => {
        const token = request.cookies[name];
        return token && token.length <= 200 ? token : undefined;
      },
      set: (reply: FastifyReply, token: string, expiresAt: Date) => {
        reply.setCookie(name, token, { ...attributes, expires: expiresAt });
      },
      clear: (reply: FastifyReply) => {
        reply.clearCookie(name, attributes);
      },
    });

    app.decorateRequest('adminSession', null);

    app.decorate('readAdminSession', async (request: FastifyRequest): Promise<AdminSession | null> => {
      const token = app.adminCookie.token(request);
      return token ? findActiveSession(app.db, hashToken(token), app.now()) : null;
    });

    // When each session was last noted as used by this instance: a session is written at most once a
    // LAST_SEEN_STEP_MS, not on every request (My account's session list shows it to the minute).
    const touched = new Map<number, number>();
    const noteUse = async (sessionId: number) => {
      const now = app.now();
      if (now.getTime() - (touched.get(sessionId) ?? 0) < LAST_SEEN_STEP_MS) return;
      if (touched.size > 10_000) touched.clear();
      touched.set(sessionId, now.getTime());
      await touchSession(app.db, sessionId, now);
    };

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const session = await app.readAdminSession(request);
      if (!session) throw unauthorized('Admin login required');
      request.adminSession = session;
      await noteUse(session.id);
    });

    app.decorate('requirePermission', (permission: Permission) => async (request: FastifyRequest) => {
      await app.requireAdmin(request);
      const session = request.adminSession;
      if (session && personMay(session, permission)) return;
      const role = session?.role;
      // Required to set up two-factor sign-in first: only one's own account works until then.
      if (session?.mustSetUpTwoFactor && permission !== 'account') {
        throw new HttpError(403, 'Set up two-factor sign-in first: the owner requires it for everyone', {
          code: 'auth.two_factor_required',
        });
      }
      throw new HttpError(403, refusalOf(role, permission), {
        code: 'auth.forbidden',
        params: { role: role ?? '', permission },
      });
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
