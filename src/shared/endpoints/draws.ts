// The drawing history, for operators: clearing it. The visitor's read is in draws-public.ts.
import type { clearDrawHistoryResponseSchema } from '../api/draws';
import { endpoint } from './endpoint';

export const clearHistory = endpoint<{ answer: typeof clearDrawHistoryResponseSchema }>()(
  'DELETE',
  '/api/admin/clear-draw-history',
  'admin',
);
