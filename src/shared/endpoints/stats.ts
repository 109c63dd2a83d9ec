// The Statistics tab's figures, for operators (their CSV is exports.stats).
import type { statsQuerySchema, statsSchema } from '../api/stats';
import { endpoint } from './endpoint';

export const get = endpoint<{ query: typeof statsQuerySchema; answer: typeof statsSchema }>()(
  'GET',
  '/api/admin/stats',
  'admin',
);
