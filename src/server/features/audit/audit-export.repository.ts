// The rows of audit.csv, read in keyset batches (lib/keyset-batches.ts).
import { and, desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { auditLog } from '../../db/schema';
import { auditFilterConditions, type AuditListFilter, type AuditRow } from '../../plugins/audit.repository';
import { keysetBatches, type BatchOptions } from '../../lib/keyset-batches';

/** Audit entries under the audit screen's filters, newest first. */
export function auditBatches(
  db: Db,
  filter: AuditListFilter,
  options: BatchOptions,
): AsyncGenerator<AuditRow[]> {
  const conditions = auditFilterConditions(filter);
  return keysetBatches(options, (last, limit) =>
    db
      .select()
      .from(auditLog)
      .where(and(...conditions, last ? lt(auditLog.id, last.id) : undefined))
      .orderBy(desc(auditLog.id))
      .limit(limit),
  );
}
