// Who may do what in the dashboard: three fixed roles and the permissions each holds
// (docs/decisions/0050-permissions.md). Every operator endpoint names the one permission it needs in the
// endpoint table (./endpoints), the server refuses a session whose role lacks it with 403 naming what the
// role may not do (./permission-words), and the dashboard shows only what the role may use. Plain strings
// and no zod: the table's entries carry them.

export const ROLES = ['owner', 'manager', 'agent'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What an operator endpoint needs:
 * - account: one's own account (who am I);
 * - chat: Live Chat (read, reply, resolve, use the canned replies, see the hours);
 * - codes: generate one code, record a deposit, look up codes, customers and deposits, share a code;
 * - codes.manage: batches, and deleting, voiding or extending codes; correcting or voiding deposits;
 * - claims: the claims list and what the prizes owe; paying and voiding claims;
 * - site: prizes and their values, the spinning notice, the HOME and NOTICE builders, the default
 *   language, chat hours and canned replies (editing), share messages, uploads, clearing the history;
 * - reports: statistics, today's summary, the audit trail, and every export (CSV and transcripts);
 * - staff: people, everyone's sessions (sign out everywhere), backups and security settings.
 */
export const PERMISSIONS = [
  'account',
  'chat',
  'codes',
  'codes.manage',
  'claims',
  'site',
  'reports',
  'staff',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((permission) => permission !== 'staff'),
  agent: ['account', 'chat', 'codes'],
};

export const roleMay = (role: Role, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/**
 * Whether a signed-in person may use a permission now: their role holds it, and while the owner requires
 * two-factor sign-in of someone who has not set it up, only their own account.
 */
export const personMay = (
  person: { role: Role; mustSetUpTwoFactor: boolean },
  permission: Permission,
): boolean => (permission === 'account' || !person.mustSetUpTwoFactor) && roleMay(person.role, permission);

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
