// "Today at a glance" above the dashboard's tabs, for operators.
import type { daySummaryQuerySchema, daySummarySchema } from '../api/day-summary';
import type { Endpoint } from './endpoint';

export const get: Endpoint<
  'GET',
  '/api/admin/day-summary',
  { query: typeof daySummaryQuerySchema; answer: typeof daySummarySchema }
> = {
  method: 'GET',
  path: '/api/admin/day-summary',
  access: 'reports',
};
