// The drawing history, for visitors: newest first, codes masked. Apart from the operator's entry
// (draws.ts) so that a visitor's page carries only this.
import type { drawHistoryQuerySchema, drawHistorySchema } from '../api/draws';
import type { Endpoint } from './endpoint';

export const history: Endpoint<
  'GET',
  '/api/draw-history',
  { query: typeof drawHistoryQuerySchema; answer: typeof drawHistorySchema }
> = {
  method: 'GET',
  path: '/api/draw-history',
  access: 'public',
};
