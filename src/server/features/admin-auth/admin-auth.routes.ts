// POST /api/admin/login, POST /api/admin/logout, GET /api/admin/session.
import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_SESSION_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  loginBodySchema,
  type SessionResponse,
} from '../../../shared/admin-auth';
import { HttpError, parseOr400, unauthorized } from '../../http-errors';
import {
  clearSessionCookie,
  hashToken,
  newSessionToken,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/auth';
import { writeAudit } from '../../audit/audit.repository';
import {
  clearFailures,
  countFailuresSince,
  createSession,
  getPasswordHash,
  oldestFailureSince,
  pruneSessions,
  recordFailure,
  revokeSession,
} from './admin-auth.repository';
import { verifyPassword } from './password';

export interface AdminAuthOptions {
  secureCookies: boolean;
}

const adminAuthRoutes: FastifyPluginAsync<AdminAuthOptions> = async (app, { secureCookies }) => {
  app.post('/admin/login', async (request, reply) => {
    const now = app.now();
    const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
    // Checked before the password, so a blocked IP learns nothing even with the right one.
    if ((await countFailuresSince(app.db, request.ip, windowStart)) >= LOGIN_MAX_FAILURES) {
      const oldest = await oldestFailureSince(app.db, request.ip, windowStart);
      const retryMs = oldest
        ? oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime()
        : LOGIN_FAILURE_WINDOW_MS;
      const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
      throw new HttpError(
        429,
        `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { 'retry-after': String(Math.ceil(retryMs / 1000)) },
      );
    }

    const { password } = parseOr400(loginBodySchema, request.body);
    const stored = await getPasswordHash(app.db);
    if (!stored || !(await verifyPassword(password, stored))) {
      await recordFailure(app.db, request.ip, now);
      await writeAudit(app.db, { actor: 'visitor', action: 'admin.login_failed', ip: request.ip, at: now });
      throw unauthorized('Invalid password');
    }

    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MS);
    await createSession(app.db, {
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt,
      ip: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
    });
    await clearFailures(app.db, request.ip, windowStart);
    await pruneSessions(app.db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
    await writeAudit(app.db, { actor: 'admin', action: 'admin.login', ip: request.ip, at: now });
    setSessionCookie(reply, token, expiresAt, secureCookies);
    return { loggedIn: true, expiresAt: expiresAt.toISOString() } satisfies SessionResponse;
  });

  app.post('/admin/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const now = app.now();
    if (token && (await revokeSession(app.db, hashToken(token), now))) {
      await writeAudit(app.db, { actor: 'admin', action: 'admin.logout', ip: request.ip, at: now });
    }
    clearSessionCookie(reply, secureCookies);
    return { loggedIn: false, expiresAt: null } satisfies SessionResponse;
  });

  app.get('/admin/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await app.readAdminSession(request);
    return {
      loggedIn: session !== null,
      expiresAt: session ? session.expiresAt.toISOString() : null,
    } satisfies SessionResponse;
  });
};

export default adminAuthRoutes;
