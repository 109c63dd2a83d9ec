// Admin sign-in payloads and rules shared by the login form and the server.
import { z } from 'zod';
import { textField } from './input-rules';

/** An admin session lasts this long from login, checked by the server. */
export const ADMIN_SESSION_HOURS = 8;
export const ADMIN_SESSION_MS = ADMIN_SESSION_HOURS * 60 * 60 * 1000;

/** Failed logins allowed from one IP inside the window before further attempts get 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const loginBodySchema = z.object({
  // Not trimmed: spaces can be part of a password.
  password: textField('Password', { min: 1, max: 200, trim: false }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionResponseSchema = z.object({
  loggedIn: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
