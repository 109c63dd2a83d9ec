// Promo codes in batches, for operators and scripts: the preview and the generate take CSV text (or
// { rows }), the list, and a batch's codes as a file.
import type {
  batchBodySchema,
  batchCreatedSchema,
  batchListSchema,
  batchPreviewSchema,
  batchQuerySchema,
} from '../api/promo-batches';
import { endpoint } from './endpoint';

export const preview = endpoint<{
  query: typeof batchQuerySchema;
  body: typeof batchBodySchema;
  answer: typeof batchPreviewSchema;
}>()('POST', '/api/admin/promo-batches/preview', 'admin');

export const generate = endpoint<{
  query: typeof batchQuerySchema;
  body: typeof batchBodySchema;
  answer: typeof batchCreatedSchema;
}>()('POST', '/api/admin/promo-batches', 'admin');

export const list = endpoint<{ answer: typeof batchListSchema }>()(
  'GET',
  '/api/admin/promo-batches',
  'admin',
);

/** A CSV file: no JSON answer. */
export const codesCsv = endpoint()('GET', '/api/admin/promo-batches/:batchId/codes.csv', 'admin');
