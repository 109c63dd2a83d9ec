// GET /api/admin/customers: up to 8 existing customer names matching the typed text, with code counts.
import { useQuery } from '@tanstack/react-query';
import { customerSuggestionsSchema } from '../../../../shared/api/promo';
import { apiRequest } from '../../../lib/api-client';

export const customersKey = ['/api/admin/customers'] as const;

export const getCustomers = (q: string) =>
  apiRequest(
    'GET',
    `/api/admin/customers?${new URLSearchParams({ q }).toString()}`,
    customerSuggestionsSchema,
  );

export function useCustomers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...customersKey, q],
    queryFn: () => getCustomers(q),
    enabled,
  });
}
