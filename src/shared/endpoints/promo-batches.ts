// Promo codes in batches, for operators and scripts: the preview and the generate take CSV text (or
// { rows }), the list, and a batch's codes as a file.
import type {
  batchBodySchema,
  batchCreatedSchema,
  batchListSchema,
  batchPreviewSchema,
  batchQuerySchema,
} from '../api/promo-batches';
import type { Endpoint } from './endpoint';

export const preview: Endpoint<
  'POST',
  '/api/admin/promo-batches/preview',
  { query: typeof batchQuerySchema; body: typeof batchBodySchema; answer: typeof batchPreviewSchema }
> = {
  method: 'POST',
  path: '/api/admin/promo-batches/preview',
  access: 'codes.manage',
};

export const generate: Endpoint<
  'POST',
  '/api/admin/promo-batches',
  { query: typeof batchQuerySchema; body: typeof batchBodySchema; answer: typeof batchCreatedSchema }
> = {
  method: 'POST',
  path: '/api/admin/promo-batches',
  access: 'codes.manage',
};

export const list: Endpoint<'GET', '/api/admin/promo-batches', { answer: typeof batchListSchema }> = {
  method: 'GET',
  path: '/api/admin/promo-batches',
  access: 'codes',
};

/** A CSV file: no JSON answer. */
export const codesCsv: Endpoint<'GET', '/api/admin/promo-batches/:batchId/codes.csv'> = {
  method: 'GET',
  path: '/api/admin/promo-batches/:batchId/codes.csv',
  access: 'reports',
};
