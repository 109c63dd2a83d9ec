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
import type { Endpoint } from './endpoint';

export const generate: Endpoint<
  'POST',
  '/api/admin/generate-promo',
  { body: typeof generatePromoBodySchema; answer: typeof generatePromoResponseSchema }
> = {
  method: 'POST',
  path: '/api/admin/generate-promo',
  access: 'admin',
};

export const codes: Endpoint<
  'GET',
  '/api/admin/promo-codes',
  { query: typeof promoCodeListQuerySchema; answer: typeof promoCodeListSchema }
> = {
  method: 'GET',
  path: '/api/admin/promo-codes',
  access: 'admin',
};

export const customers: Endpoint<
  'GET',
  '/api/admin/customers',
  { query: typeof customersQuerySchema; answer: typeof customerSuggestionsSchema }
> = {
  method: 'GET',
  path: '/api/admin/customers',
  access: 'admin',
};

export const deleteCode: Endpoint<
  'DELETE',
  '/api/admin/promo-codes/:id',
  { answer: typeof deletePromoResponseSchema }
> = {
  method: 'DELETE',
  path: '/api/admin/promo-codes/:id',
  access: 'admin',
};
