// How an audit entry reads in the table: its time in business time and its details in one line of text.
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

/**
 * `deletedCount: 3 · customerName: Ann`: each field as text, nested values as JSON, empty ones left
 * out. The table shows it as text, so a name holding markup is shown, never run.
 */
export function detailsSummary(details: AuditEntryItem['details']): string {
  return Object.entries(details)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}
