// GET /api/prizes and saving one wheel's six names through POST /api/sync/save.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { prizeListsSchema } from '../../../../shared/api/prizes';
import { wheelSlots, type PrizeType } from '../../../../shared/prizes';
import { apiRequest } from '../../../lib/api-client';
import { local } from '../../../lib/storage';

export const prizesKey = ['/api/prizes'] as const;

export function usePrizes() {
  return useQuery({ queryKey: prizesKey, queryFn: () => apiRequest('GET', '/api/prizes', prizeListsSchema) });
}

const NAME_KEYS: Record<PrizeType, string> = { normal: 'customPrizeNames', super: 'customSuperPrizeNames' };

export function useSavePrizeNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, names }: { type: PrizeType; names: string[] }) =>
      apiRequest('POST', '/api/sync/save', z.object({ success: z.boolean() }), {
        pageType: 'dev_general',
        dataKey: NAME_KEYS[type],
        dataValue: JSON.stringify(names),
      }),
    onSuccess: async (_result, { type, names }) => {
      // A local copy for this device (SPEC §3 local keys); the server stays the source of truth.
      local.set(NAME_KEYS[type], JSON.stringify(names));
      const prizes = wheelSlots(type, names).map(({ id, name, color }) => ({ id, name, color }));
      local.set(`customPrizes_${type}`, JSON.stringify(prizes));
      await queryClient.invalidateQueries({ queryKey: prizesKey });
    },
  });
}
