// My account: one's own password and sessions (and, for the owner, everyone's sessions).
import { z } from 'zod';
import { instantText } from './answer-fields';
import { idField, textField } from '../input-rules';
import { newPasswordField } from '../admin-auth';

export const changePasswordBodySchema = z.object({
  currentPassword: textField('currentPassword', { min: 1, max: 200, trim: false }),
  newPassword: newPasswordField('newPassword'),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
/** How many of my other sessions the change signed out. */
export const passwordChangedSchema = z.object({ sessionsEnded: z.number() });

export const adminSessionSchema = z.object({
  id: z.number(),
  /** Whose it is. */
  staffId: z.number(),
  name: z.string(),
  /** The browser and system it was signed in from ('Firefox', 'Windows'); null when not told. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string(),
  startedAt: instantText,
  lastSeenAt: instantText,
  expiresAt: instantText,
  /** The session making this request. */
  current: z.boolean(),
});
export type AdminSessionRow = z.infer<typeof adminSessionSchema>;

export const sessionListSchema = z.object({ sessions: z.array(adminSessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdParamsSchema = z.object({ id: idField('id') });

/** The session signed out. */
export const sessionEndedSchema = z.object({ id: z.number() });

/** A 6-digit code from the authenticator app (exactly 6: 5 or 7 digits are refused). */
export const TOTP_CODE = /^\d{6}$/;

/** POST /api/admin/me/two-factor/setup: a new key, not yet in force until a code from it is confirmed. */
export const twoFactorSetupSchema = z.object({
  /** The key as text (base32), for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code (drawn in the page: the key goes to no one else). */
  otpauthUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmBodySchema = z.object({
  code: textField('code', {
    min: 1,
    max: 6,
    also: { pattern: TOTP_CODE, message: 'code must be the 6 digits the app shows' },
  }),
});
export type TwoFactorConfirmBody = z.input<typeof twoFactorConfirmBodySchema>;

/** The 10 one-time recovery codes, shown once (only their hashes are kept). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Turning two-factor sign-in off: the password and a current code (or a recovery code). */
export const twoFactorOffBodySchema = z.object({
  password: textField('password', { min: 1, max: 200, trim: false }),
  code: textField('code', { min: 1, max: 20 }),
});
export type TwoFactorOffBody = z.input<typeof twoFactorOffBodySchema>;

export const twoFactorOffSchema = z.object({ twoFactor: z.literal(false) });
