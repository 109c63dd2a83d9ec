// GET /api/prizes (both wheels' six slots, names and colours) and saving one wheel's six names through
// POST /api/prizes. Used by the visitor's wheel (/spin) as well as the admin screens: no zod here
// (docs/decisions/0003-no-zod-in-the-visitor-bundle.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrizeLists, SavePrizeNamesBody } from '#shared/api/prizes';
import type { PrizeType } from '#shared/prizes';
import { PRIZE_NAME_SETTINGS, VIEWS } from '#shared/settings-catalog';
import { apiFetch } from '../lib/api-client';
import { local } from '../lib/storage';
import { syncLoadAllKey } from './settings';

/** Exactly this key: a settings push refreshes every query whose key starts with '/api/prizes'. */
export const prizesKey = [VIEWS.prizes] as const;

export const getPrizes = () => apiFetch<PrizeLists>('GET', VIEWS.prizes);

export function usePrizes() {
  return useQuery({ queryKey: prizesKey, queryFn: getPrizes });
}

/** Admin session required; answers both wheels as they now are. */
export const savePrizeNames = (body: SavePrizeNamesBody) => apiFetch<PrizeLists>('POST', VIEWS.prizes, body);

/** The one save of prize names, for the admin Prizes tab and the spin page's Edit Prize Names dialog. */
export function useSavePrizeNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: PrizeType; names: string[] }) => savePrizeNames(body),
    onSuccess: async (lists, { type, names }) => {
      // SPEC §3 browser local keys: this device's copy for offline reads; the server stays the truth.
      local.set(PRIZE_NAME_SETTINGS[type], JSON.stringify(names));
      local.set(
        `customPrizes_${type}`,
        JSON.stringify(lists[type].map(({ id, name, color }) => ({ id, name, color }))),
      );
      // The answer is the new view; the push would refresh the sync load too, but only if this tab's
      // socket is up.
      queryClient.setQueryData(prizesKey, lists);
      await queryClient.invalidateQueries({ queryKey: syncLoadAllKey });
    },
  });
}
