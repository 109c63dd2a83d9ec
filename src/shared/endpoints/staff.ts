// The people who sign in (the owner's Staff tab), and the invitation a new person accepts: public, since
// the person has no session yet; the token in its body is what lets them in.
import type {
  acceptInvitationBodySchema,
  invitationLookupBodySchema,
  invitationLookupSchema,
  invitationSchema,
  newStaffAnswerSchema,
  newStaffBodySchema,
  patchStaffBodySchema,
  securitySettingsSchema,
  staffListSchema,
  staffMemberSchema,
} from '../api/staff';
import type { sessionResponseSchema } from '../admin-auth';
import type { Endpoint } from './endpoint';

export const list: Endpoint<'GET', '/api/admin/staff', { answer: typeof staffListSchema }> = {
  method: 'GET',
  path: '/api/admin/staff',
  access: 'staff',
};

export const add: Endpoint<
  'POST',
  '/api/admin/staff',
  { body: typeof newStaffBodySchema; answer: typeof newStaffAnswerSchema }
> = { method: 'POST', path: '/api/admin/staff', access: 'staff' };

export const change: Endpoint<
  'PATCH',
  '/api/admin/staff/:id',
  { body: typeof patchStaffBodySchema; answer: typeof staffMemberSchema }
> = { method: 'PATCH', path: '/api/admin/staff/:id', access: 'staff' };

export const invite: Endpoint<
  'POST',
  '/api/admin/staff/:id/invitation',
  { answer: typeof invitationSchema }
> = { method: 'POST', path: '/api/admin/staff/:id/invitation', access: 'staff' };

/** Resets a person's two-factor sign-in (a lost phone): they sign in with their password alone again. */
export const resetTwoFactor: Endpoint<
  'DELETE',
  '/api/admin/staff/:id/two-factor',
  { answer: typeof staffMemberSchema }
> = { method: 'DELETE', path: '/api/admin/staff/:id/two-factor', access: 'staff' };

/** Whose invitation a link is, before its password is chosen. */
export const lookupInvitation: Endpoint<
  'POST',
  '/api/admin/invitations/lookup',
  { body: typeof invitationLookupBodySchema; answer: typeof invitationLookupSchema }
> = { method: 'POST', path: '/api/admin/invitations/lookup', access: 'public' };

export const acceptInvitation: Endpoint<
  'POST',
  '/api/admin/invitations/accept',
  { body: typeof acceptInvitationBodySchema; answer: typeof sessionResponseSchema }
> = { method: 'POST', path: '/api/admin/invitations/accept', access: 'public' };

/** The owner's security settings: whether everyone must have two-factor sign-in. */
export const security: Endpoint<'GET', '/api/admin/security', { answer: typeof securitySettingsSchema }> = {
  method: 'GET',
  path: '/api/admin/security',
  access: 'staff',
};

export const saveSecurity: Endpoint<
  'PUT',
  '/api/admin/security',
  { body: typeof securitySettingsSchema; answer: typeof securitySettingsSchema }
> = { method: 'PUT', path: '/api/admin/security', access: 'staff' };
