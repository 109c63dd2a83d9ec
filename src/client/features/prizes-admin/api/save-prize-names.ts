// POST /api/sync/save with one wheel's six names (SPEC §7: pageType dev_general, dataKey, dataValue).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { wheelSlots, type PrizeType } from '../../../../shared/prizes';
import { apiRequest } from '../../../lib/api-client';
import { local } from '../../../lib/storage';
import { prizesKey } from './prizes';

const NAME_KEYS: Record<PrizeType, 'customPrizeNames' | 'customSuperPrizeNames'> = {
  normal: 'customPrizeNames',
  super: 'customSuperPrizeNames',
};

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
      // SPEC §3 browser local keys: this device's copy for offline reads; the server stays the truth.
      local.set(NAME_KEYS[type], JSON.stringify(names));
      const prizes = wheelSlots(type, names).map(({ id, name, color }) => ({ id, name, color }));
      local.set(`customPrizes_${type}`, JSON.stringify(prizes));
      // The push would refresh these too, but only if this tab's socket is up.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: prizesKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/sync/load-all'] }),
      ]);
    },
  });
}
