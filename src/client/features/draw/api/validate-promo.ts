// POST /api/validate-promo.
import { useMutation } from '@tanstack/react-query';
import { validatePromoResponseSchema } from '../../../../shared/api/promo';
import { apiRequest } from '../../../lib/api-client';

export const validatePromo = (code: string) =>
  apiRequest('POST', '/api/validate-promo', validatePromoResponseSchema, { code });

export function useValidatePromo() {
  return useMutation({ mutationFn: validatePromo });
}
