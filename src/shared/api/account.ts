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
