// The drawing history, for operators: clearing it. The visitor's read is in draws-public.ts.
import type { clearDrawHistoryResponseSchema } from '../api/draws';
import type { Endpoint } from './endpoint';

export const clearHistory: Endpoint<
  'DELETE',
  '/api/admin/clear-draw-history',
  { answer: typeof clearDrawHistoryResponseSchema }
> = {
  method: 'DELETE',
  path: '/api/admin/clear-draw-history',
  access: 'site',
};
