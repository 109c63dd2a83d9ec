// The server's English refusal of a request beyond one's role, which names the role and what it may not
// do ('An agent may not …'; an API script shows that message as it is); the English catalog reads the
// same words. A module apart from ./permissions: the dashboard checks roles with that one, and these words
// should load only with a refusal, not with the dashboard.
import type { Permission, Role } from './permissions';

/** How a refusal opens for each role (a role's article is its own). */
export const ROLE_MAY_NOT: Record<Role, string> = {
  owner: 'An owner may not',
  manager: 'A manager may not',
  agent: 'An agent may not',
};

/** What each permission lets one do. */
export const PERMISSION_WORDS: Record<Permission, string> = {
  account: 'see or change their own account',
  chat: 'use Live Chat',
  codes: 'generate codes, record deposits, or look up codes, customers, deposits or batches',
  'codes.manage': 'make batches, or delete, void or extend codes or batches, or correct or void deposits',
  claims: 'see the claims or the prize liability, or pay or void claims',
  site: 'change the prizes, the pages, the spinning notice, the chat hours, canned replies, code message templates or the default language, or clear the draw history',
  reports: "see the statistics, today's summary, the audit log or the exports",
  staff: "manage staff, everyone's sessions, the backups or the security settings",
};

/** The refusal of `role` (none: a session without one) asking for `permission`. */
export const refusalOf = (role: Role | undefined, permission: Permission): string =>
  `${role ? ROLE_MAY_NOT[role] : 'This role may not'} ${PERMISSION_WORDS[permission]}.`;
