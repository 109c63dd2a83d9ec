// GET /api/prizes: both wheels' six slots, names and colours. Used by the visitor's wheel (/spin) as well
// as the admin screens: no zod here (docs/decisions/0003-no-zod-in-the-visitor-bundle.md). The save is
// the admin's (./prize-names-save.ts), apart so that the visitor's first load does not carry it.
import { useQuery } from '@tanstack/react-query';
import { LOCALE } from '#messages';
import type { PrizeLists, PrizeSlot } from '#shared/api/prizes';
import { list } from '#shared/endpoints/prizes-public';
import { nameIn } from '#shared/prize-names';
import { call } from '../lib/api-client';

/** Exactly this key: a settings push refreshes every query whose key starts with '/api/prizes'. */
export const prizesKey = [list.path] as const;

export const getPrizes = () => call(list);

/** Both wheels as stored: names in the default language, with their translations (the Prizes tab). */
export function usePrizes() {
  return useQuery({ queryKey: prizesKey, queryFn: getPrizes });
}

/** Both wheels with every slot named as this page's readers see it (docs/decisions/0017). */
export function inPageLanguage(lists: PrizeLists): PrizeLists {
  const named = (slot: PrizeSlot) => ({ ...slot, name: nameIn(slot, LOCALE, lists.language) });
  return { ...lists, normal: lists.normal.map(named), super: lists.super.map(named) };
}
