// Signing in and out. The sign-in and the sign-out are public: the first is how a session starts (a wrong
// password answers 401, which is not a missing session), the second ends whatever session the browser
// holds, or none. Ending every session needs one.
import type { loginBodySchema, sessionResponseSchema } from '../admin-auth';
import { endpoint } from './endpoint';

export const login = endpoint<{ body: typeof loginBodySchema; answer: typeof sessionResponseSchema }>()(
  'POST',
  '/api/admin/login',
  'public',
);

export const logout = endpoint<{ answer: typeof sessionResponseSchema }>()(
  'POST',
  '/api/admin/logout',
  'public',
);

export const signOutEverywhere = endpoint<{ answer: typeof sessionResponseSchema }>()(
  'POST',
  '/api/admin/sign-out-everywhere',
  'admin',
);
