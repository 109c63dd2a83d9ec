// The audit log: who did what, to what, when and from where.
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditAction } from '#shared/audit-words';
import type { Db } from '../db/types';
import { pageWithTotal } from '../db/paged-select';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actor: 'admin' | 'visitor' | 'system';
  action: AuditAction;
  target?: string;
  details?: Record<string, unknown>;
  ip?: string;
  at: Date;
}

export type AuditRow = typeof auditLog.$inferSelect;

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? '',
    details: entry.details ?? {},
    ip: entry.ip ?? '',
    at: entry.at,
  });
}

export interface AuditListFilter {
  /** Exact action. */
  action?: string | undefined;
  /** At or after (inclusive). */
  from?: Date | undefined;
  /** Before (exclusive). */
  to?: Date | undefined;
}

/** The WHERE of the audit screen's filters, for its list and its export alike. */
export function auditFilterConditions(filter: AuditListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  return conditions;
}

/** A page of entries, newest first (ties by id, so paging never repeats or skips an entry). */
export async function listAudit(
  db: Db,
  filter: AuditListFilter,
  offset: number,
  limit: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const select = db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic();
  const where = and(...auditFilterConditions(filter));
  return pageWithTotal(db, { table: auditLog, where, select }, offset, limit);
}

/** Every action that occurs, with its number of entries, for the screen's filter. */
export async function auditActions(db: Db): Promise<{ action: string; count: number }[]> {
  const n = count();
  return db
    .select({ action: auditLog.action, count: n })
    .from(auditLog)
    .groupBy(auditLog.action)
    .orderBy(asc(auditLog.action));
}
