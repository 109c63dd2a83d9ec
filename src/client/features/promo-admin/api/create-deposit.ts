// POST /api/admin/deposits: records a deposit; made before generating a code when an amount is entered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { depositRecordSchema, type CreateDepositBody } from '../../../../shared/api/deposits';
import { apiRequest } from '../../../lib/api-client';
import { depositSearchKey } from './deposit-search';

const createDepositResponseSchema = z.object({ success: z.boolean(), deposit: depositRecordSchema });

export const createDeposit = (body: CreateDepositBody) =>
  apiRequest('POST', '/api/admin/deposits', createDepositResponseSchema, body);

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDepositBody) => createDeposit(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: depositSearchKey }),
  });
}
