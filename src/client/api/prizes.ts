// GET /api/prizes (both wheels' six slots, names and colours) and saving one wheel's six names through
// POST /api/sync/save. Used by the visitor's wheel (/spin) as well as the admin screens: no zod here
// (docs/decisions/0003-no-zod-in-the-visitor-bundle.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrizeLists } from '#shared/api/prizes';
import { wheelSlots, type PrizeType } from '#shared/prizes';
import { apiFetch } from '../lib/api-client';
import { local } from '../lib/storage';
import { syncLoadAllKey } from './settings';

/** Exactly this key: a settings push refreshes every query whose key starts with '/api/prizes'. */
export const prizesKey = ['/api/prizes'] as const;

export const getPrizes = () => apiFetch<PrizeLists>('GET', '/api/prizes');

export function usePrizes() {
  return useQuery({ queryKey: prizesKey, queryFn: getPrizes });
}

const NAME_KEYS: Record<PrizeType, 'customPrizeNames' | 'customSuperPrizeNames'> = {
  normal: 'customPrizeNames',
  super: 'customSuperPrizeNames',
};

/** SPEC §7: pageType dev_general, dataKey, dataValue (admin session required). */
export const savePrizeNames = (type: PrizeType, names: string[]) =>
  apiFetch<{ success: boolean }>('POST', '/api/sync/save', {
    pageType: 'dev_general',
    dataKey: NAME_KEYS[type],
    dataValue: JSON.stringify(names),
  });

/** The one save of prize names, for the admin Prizes tab and the spin page's Edit Prize Names dialog. */
export function useSavePrizeNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, names }: { type: PrizeType; names: string[] }) => savePrizeNames(type, names),
    onSuccess: async (_result, { type, names }) => {
      // SPEC §3 browser local keys: this device's copy for offline reads; the server stays the truth.
      local.set(NAME_KEYS[type], JSON.stringify(names));
      const prizes = wheelSlots(type, names).map(({ id, name, color }) => ({ id, name, color }));
      local.set(`customPrizes_${type}`, JSON.stringify(prizes));
      // The push would refresh these too, but only if this tab's socket is up.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: prizesKey }),
        queryClient.invalidateQueries({ queryKey: syncLoadAllKey }),
      ]);
    },
  });
}
