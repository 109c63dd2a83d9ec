// POST /api/prizes (admin): the one save of one wheel's names, with their translations and values, for
// the admin Prizes tab and the spin page's Edit Prize Names dialog (loaded when opened). Typed by its
// entry, not parsed: the dialog is the visitor's page's (docs/decisions/0003-no-zod-in-the-visitor-bundle.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeLists, SavePrizeNamesBody } from '#shared/api/prizes';
import { save } from '#shared/endpoints/prizes';
import type { Locale } from '#shared/i18n/locales';
import { namesSavedIn, type WheelNames } from '#shared/prize-names';
import type { PrizeType } from '#shared/prizes';
import { PRIZE_NAME_SETTINGS } from '#shared/settings-catalog';
import { call } from '../lib/api-client';
import { local } from '../lib/storage';
import { prizesKey } from './prizes';
import { syncLoadAllKey } from './settings';

/** The save that writes one language's six names of a wheel and keeps the others'. */
export const saveNamesIn = (
  lists: PrizeLists,
  type: PrizeType,
  locale: Locale,
  names: WheelNames,
): SavePrizeNamesBody => ({ type, ...namesSavedIn(lists[type], locale, lists.language, names) });

/** Admin session required; answers both wheels as they now are. */
export const savePrizeNames = (body: SavePrizeNamesBody) => call(save, { body });

export function useSavePrizeNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrizeNames,
    onSuccess: async (lists, { type, names }) => {
      // The original app's local keys: this device's copy for offline reads; the server stays the truth.
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
