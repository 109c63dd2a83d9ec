// The drawing history, for visitors: newest first, codes masked. Apart from the operator's entry
// (draws.ts) so that a visitor's page carries only this.
import type { drawHistoryQuerySchema, drawHistorySchema } from '../api/draws';
import { endpoint } from './endpoint';

export const history = endpoint<{ query: typeof drawHistoryQuerySchema; answer: typeof drawHistorySchema }>()(
  'GET',
  '/api/draw-history',
  'public',
);
