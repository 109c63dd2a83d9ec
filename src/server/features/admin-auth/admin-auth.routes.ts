// POST /api/admin/login, POST /api/admin/logout, POST /api/admin/sign-out-everywhere, GET /api/admin/me,
// GET /api/admin/session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  loginBodySchema,
  meSchema,
  sessionResponseSchema,
  type SessionResponse,
} from '#shared/admin-auth';
import { errorResponses } from '#shared/api/errors';
import * as adminAuth from '#shared/endpoints/admin-auth';
import * as adminAuthPublic from '#shared/endpoints/admin-auth-public';
import { fieldProblem, HttpError } from '../../http-errors';
import { hashToken } from '../../plugins/auth';
import { endpointRoute } from '../../lib/endpoint-route';
import { AttemptBudget, minutesText, waitDetails } from '../../plugins/attempt-budget';
import { revokeAllSessions, revokeSession } from '../../plugins/sessions.repository';
import { OWNER_LOGIN } from '../../db/schema';
import { findStaffByLogin, rehashPassword } from './admin-auth.repository';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { beginSession, meOf } from '../../plugins/sign-in';
import { codeKind, useSecondFactor } from '../../plugins/second-factor';

const signedOut = { loggedIn: false, expiresAt: null } satisfies SessionResponse;

// The cookie's name and attributes (Secure and __Host- behind HTTPS) are the auth plugin's: app.adminCookie.
const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const attempts = new AttemptBudget(app.db, {
    scope: 'admin-login',
    limit: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
  });
  // The same failures counted by the login name they were against, from every address together.
  const accountAttempts = new AttemptBudget(app.db, {
    scope: 'admin-login-account',
    limit: LOGIN_ACCOUNT_MAX_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    keyOf: (login) => login.toLowerCase(),
  });
  const locked = (retryAfterMs: number) => {
    app.metrics.refused('login');
    return new HttpError(429, `Too many failed login attempts. Try again in ${minutesText(retryAfterMs)}.`, {
      code: 'auth.locked',
      ...waitDetails(retryAfterMs),
    });
  };

  app.route({
    ...endpointRoute(app, adminAuth.login, {
      summary: 'Admin sign-in: sets the session cookie',
      body: loginBodySchema,
      response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 429) },
    }),
    handler: async (request, reply) => {
      const { login, password, code } = request.body;
      const now = app.now();
      // Reserved before the password is checked, in one statement: a burst of any size from one address
      // gets at most LOGIN_MAX_FAILURES checks, on every instance together. A blocked address learns
      // nothing, even with the right password.
      const attempt = await attempts.reserve(request.ip, now);
      if (!attempt.allowed) throw locked(attempt.retryAfterMs);
      // Without a login name (the card and API clients of before), the owner's password.
      const named = login !== undefined && login !== '';
      const account = named ? login : OWNER_LOGIN;
      // And one of the account's, so a burst from many addresses against one person is slowed too. Refused
      // there, the address's attempt is given back: it checked nothing.
      const accountAttempt = await accountAttempts.reserve(account, now);
      if (!accountAttempt.allowed) {
        await attempt.refund();
        throw locked(accountAttempt.retryAfterMs);
      }
      const person = await findStaffByLogin(app.db, account);
      // A disabled person, or one unknown, is refused as a wrong password is: the answer tells nobody
      // which login names exist.
      if (!person?.active || person.hash === null || !(await verifyPassword(password, person.hash))) {
        await app.audit(request, 'admin.login_failed', named ? { target: login.toLowerCase() } : {});
        throw named
          ? new HttpError(401, 'Invalid login name or password', { code: 'auth.login' })
          : new HttpError(401, 'Invalid password', { code: 'auth.password' });
      }
      // Two-factor sign-in: the right password alone answers that a code is needed (the card then asks for
      // it). A wrong or used code is a failed attempt like a wrong password: it stays counted.
      if (person.twoFactor) {
        if (code === undefined || code === '') {
          throw new HttpError(401, 'Enter the 6-digit code from your authenticator app, or a recovery code', {
            code: 'auth.code_required',
            params: { field: 'code' },
          });
        }
        if (codeKind(code) === null) {
          throw fieldProblem('code', 'code must be the 6 digits your app shows, or a recovery code');
        }
        if (!(await useSecondFactor(app.db, person.id, code, now))) {
          await app.audit(request, 'admin.login_failed', { target: person.login, details: { code: true } });
          throw new HttpError(401, 'That code is not right, or was used already', {
            code: 'auth.code',
            params: { field: 'code' },
          });
        }
      }
      // A hash made with weaker parameters of before is stored again with today's: only now is the
      // password at hand. Not a new password, so the generation and every session stay.
      if (needsRehash(person.hash)) {
        await rehashPassword(app.db, person.id, person.hash, await hashPassword(password));
      }

      await attempts.clear(request.ip);
      await accountAttempts.clear(account);
      const answer = await beginSession(app, request, reply, person);
      await app.audit(request, 'admin.login', {
        actor: 'admin',
        person: { id: person.id, name: person.name },
      });
      return answer;
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
        await app.audit(request, 'admin.logout', { actor: 'admin', adminSessionId: ended });
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
      return meOf({ ...session, id: session.staffId });
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
        ...(session ? { me: meOf({ ...session, id: session.staffId }) } : {}),
      } satisfies SessionResponse;
    },
  });
};

export default adminAuthRoutes;
