// DELETE /api/admin/promo-codes/:id: the code goes from the table, the customer counts and prize totals.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { customersKey } from './customers';
import { depositSearchKey } from './deposit-search';
import { promoCodesKey } from './promo-codes';

const deletePromoCodeResponseSchema = z.object({ success: z.boolean(), id: z.number() });

export const deletePromoCode = (id: number) =>
  apiRequest('DELETE', `/api/admin/promo-codes/${id}`, deletePromoCodeResponseSchema);

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePromoCode(id),
    // Not awaited: the caller hears of success at once, the lists refresh behind it.
    onSuccess: () => {
      for (const queryKey of [promoCodesKey, customersKey, depositSearchKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
