// Signing in and out. The sign-in and the sign-out are public: the first is how a session starts (a wrong
// password answers 401, which is not a missing session), the second ends whatever session the browser
// holds, or none. Ending every session needs one; who is signed in (`me`) too.
import type { loginBodySchema, meSchema, sessionResponseSchema } from '../admin-auth';
import type { Endpoint } from './endpoint';

export const login: Endpoint<
  'POST',
  '/api/admin/login',
  { body: typeof loginBodySchema; answer: typeof sessionResponseSchema }
> = {
  method: 'POST',
  path: '/api/admin/login',
  access: 'public',
};

export const logout: Endpoint<'POST', '/api/admin/logout', { answer: typeof sessionResponseSchema }> = {
  method: 'POST',
  path: '/api/admin/logout',
  access: 'public',
};

export const signOutEverywhere: Endpoint<
  'POST',
  '/api/admin/sign-out-everywhere',
  { answer: typeof sessionResponseSchema }
> = {
  method: 'POST',
  path: '/api/admin/sign-out-everywhere',
  access: 'staff',
};

/** Who is signed in: their name, login, role and what it may do. */
export const me: Endpoint<'GET', '/api/admin/me', { answer: typeof meSchema }> = {
  method: 'GET',
  path: '/api/admin/me',
  access: 'account',
};
