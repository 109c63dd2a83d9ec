// Promo codes, for operators: the table, generation and deletion. The visitor's calls are in
// promo-public.ts, so that a visitor's page never carries these.
import type {
  batchChangedSchema,
  customerSuggestionsSchema,
  extendPromoBodySchema,
  promoCodeChangedSchema,
  voidPromoBodySchema,
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
  access: 'codes',
};

export const codes: Endpoint<
  'GET',
  '/api/admin/promo-codes',
  { query: typeof promoCodeListQuerySchema; answer: typeof promoCodeListSchema }
> = {
  method: 'GET',
  path: '/api/admin/promo-codes',
  access: 'codes',
};

export const customers: Endpoint<
  'GET',
  '/api/admin/customers',
  { query: typeof customersQuerySchema; answer: typeof customerSuggestionsSchema }
> = {
  method: 'GET',
  path: '/api/admin/customers',
  access: 'codes',
};

export const deleteCode: Endpoint<
  'DELETE',
  '/api/admin/promo-codes/:id',
  { answer: typeof deletePromoResponseSchema }
> = {
  method: 'DELETE',
  path: '/api/admin/promo-codes/:id',
  access: 'codes.manage',
};

/** A void with its reason (docs/decisions/0046-void-and-extend-codes.md): refused to visitors from then on. */
export const voidCode: Endpoint<
  'POST',
  '/api/admin/promo-codes/:id/void',
  { body: typeof voidPromoBodySchema; answer: typeof promoCodeChangedSchema }
> = {
  method: 'POST',
  path: '/api/admin/promo-codes/:id/void',
  access: 'codes.manage',
};

export const extendCode: Endpoint<
  'POST',
  '/api/admin/promo-codes/:id/extend',
  { body: typeof extendPromoBodySchema; answer: typeof promoCodeChangedSchema }
> = {
  method: 'POST',
  path: '/api/admin/promo-codes/:id/extend',
  access: 'codes.manage',
};

/** The codes of a batch that are neither voided nor used up, voided with one reason. */
export const voidBatch: Endpoint<
  'POST',
  '/api/admin/promo-batches/:batchId/void',
  { body: typeof voidPromoBodySchema; answer: typeof batchChangedSchema }
> = {
  method: 'POST',
  path: '/api/admin/promo-batches/:batchId/void',
  access: 'codes.manage',
};

export const extendBatch: Endpoint<
  'POST',
  '/api/admin/promo-batches/:batchId/extend',
  { body: typeof extendPromoBodySchema; answer: typeof batchChangedSchema }
> = {
  method: 'POST',
  path: '/api/admin/promo-batches/:batchId/extend',
  access: 'codes.manage',
};
