// My account: one's own password and sessions. The owner's session list holds everyone's.
import type {
  changePasswordBodySchema,
  passwordChangedSchema,
  recoveryCodesSchema,
  sessionEndedSchema,
  sessionListSchema,
  twoFactorConfirmBodySchema,
  twoFactorOffBodySchema,
  twoFactorOffSchema,
  twoFactorSetupSchema,
} from '../api/account';
import type { Endpoint } from './endpoint';

export const changePassword: Endpoint<
  'POST',
  '/api/admin/me/password',
  { body: typeof changePasswordBodySchema; answer: typeof passwordChangedSchema }
> = { method: 'POST', path: '/api/admin/me/password', access: 'account' };

export const sessions: Endpoint<'GET', '/api/admin/sessions', { answer: typeof sessionListSchema }> = {
  method: 'GET',
  path: '/api/admin/sessions',
  access: 'account',
};

export const endSession: Endpoint<
  'DELETE',
  '/api/admin/sessions/:id',
  { answer: typeof sessionEndedSchema }
> = {
  method: 'DELETE',
  path: '/api/admin/sessions/:id',
  access: 'account',
};

/** A new key to set up two-factor sign-in with (replaces one being set up; not in force until confirmed). */
export const twoFactorSetup: Endpoint<
  'POST',
  '/api/admin/me/two-factor/setup',
  { answer: typeof twoFactorSetupSchema }
> = { method: 'POST', path: '/api/admin/me/two-factor/setup', access: 'account' };

/** A code from the new key turns two-factor sign-in on, and answers the recovery codes once. */
export const twoFactorConfirm: Endpoint<
  'POST',
  '/api/admin/me/two-factor/confirm',
  { body: typeof twoFactorConfirmBodySchema; answer: typeof recoveryCodesSchema }
> = { method: 'POST', path: '/api/admin/me/two-factor/confirm', access: 'account' };

export const twoFactorOff: Endpoint<
  'DELETE',
  '/api/admin/me/two-factor',
  { body: typeof twoFactorOffBodySchema; answer: typeof twoFactorOffSchema }
> = { method: 'DELETE', path: '/api/admin/me/two-factor', access: 'account' };
