// The Statistics tab's figures, for operators (their CSV is exports.stats).
import type { statsQuerySchema, statsSchema } from '../api/stats';
import type { Endpoint } from './endpoint';

export const get: Endpoint<
  'GET',
  '/api/admin/stats',
  { query: typeof statsQuerySchema; answer: typeof statsSchema }
> = {
  method: 'GET',
  path: '/api/admin/stats',
  access: 'reports',
};
