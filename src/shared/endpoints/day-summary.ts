// "Today at a glance" above the dashboard's tabs, for operators.
import type { daySummaryQuerySchema, daySummarySchema } from '../api/day-summary';
import { endpoint } from './endpoint';

export const get = endpoint<{ query: typeof daySummaryQuerySchema; answer: typeof daySummarySchema }>()(
  'GET',
  '/api/admin/day-summary',
  'admin',
);
