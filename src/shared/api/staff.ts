// Staff (docs/decisions/0050-permissions.md): the people who sign in to the dashboard, as the owner's Staff
// tab lists, adds and changes them, and the invitation a new person accepts by choosing their password.
import { z } from 'zod';
import { instantText } from './answer-fields';
import { idField, textField } from '../input-rules';
import { LOGIN_NAME, newPasswordField } from '../admin-auth';
import { ROLES } from '../permissions';

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;
export const INVITATION_MS = INVITATION_HOURS * 60 * 60 * 1000;

export const roleField = z.enum(ROLES, { error: 'role must be owner, manager or agent' });

export const staffNameField = () => textField('name', { min: 1, max: 60, normalization: 'NFKC' });
export const loginField = () =>
  textField('login', {
    min: 1,
    max: 64,
    also: { pattern: LOGIN_NAME, message: "login may only have letters, digits, '.', '_' and '-'" },
  });

export const staffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  login: z.string(),
  role: roleField,
  active: z.boolean(),
  twoFactor: z.boolean(),
  createdAt: instantText,
  lastSignInAt: instantText.nullable(),
  /** An invitation not accepted yet: until when its link works (null when none is open). */
  invitationExpiresAt: instantText.nullable(),
  /** Whether the person has chosen a password (accepted an invitation, or is the first owner). */
  hasPassword: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

export const newStaffBodySchema = z.object({
  name: staffNameField(),
  login: loginField(),
  role: roleField,
});
export type NewStaffBody = z.input<typeof newStaffBodySchema>;

export const staffIdParamsSchema = z.object({ id: idField('id') });

export const patchStaffBodySchema = z
  .object({ name: staffNameField().optional(), role: roleField.optional(), active: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.role !== undefined || body.active !== undefined, {
    message: 'Give at least one of name, role or active',
  });
export type PatchStaffBody = z.input<typeof patchStaffBodySchema>;

export const invitationSchema = z.object({
  /** The link the person opens (shown once: only its hash is stored). */
  invitationUrl: z.string(),
  expiresAt: instantText,
});
export const newStaffAnswerSchema = invitationSchema.extend({ id: z.number() });

export const acceptInvitationBodySchema = z.object({
  token: textField('token', { min: 1, max: 200 }),
  password: newPasswordField('password'),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

/** What the invitation page shows before a password is chosen: whose invitation it is. */
export const invitationLookupBodySchema = z.object({ token: textField('token', { min: 1, max: 200 }) });
export const invitationLookupSchema = z.object({ name: z.string(), login: z.string() });

/** The owner's security settings (GET and PUT /api/admin/security). */
export const securitySettingsSchema = z.object({
  /** Everyone must have two-factor sign-in: a person without it sets it up before anything else works. */
  requireTwoFactor: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
