// My account: POST /api/admin/me/password (needs the current one; ends my other sessions), GET
// /api/admin/sessions (mine; with the staff permission, everyone's) and DELETE /api/admin/sessions/{id}
// (one of mine, or with the staff permission anyone's).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  passwordChangedSchema,
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
import { findPersonForPassword, setOwnPassword } from './account.repository';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
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
