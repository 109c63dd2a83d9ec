// The audit log: who did what, to what, when and from where.
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ACTIONS_BY_SETTING, auditKind, auditKindEntries, type AuditAction } from '#shared/audit-words';
import type { Db } from '../db/types';
import { pageWithTotal } from '../db/paged-select';
import { adminSessions, auditLog, staff } from '../db/schema';

export interface AuditEntry {
  actor: 'admin' | 'visitor' | 'system';
  action: AuditAction;
  target?: string;
  details?: Record<string, unknown>;
  ip?: string;
  at: Date;
  /** The operator who did it: named, or found from their session (a session of no person: none). */
  person?: { id: number; name: string } | undefined;
  adminSessionId?: number | null | undefined;
}

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Who did it, as a record stores them beside its own columns (schema's personId and personName): the
 * person's id and name now, or null and '' when no person did it.
 */
export const personColumns = (source: Pick<AuditEntry, 'person'>): { id: number | null; name: string } => ({
  id: source.person?.id ?? null,
  name: source.person?.name ?? '',
});

/** The person as the maker of a record (created_by_id, created_by_name). */
export const createdBy = (source: Pick<AuditEntry, 'person'>) => {
  const { id, name } = personColumns(source);
  return { createdById: id, createdByName: name };
};

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? '',
    details: entry.details ?? {},
    ip: entry.ip ?? '',
    at: entry.at,
    ...personOf(entry),
  });
}

/** The person's id and name at the time, as given or from their session (read in the same statement). */
function personOf(entry: AuditEntry): { staffId: number | SQL | null; staffName: string | SQL } {
  if (entry.person) return { staffId: entry.person.id, staffName: entry.person.name };
  const session = entry.adminSessionId;
  if (session === undefined || session === null) return { staffId: null, staffName: '' };
  return {
    staffId: sql`(select ${adminSessions.staffId} from ${adminSessions} where ${adminSessions.id} = ${session})`,
    staffName: sql`coalesce((select ${staff.name} from ${adminSessions} join ${staff} on ${staff.id} = ${adminSessions.staffId} where ${adminSessions.id} = ${session}), '')`,
  };
}

export interface AuditListFilter {
  /** A kind of entry (auditKind): an action, or an action and the setting it concerns. */
  action?: string | undefined;
  /** At or after (inclusive). */
  from?: Date | undefined;
  /** Before (exclusive). */
  to?: Date | undefined;
  /** Done by this person. */
  staffId?: number | undefined;
}

/** The setting an entry concerns, as settingOfTarget reads it from `pageType.key`. */
const settingOfTarget = sql<string>`substring(${auditLog.target} from position('.' in ${auditLog.target}) + 1)`;

/** The WHERE of the audit screen's filters, for its list and its export alike. */
export function auditFilterConditions(filter: AuditListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.action) {
    const { action, settings } = auditKindEntries(filter.action);
    conditions.push(eq(auditLog.action, action));
    if (settings) conditions.push(inArray(settingOfTarget, settings));
  }
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  if (filter.staffId !== undefined) conditions.push(eq(auditLog.staffId, filter.staffId));
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

/**
 * Every kind of entry that occurs (auditKind), with its number of entries, for the screen's filter. Counted
 * by action and setting; the kinds that read alike (both wheels' names) are summed.
 */
export async function auditKinds(db: Db): Promise<{ action: string; count: number }[]> {
  const n = count();
  const setting = sql<string>`case when ${inArray(auditLog.action, [...AUDIT_ACTIONS_BY_SETTING])} then ${settingOfTarget} else '' end`;
  const rows = await db
    .select({ action: auditLog.action, setting, count: n })
    .from(auditLog)
    // By position: the setting's expression carries bound parameters, which would not match its copy.
    .groupBy(sql`1`, sql`2`)
    .orderBy(asc(auditLog.action));
  const counts = new Map<string, number>();
  for (const row of rows) {
    const kind = auditKind(row.action, row.setting);
    counts.set(kind, (counts.get(kind) ?? 0) + row.count);
  }
  return [...counts]
    .map(([action, total]) => ({ action, count: total }))
    .sort((a, b) => (a.action < b.action ? -1 : a.action > b.action ? 1 : 0));
}

/** Everyone the log names as having done something, with their latest name and number of entries. */
export async function auditPeople(db: Db): Promise<{ staffId: number; name: string; count: number }[]> {
  const rows = await db
    .select({ staffId: auditLog.staffId, name: staff.name, count: count() })
    .from(auditLog)
    .innerJoin(staff, eq(staff.id, auditLog.staffId))
    .groupBy(auditLog.staffId, staff.name)
    .orderBy(asc(staff.name));
  return rows.flatMap((row) => (row.staffId === null ? [] : [{ ...row, staffId: row.staffId }]));
}
