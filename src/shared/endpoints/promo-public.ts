// Promo codes, for visitors: validation and use. Apart from the operator's entries (promo.ts) so that a
// visitor's page carries only these.
import type {
  usePromoBodySchema,
  usePromoResponseSchema,
  validatePromoBodySchema,
  validatePromoResponseSchema,
} from '../api/promo';
import type { Endpoint } from './endpoint';

export const validate: Endpoint<
  'POST',
  '/api/validate-promo',
  { body: typeof validatePromoBodySchema; answer: typeof validatePromoResponseSchema }
> = {
  method: 'POST',
  path: '/api/validate-promo',
  access: 'public',
};

export const use: Endpoint<
  'POST',
  '/api/use-promo',
  { body: typeof usePromoBodySchema; answer: typeof usePromoResponseSchema }
> = {
  method: 'POST',
  path: '/api/use-promo',
  access: 'public',
};
