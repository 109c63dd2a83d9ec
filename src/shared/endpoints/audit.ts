// The audit trail, for operators.
import type { auditActionsSchema, auditLogQuerySchema, auditLogSchema } from '../api/audit';
import { endpoint } from './endpoint';

export const log = endpoint<{ query: typeof auditLogQuerySchema; answer: typeof auditLogSchema }>()(
  'GET',
  '/api/admin/audit-log',
  'admin',
);

export const actions = endpoint<{ answer: typeof auditActionsSchema }>()(
  'GET',
  '/api/admin/audit-log/actions',
  'admin',
);
