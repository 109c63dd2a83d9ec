// How an audit entry's actor reads in the table (its words are #shared/audit-words, its time businessStamp).
import * as m from '#messages';
import type { AuditEntryItem } from '#shared/api/audit';

export const ACTOR_LABEL: Record<AuditEntryItem['actor'], string> = {
  admin: m.admin_actorAdmin,
  visitor: m.admin_actorVisitor,
  system: m.admin_actorSystem,
};
