// GET /api/admin/audit-log: the latest audit entries, newest first.
import { z } from 'zod';
import { wholeNumberField } from '../input-rules';

export const auditLogQuerySchema = z.object({ limit: wholeNumberField('limit', 1, 200).default(50) });

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.enum(['admin', 'visitor', 'system']),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
});

export const auditLogSchema = z.object({ items: z.array(auditEntrySchema) });
