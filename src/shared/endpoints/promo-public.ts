// Promo codes, for visitors: validation and use. Apart from the operator's entries (promo.ts) so that a
// visitor's page carries only these.
import type {
  usePromoBodySchema,
  usePromoResponseSchema,
  validatePromoBodySchema,
  validatePromoResponseSchema,
} from '../api/promo';
import { endpoint } from './endpoint';

export const validate = endpoint<{
  body: typeof validatePromoBodySchema;
  answer: typeof validatePromoResponseSchema;
}>()('POST', '/api/validate-promo', 'public');

export const use = endpoint<{
  body: typeof usePromoBodySchema;
  answer: typeof usePromoResponseSchema;
}>()('POST', '/api/use-promo', 'public');
