// The admin session as a visitor's page asks for it (the spin page offers the Edit Prize Names dialog to
// an operator). Apart from the sign-in and sign-out entries (admin-auth.ts), so that a visitor's page
// carries only this one.
import type { sessionResponseSchema } from '../admin-auth';
import type { Endpoint } from './endpoint';

/** Whether this browser holds a live admin session: asked without one, so public. */
export const session: Endpoint<'GET', '/api/admin/session', { answer: typeof sessionResponseSchema }> = {
  method: 'GET',
  path: '/api/admin/session',
  access: 'public',
};
