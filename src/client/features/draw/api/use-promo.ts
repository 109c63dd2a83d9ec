// POST /api/use-promo: spends one use of the code and returns the prize the server assigned.
import { usePromoResponseSchema } from '../../../../shared/api/promo';
import { apiRequest } from '../../../lib/api-client';

export const redeemPromo = (code: string) =>
  apiRequest('POST', '/api/use-promo', usePromoResponseSchema, { code });
