// How an audit entry's actor reads in the table (its words are #shared/audit-words, its time businessStamp).
import type { AuditEntryItem } from '#shared/api/audit';

export const ACTOR_LABEL: Record<AuditEntryItem['actor'], string> = {
  admin: 'Admin',
  visitor: 'Visitor',
  system: 'System',
};
