// The Staff tab's calls (owner): GET/POST /api/admin/staff, PATCH /api/admin/staff/{id}, POST
// /api/admin/staff/{id}/invitation; and the invitation's own, public: POST /api/admin/invitations/lookup
// (whose it is) and POST /api/admin/invitations/accept (the person chooses a password and is signed in).
// An invitation link carries a random token in its fragment (never sent to a server, so never in a log
// or a Referer); only the token's hash is stored, and it works once, for INVITATION_HOURS.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '#shared/admin-auth';
import { errorResponses } from '#shared/api/errors';
import {
  acceptInvitationBodySchema,
  INVITATION_MS,
  invitationLookupBodySchema,
  invitationLookupSchema,
  invitationSchema,
  newStaffAnswerSchema,
  newStaffBodySchema,
  patchStaffBodySchema,
  securitySettingsSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffMemberSchema,
  type StaffMember,
} from '#shared/api/staff';
import * as staffEndpoints from '#shared/endpoints/staff';
import { HttpError, notFound } from '../../http-errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { hashToken, newSessionToken } from '../../plugins/auth';
import { hashPassword } from '../../lib/password';
import { assertNewPasswordAllowed } from '../../lib/password-policy';
import { beginSession } from '../../plugins/sign-in';
import { clearSecondFactor } from '../../plugins/second-factor.repository';
import {
  acceptInvitation,
  changeStaff,
  findInvitation,
  findStaff,
  insertStaff,
  findSecurity,
  listStaff,
  saveSecurity,
  setInvitation,
  type StaffRow,
} from './staff.repository';

const toMember = (row: StaffRow): StaffMember => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  invitationExpiresAt: row.invitationExpiresAt?.toISOString() ?? null,
});

/**
 * This site's address as the owner's browser sees it: its Origin (which knows the scheme even behind a
 * proxy that ends TLS), else the host the request was made to.
 */
function siteOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  return `${request.protocol}://${request.host}`;
}

const invitationUrl = (request: FastifyRequest, token: string) =>
  `${siteOrigin(request)}/admin#invitation=${token}`;

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A new invitation's token and when it stops working. */
  const newInvitation = () => {
    const token = newSessionToken();
    return { token, hash: hashToken(token), expiresAt: new Date(app.now().getTime() + INVITATION_MS) };
  };

  app.route({
    ...endpointRoute(app, staffEndpoints.list, {
      summary: 'Everyone who may sign in: name, login name, role, state, two-factor sign-in, last sign-in',
      response: { 200: staffListSchema },
    }),
    handler: async () => ({ staff: (await listStaff(app.db)).map(toMember) }),
  });

  app.route({
    ...endpointRoute(app, staffEndpoints.add, {
      summary: 'Adds a person and answers their one-time invitation link (valid 72 hours, shown once)',
      body: newStaffBodySchema,
      response: { 201: newStaffAnswerSchema, ...errorResponses(400, 409) },
    }),
    handler: async (request, reply) => {
      const { name, login, role } = request.body;
      const invitation = newInvitation();
      const id = await insertStaff(app.db, {
        name,
        login,
        role,
        invitationHash: invitation.hash,
        invitationExpiresAt: invitation.expiresAt,
        createdAt: app.now(),
      });
      if (id === null) {
        throw new HttpError(409, `login "${login.toLowerCase()}" is taken: choose another login name`, {
          code: 'staff.login_taken',
          params: { field: 'login' },
        });
      }
      await app.audit(request, 'staff.add', {
        target: String(id),
        details: { name, login: login.toLowerCase(), role },
      });
      reply.code(201);
      return {
        id,
        invitationUrl: invitationUrl(request, invitation.token),
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },
  });

  app.route({
    ...endpointRoute(app, staffEndpoints.change, {
      summary:
        "Changes a person's name, role or state. Disabling ends their sessions at once; the last active owner stays (409)",
      params: staffIdParamsSchema,
      body: patchStaffBodySchema,
      response: { 200: staffMemberSchema, ...errorResponses(400, 404, 409) },
    }),
    handler: async (request) => {
      const { id } = request.params;
      const result = await changeStaff(app.db, id, request.body, app.now());
      if (result.kind === 'not_found') throw notFound(`There is no person ${id}`);
      if (result.kind === 'last_owner') {
        throw new HttpError(
          409,
          'This is the last active owner: make someone else an owner first, so that somebody can still manage staff',
          { code: 'staff.last_owner' },
        );
      }
      const { before, after, endedSessions } = result;
      if (endedSessions.length > 0) await app.realtime.endAdminSessions(endedSessions);
      await app.audit(request, 'staff.change', {
        target: String(id),
        details: {
          name: after.name,
          login: after.login,
          before: { name: before.name, role: before.role, active: before.active },
          after: { name: after.name, role: after.role, active: after.active },
          ...(endedSessions.length > 0 ? { sessionsEnded: endedSessions.length } : {}),
        },
      });
      return toMember(after);
    },
  });

  app.route({
    ...endpointRoute(app, staffEndpoints.invite, {
      summary:
        'A new one-time invitation link for a person: it replaces their open one (and, once accepted, their password)',
      params: staffIdParamsSchema,
      response: { 200: invitationSchema, ...errorResponses(404) },
    }),
    handler: async (request) => {
      const { id } = request.params;
      const invitation = newInvitation();
      const person = await findStaff(app.db, id);
      if (!person || !(await setInvitation(app.db, id, invitation.hash, invitation.expiresAt))) {
        throw notFound(`There is no person ${id}`);
      }
      await app.audit(request, 'staff.invite', {
        target: String(id),
        details: { name: person.name, login: person.login },
      });
      return {
        invitationUrl: invitationUrl(request, invitation.token),
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },
  });

  app.route({
    ...endpointRoute(app, staffEndpoints.resetTwoFactor, {
      summary:
        "Resets a person's two-factor sign-in (a lost phone): they sign in with their password alone again",
      params: staffIdParamsSchema,
      response: { 200: staffMemberSchema, ...errorResponses(404) },
    }),
    handler: async (request) => {
      const { id } = request.params;
      if (!(await clearSecondFactor(app.db, id))) throw notFound(`There is no person ${id}`);
      const person = await findStaff(app.db, id);
      if (!person) throw notFound(`There is no person ${id}`);
      await app.audit(request, 'staff.two_factor_reset', {
        target: String(id),
        details: { name: person.name, login: person.login },
      });
      return toMember(person);
    },
  });

  app.route({
    ...endpointRoute(app, staffEndpoints.security, {
      summary: 'The security settings: whether everyone must have two-factor sign-in',
      response: { 200: securitySettingsSchema },
    }),
    handler: async () => findSecurity(app.db),
  });

  app.route({
    ...endpointRoute(app, staffEndpoints.saveSecurity, {
      summary:
        'Saves the security settings. Requiring two-factor sign-in: a person without it sets it up before anything else works',
      body: securitySettingsSchema,
      response: { 200: securitySettingsSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const before = await findSecurity(app.db);
      await saveSecurity(app.db, request.body);
      if (before.requireTwoFactor !== request.body.requireTwoFactor) {
        await app.audit(request, 'security.save', {
          details: { requireTwoFactor: request.body.requireTwoFactor },
        });
      }
      return findSecurity(app.db);
    },
  });

  const invitationGone = () =>
    new HttpError(400, 'token: this invitation link has expired, was used already or is not valid', {
      code: 'staff.invitation',
      params: { field: 'token' },
    });

  app.route({
    ...endpointRoute(app, staffEndpoints.lookupInvitation, {
      summary: 'Whose invitation a link is (name and login name), before a password is chosen',
      body: invitationLookupBodySchema,
      response: { 200: invitationLookupSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const person = await findInvitation(app.db, hashToken(request.body.token), app.now());
      if (!person) throw invitationGone();
      return { name: person.name, login: person.login };
    },
  });

  app.route({
    ...endpointRoute(app, staffEndpoints.acceptInvitation, {
      summary:
        'Accepts an invitation: the person chooses their password and is signed in (the link works once)',
      body: acceptInvitationBodySchema,
      response: { 200: sessionResponseSchema, ...errorResponses(400) },
    }),
    handler: async (request, reply) => {
      const { token, password } = request.body;
      const hash = hashToken(token);
      const invited = await findInvitation(app.db, hash, app.now());
      if (!invited) throw invitationGone();
      assertNewPasswordAllowed(password, invited.login, 'password');
      const person = await acceptInvitation(app.db, hash, await hashPassword(password), app.now());
      if (!person) throw invitationGone();
      const answer = await beginSession(app, request, reply, person);
      await app.audit(request, 'staff.accept', {
        actor: 'admin',
        person: { id: person.id, name: person.name },
        target: String(person.id),
        details: { name: person.name, login: person.login },
      });
      return answer;
    },
  });
};

export default staffRoutes;
