// Promo codes, for operators: the table, generation and deletion. The visitor's calls are in
// promo-public.ts, so that a visitor's page never carries these.
import type {
  customerSuggestionsSchema,
  customersQuerySchema,
  deletePromoResponseSchema,
  generatePromoBodySchema,
  generatePromoResponseSchema,
  promoCodeListQuerySchema,
  promoCodeListSchema,
} from '../api/promo';
import { endpoint } from './endpoint';

export const generate = endpoint<{
  body: typeof generatePromoBodySchema;
  answer: typeof generatePromoResponseSchema;
}>()('POST', '/api/admin/generate-promo', 'admin');

export const codes = endpoint<{
  query: typeof promoCodeListQuerySchema;
  answer: typeof promoCodeListSchema;
}>()('GET', '/api/admin/promo-codes', 'admin');

export const customers = endpoint<{
  query: typeof customersQuerySchema;
  answer: typeof customerSuggestionsSchema;
}>()('GET', '/api/admin/customers', 'admin');

export const deleteCode = endpoint<{ answer: typeof deletePromoResponseSchema }>()(
  'DELETE',
  '/api/admin/promo-codes/:id',
  'admin',
);
