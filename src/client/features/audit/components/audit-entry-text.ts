// How an audit entry's time and actor read in the table (its words are #shared/audit-words).
import type { AuditEntryItem } from '#shared/api/audit';
import { businessIsoTime } from '#shared/business-date';

/** 2026-11-23T12:15:00.000Z -> 2026-11-23 20:15:00 (UTC+8, what the column header says). */
export function auditTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : businessIsoTime(at).slice(0, 19).replace('T', ' ');
}

export const ACTOR_LABEL: Record<AuditEntryItem['actor'], string> = {
  admin: 'Admin',
  visitor: 'Visitor',
  system: 'System',
};
