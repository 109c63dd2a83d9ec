// POST /api/admin/login, POST /api/admin/logout, POST /api/admin/sign-out-everywhere, GET /api/admin/me,
// GET /api/admin/session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SESSION_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  loginBodySchema,
  meSchema,
  sessionResponseSchema,
  type SessionResponse,
} from '#shared/admin-auth';
import { errorResponses } from '#shared/api/errors';
import { ROLE_PERMISSIONS } from '#shared/permissions';
import * as adminAuth from '#shared/endpoints/admin-auth';
import * as adminAuthPublic from '#shared/endpoints/admin-auth-public';
import { HttpError } from '../../http-errors';
import { hashToken, newSessionToken } from '../../plugins/auth';
import { endpointRoute } from '../../lib/endpoint-route';
import { AttemptBudget, minutesText, waitDetails } from '../../plugins/attempt-budget';
import {
  createSession,
  pruneSessions,
  revokeAllSessions,
  revokeSession,
} from '../../plugins/sessions.repository';
import { OWNER_LOGIN } from '../../db/schema';
import { findStaffByLogin, markSignedIn, rehashPassword } from './admin-auth.repository';
import { hashPassword, needsRehash, verifyPassword } from './password';

const signedOut = { loggedIn: false, expiresAt: null } satisfies SessionResponse;

// The cookie's name and attributes (Secure and __Host- behind HTTPS) are the auth plugin's: app.adminCookie.
const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const attempts = new AttemptBudget(app.db, {
    scope: 'admin-login',
    limit: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
  });

  app.route({
    ...endpointRoute(app, adminAuth.login, {
      summary: 'Admin sign-in: sets the session cookie',
      body: loginBodySchema,
      response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 429) },
    }),
    handler: async (request, reply) => {
      const { login, password } = request.body;
      const now = app.now();
      // Reserved before the password is checked, in one statement: a burst of any size from one address
      // gets at most LOGIN_MAX_FAILURES checks, on every instance together. A blocked address learns
      // nothing, even with the right password.
      const attempt = await attempts.reserve(request.ip, now);
      if (!attempt.allowed) {
        throw new HttpError(
          429,
          `Too many failed login attempts. Try again in ${minutesText(attempt.retryAfterMs)}.`,
          { code: 'auth.locked', ...waitDetails(attempt.retryAfterMs) },
        );
      }

      // Without a login name (the card and API clients of before), the owner's password.
      const named = login !== undefined && login !== '';
      const person = await findStaffByLogin(app.db, named ? login : OWNER_LOGIN);
      // A disabled person, or one unknown, is refused as a wrong password is: the answer tells nobody
      // which login names exist.
      if (!person?.active || !(await verifyPassword(password, person.hash))) {
        await app.audit(request, 'admin.login_failed', named ? { target: login.toLowerCase() } : {});
        throw named
          ? new HttpError(401, 'Invalid login name or password', { code: 'auth.login' })
          : new HttpError(401, 'Invalid password', { code: 'auth.password' });
      }
      // A hash made with weaker parameters of before is stored again with today's: only now is the
      // password at hand. Not a new password, so the generation and every session stay.
      if (needsRehash(person.hash)) {
        await rehashPassword(app.db, person.id, person.hash, await hashPassword(password));
      }

      const token = newSessionToken();
      const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MS);
      await createSession(app.db, {
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt,
        // The password just checked: if it changes (even while this runs), the session ends.
        staffId: person.id,
        credentialGeneration: person.generation,
        ip: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
      });
      await attempts.clear(request.ip);
      await markSignedIn(app.db, person.id, now);
      await pruneSessions(app.db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
      await app.audit(request, 'admin.login', { actor: 'admin' });
      app.adminCookie.set(reply, token, expiresAt);
      return { loggedIn: true, expiresAt: expiresAt.toISOString() } satisfies SessionResponse;
    },
  });

  app.route({
    ...endpointRoute(app, adminAuth.logout, {
      summary: 'Admin sign-out: revokes the session',
      response: { 200: sessionResponseSchema },
    }),
    handler: async (request, reply) => {
      const token = app.adminCookie.token(request);
      const ended = token ? await revokeSession(app.db, hashToken(token), app.now()) : null;
      if (ended !== null) {
        await app.audit(request, 'admin.logout', { actor: 'admin' });
        await app.realtime.endAdminSessions([ended]);
      }
      app.adminCookie.clear(reply);
      return signedOut;
    },
  });

  app.route({
    ...endpointRoute(app, adminAuth.signOutEverywhere, {
      summary: 'Ends every admin session, this one included, on every device: clears the cookie',
      response: { 200: sessionResponseSchema },
    }),
    handler: async (request, reply) => {
      const sessionsEnded = await revokeAllSessions(app.db, app.now());
      await app.audit(request, 'admin.sign_out_everywhere', { details: { sessionsEnded } });
      await app.realtime.endAdminSessions('all');
      app.adminCookie.clear(reply);
      return signedOut;
    },
  });

  app.route({
    ...endpointRoute(app, adminAuth.me, {
      summary: 'Who is signed in: name, login name, role and what the role may do',
      response: { 200: meSchema },
    }),
    handler: async (request) => {
      const session = request.adminSession;
      if (!session) throw new HttpError(401, 'Admin login required', { code: 'auth.required' });
      return {
        id: session.staffId,
        name: session.name,
        login: session.login,
        role: session.role,
        permissions: [...ROLE_PERMISSIONS[session.role]],
        // Two-factor sign-in is not offered yet: nobody has it, and nobody must set it up.
        twoFactor: false,
        mustSetUpTwoFactor: false,
      };
    },
  });

  app.route({
    ...endpointRoute(app, adminAuthPublic.session, {
      summary: 'Whether this browser holds a live admin session',
      response: { 200: sessionResponseSchema },
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await app.readAdminSession(request);
      return {
        loggedIn: session !== null,
        expiresAt: session ? session.expiresAt.toISOString() : null,
      } satisfies SessionResponse;
    },
  });
};

export default adminAuthRoutes;
