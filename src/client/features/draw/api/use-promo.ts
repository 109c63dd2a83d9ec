// POST /api/use-promo: spends one use of the code and returns the prize the server assigned.
import type { UsePromoResponse } from '../../../../shared/api/promo';
import { apiFetch } from '../../../lib/api-client';

export const redeemPromo = (code: string) => apiFetch<UsePromoResponse>('POST', '/api/use-promo', { code });
