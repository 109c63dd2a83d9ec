// Admin sign-in payloads and rules shared by the login form and the server.
import { z } from 'zod';
import { textField } from './input-rules';
import { PERMISSIONS, ROLES } from './permissions';

/** An admin session lasts this long from login, checked by the server. */
export const ADMIN_SESSION_HOURS = 8;
export const ADMIN_SESSION_MS = ADMIN_SESSION_HOURS * 60 * 60 * 1000;

/** Failed logins allowed from one IP inside the window before further attempts get 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failed sign-ins allowed against one login name inside the same window, from all addresses together: a
 * burst from many addresses is slowed (429) for the window, and no longer.
 */
export const LOGIN_ACCOUNT_MAX_FAILURES = 20;

/** A login name: letters, digits, '.', '_' and '-'; the same whatever its case. */
export const LOGIN_NAME = /^[A-Za-z0-9._-]{1,64}$/;

export const loginBodySchema = z.object({
  /** Whose password it is; without it (`{ password }`, as before people), the owner's. */
  login: textField('Login name', {
    max: 64,
    also: { pattern: LOGIN_NAME, message: "Login name may only have letters, digits, '.', '_' and '-'" },
  }).optional(),
  // Not trimmed: spaces can be part of a password.
  password: textField('Password', { min: 1, max: 200, trim: false }),
  /**
   * For a person with two-factor sign-in: the 6 digits their app shows, or one of their recovery codes.
   * Without it, their right password answers 401 auth.code_required.
   */
  code: textField('code', { min: 1, max: 20 }).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * A password being chosen (an invitation accepted, a password changed) has at least this many characters.
 * ADMIN_PASSWORD is exempt: the operator sets it at start, where no form can refuse it.
 */
export const PASSWORD_MIN_LENGTH = 10;

/**
 * A new password: taken as typed (spaces count, nothing trimmed), PASSWORD_MIN_LENGTH to 200 characters.
 * The server also refuses one of the most common passwords and the login name itself
 * (server: lib/password-policy.ts), which a page cannot check without the list.
 */
export const newPasswordField = (label: string) =>
  textField(label, {
    min: PASSWORD_MIN_LENGTH,
    max: 200,
    trim: false,
    requiredMessage: `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`,
  });

/** GET /api/admin/me: who is signed in, and what their role may do (the dashboard shows only that). */
export const meSchema = z.object({
  id: z.number(),
  name: z.string(),
  login: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Two-factor sign-in is on for this person. */
  twoFactor: z.boolean(),
  /** The owner requires two-factor sign-in and this person has not set it up yet. */
  mustSetUpTwoFactor: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const sessionResponseSchema = z.object({
  loggedIn: z.boolean(),
  expiresAt: z.string().nullable(),
  /** Who is signed in (as GET /api/admin/me says), so the dashboard draws only their role's tabs at once. */
  me: meSchema.nullable().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
