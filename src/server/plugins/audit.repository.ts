// The audit log: who did what, to what, when and from where.
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actor: 'admin' | 'visitor' | 'system';
  action: string;
  target?: string;
  details?: Record<string, unknown>;
  ip?: string;
  at: Date;
}

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

export async function listAudit(db: Db, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      target: auditLog.target,
      details: auditLog.details,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
