// My account: POST /api/admin/me/password (needs the current one; ends my other sessions), GET
// /api/admin/sessions (mine; with the staff permission, everyone's) and DELETE /api/admin/sessions/{id}
// (one of mine, or with the staff permission anyone's).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  passwordChangedSchema,
  recoveryCodesSchema,
  twoFactorConfirmBodySchema,
  twoFactorOffBodySchema,
  twoFactorOffSchema,
  twoFactorSetupSchema,
  sessionEndedSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  type AdminSessionRow,
} from '#shared/api/account';
import { errorResponses } from '#shared/api/errors';
import * as account from '#shared/endpoints/account';
import { roleMay } from '#shared/permissions';
import { HttpError, notFound, unauthorized } from '../../http-errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { browserName } from '../../lib/browser-name';
import { endSessionById, listLiveSessions } from '../../plugins/sessions.repository';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertNewPasswordAllowed } from '../../lib/password-policy';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUrl } from '../../lib/totp';
import { useSecondFactor } from '../../plugins/second-factor';
import {
  clearSecondFactor,
  confirmSecret,
  findPendingSecret,
  setPendingSecret,
} from '../../plugins/second-factor.repository';
import { findPersonForPassword, setOwnPassword } from './account.repository';

/** How an authenticator app names this site's entry: the issuer, and the person's login name. */
const TOTP_ISSUER = 'Lucky Draw';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, account.twoFactorSetup, {
      summary:
        'A new key for two-factor sign-in (the QR code and the key as text); in force once a code from it is confirmed',
      response: { 200: twoFactorSetupSchema },
    }),
    handler: async (request) => {
      const session = request.adminSession;
      if (!session) throw unauthorized();
      const secret = newTotpSecret();
      await setPendingSecret(app.db, session.staffId, secret);
      return { secret, otpauthUrl: otpauthUrl({ issuer: TOTP_ISSUER, account: session.login, secret }) };
    },
  });

  app.route({
    ...endpointRoute(app, account.twoFactorConfirm, {
      summary:
        'Turns two-factor sign-in on with a code from the new key, and answers 10 one-time recovery codes (shown once)',
      body: twoFactorConfirmBodySchema,
      response: { 200: recoveryCodesSchema, ...errorResponses(400, 409) },
    }),
    handler: async (request) => {
      const session = request.adminSession;
      if (!session) throw unauthorized();
      const pending = await findPendingSecret(app.db, session.staffId);
      if (!pending)
        throw new HttpError(409, 'Set up two-factor sign-in first: there is no new key to confirm');
      const step = matchTotp(pending, request.body.code, app.now(), null);
      if (step === null) {
        throw new HttpError(
          400,
          'code is not the one the app shows now: check the time on the phone and try again',
          {
            code: 'auth.code',
            params: { field: 'code' },
          },
        );
      }
      const recoveryCodes = newRecoveryCodes();
      const confirmed = await confirmSecret(
        app.db,
        session.staffId,
        pending,
        step,
        recoveryCodes.map(hashRecoveryCode),
      );
      if (!confirmed) throw new HttpError(409, 'Another setup replaced this key meanwhile: scan the new one');
      await app.audit(request, 'admin.two_factor_on', {
        target: String(session.staffId),
        details: { name: session.name, login: session.login },
      });
      return { recoveryCodes };
    },
  });

  app.route({
    ...endpointRoute(app, account.twoFactorOff, {
      summary: 'Turns my two-factor sign-in off: needs my password and a code (or a recovery code)',
      body: twoFactorOffBodySchema,
      response: { 200: twoFactorOffSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const session = request.adminSession;
      if (!session) throw unauthorized();
      const { password, code } = request.body;
      const person = await findPersonForPassword(app.db, session.staffId);
      if (!person?.hash || !(await verifyPassword(password, person.hash))) {
        throw new HttpError(400, 'password is not your password', {
          code: 'auth.password',
          params: { field: 'password' },
        });
      }
      if (!(await useSecondFactor(app.db, session.staffId, code, app.now()))) {
        throw new HttpError(400, 'code is not right, or was used already', {
          code: 'auth.code',
          params: { field: 'code' },
        });
      }
      await clearSecondFactor(app.db, session.staffId);
      await app.audit(request, 'admin.two_factor_off', {
        target: String(session.staffId),
        details: { name: session.name, login: session.login },
      });
      return { twoFactor: false as const };
    },
  });

  app.route({
    ...endpointRoute(app, account.changePassword, {
      summary: 'Changes my password: needs the current one, and signs out my other sessions',
      body: changePasswordBodySchema,
      response: { 200: passwordChangedSchema, ...errorResponses(400, 409) },
    }),
    handler: async (request) => {
      const session = request.adminSession;
      if (!session) throw unauthorized();
      const { currentPassword, newPassword } = request.body;
      const person = await findPersonForPassword(app.db, session.staffId);
      if (!person?.hash || !(await verifyPassword(currentPassword, person.hash))) {
        throw new HttpError(400, 'currentPassword is not your current password', {
          code: 'auth.password',
          params: { field: 'currentPassword' },
        });
      }
      assertNewPasswordAllowed(newPassword, person.login, 'newPassword');
      const ended = await setOwnPassword(app.db, {
        staffId: session.staffId,
        checkedHash: person.hash,
        newHash: await hashPassword(newPassword),
        keepSessionId: session.id,
        at: app.now(),
      });
      if (ended === null) throw new HttpError(409, 'Your password was changed meanwhile: sign in again');
      if (ended.length > 0) await app.realtime.endAdminSessions(ended);
      await app.audit(request, 'admin.password_changed', {
        target: String(session.staffId),
        details: { name: session.name, login: session.login, sessionsEnded: ended.length },
      });
      return { sessionsEnded: ended.length };
    },
  });

  app.route({
    ...endpointRoute(app, account.sessions, {
      summary: "The live sessions: my own; with the staff permission, everyone's",
      response: { 200: sessionListSchema },
    }),
    handler: async (request) => {
      const session = request.adminSession;
      if (!session) throw unauthorized();
      const everyone = roleMay(session.role, 'staff');
      const rows = await listLiveSessions(app.db, everyone ? null : session.staffId, app.now());
      return {
        sessions: rows.map((row): AdminSessionRow => ({
          id: row.id,
          staffId: row.staffId,
          name: row.name,
          ...browserName(row.userAgent),
          ip: row.ip,
          startedAt: row.createdAt.toISOString(),
          lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          current: row.id === session.id,
        })),
      };
    },
  });

  app.route({
    ...endpointRoute(app, account.endSession, {
      summary:
        "Signs one session out (mine; with the staff permission, anyone's): its dashboard shows the login card",
      params: sessionIdParamsSchema,
      response: { 200: sessionEndedSchema, ...errorResponses(404) },
    }),
    handler: async (request, reply) => {
      const session = request.adminSession;
      if (!session) throw unauthorized();
      const { id } = request.params;
      const everyone = roleMay(session.role, 'staff');
      const ended = await endSessionById(app.db, id, everyone ? null : session.staffId, app.now());
      if (!ended) throw notFound(`There is no live session ${id} of yours`);
      await app.realtime.endAdminSessions([id]);
      await app.audit(request, 'admin.session_ended', {
        target: String(id),
        details: { staffId: ended.staffId },
      });
      if (id === session.id) app.adminCookie.clear(reply);
      return { id };
    },
  });
};

export default accountRoutes;
