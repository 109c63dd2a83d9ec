// GET /api/admin/customers/{name}: the customer page's data. Admin screens only: parsed with the shared
// schema. Reloaded with the draws, as the lists it gathers are.
import { useQuery } from '@tanstack/react-query';
import { customerPageSchema } from '#shared/api/customers';
import * as customers from '#shared/endpoints/customers';
import { request } from '../lib/admin-api-client';
import { useRefreshOnDraws } from './records';

const customerKey = [customers.page.path] as const;

export function useCustomerPage(name: string) {
  useRefreshOnDraws(customerKey);
  return useQuery({
    queryKey: [...customerKey, name],
    queryFn: () => request(customers.page, customerPageSchema, { params: { name } }),
    staleTime: 0,
  });
}
