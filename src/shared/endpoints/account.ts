// My account: one's own password and sessions. The owner's session list holds everyone's.
import type {
  changePasswordBodySchema,
  passwordChangedSchema,
  sessionEndedSchema,
  sessionListSchema,
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
