// The audit trail, for operators.
import type { auditActionsSchema, auditLogQuerySchema, auditLogSchema } from '../api/audit';
import type { Endpoint } from './endpoint';

export const log: Endpoint<
  'GET',
  '/api/admin/audit-log',
  { query: typeof auditLogQuerySchema; answer: typeof auditLogSchema }
> = {
  method: 'GET',
  path: '/api/admin/audit-log',
  access: 'reports',
};

export const actions: Endpoint<'GET', '/api/admin/audit-log/actions', { answer: typeof auditActionsSchema }> =
  {
    method: 'GET',
    path: '/api/admin/audit-log/actions',
    access: 'reports',
  };
