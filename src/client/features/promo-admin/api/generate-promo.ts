// POST /api/admin/generate-promo: a new code for a customer; the table, the customer list and the
// deposit summaries (prize totals) all change with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generatePromoResponseSchema, type GeneratePromoBody } from '../../../../shared/api/promo';
import { apiRequest } from '../../../lib/api-client';
import { customersKey } from './customers';
import { depositSearchKey } from './deposit-search';
import { promoCodesKey } from './promo-codes';

export const generatePromo = (body: GeneratePromoBody) =>
  apiRequest('POST', '/api/admin/generate-promo', generatePromoResponseSchema, body);

export function useGeneratePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneratePromoBody) => generatePromo(body),
    // Not awaited: the caller hears of success at once, the lists refresh behind it.
    onSuccess: () => {
      for (const queryKey of [promoCodesKey, customersKey, depositSearchKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
