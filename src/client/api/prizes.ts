// GET /api/prizes (both wheels' six slots, names and colours) and saving one wheel's six names through
// POST /api/prizes. Used by the visitor's wheel (/spin) as well as the admin screens: no zod here
// (docs/decisions/0003-no-zod-in-the-visitor-bundle.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOCALE } from '#messages';
import type { PrizeLists, PrizeSlot, SavePrizeNamesBody } from '#shared/api/prizes';
import { textIn } from '#shared/i18n/content';
import { LOCALES, type Locale } from '#shared/i18n/locales';
import type { WheelNameTranslations } from '#shared/prize-names';
import type { PrizeType } from '#shared/prizes';
import { PRIZE_NAME_SETTINGS, VIEWS } from '#shared/settings-catalog';
import { apiFetch } from '../lib/api-client';
import { local } from '../lib/storage';
import { syncLoadAllKey } from './settings';

/** Exactly this key: a settings push refreshes every query whose key starts with '/api/prizes'. */
export const prizesKey = [VIEWS.prizes] as const;

export const getPrizes = () => apiFetch<PrizeLists>('GET', VIEWS.prizes);

/** Both wheels as stored: names in the default language, with their translations (the Prizes tab). */
export function usePrizes() {
  return useQuery({ queryKey: prizesKey, queryFn: getPrizes });
}

/** Both wheels with every slot named as this page's readers see it (docs/decisions/0017). */
export function inPageLanguage(lists: PrizeLists): PrizeLists {
  const named = (slot: PrizeSlot) => ({ ...slot, name: textIn(slot, 'name', LOCALE, lists.language) });
  return { ...lists, normal: lists.normal.map(named), super: lists.super.map(named) };
}

/**
 * One language's own six names of a wheel: the names for the default language; for another, its
 * translations, '' where a slot reads as the default's.
 */
export function namesIn(lists: PrizeLists, type: PrizeType, locale: Locale): string[] {
  return lists[type].map((slot) =>
    locale === lists.language ? slot.name : (slot.translations?.[locale]?.name ?? ''),
  );
}

/**
 * The save that writes one language's six names of a wheel and keeps the others'. A translation equal
 * to the default's name is stored as untranslated, so it follows the default's later renames.
 */
export function saveNamesIn(
  lists: PrizeLists,
  type: PrizeType,
  locale: Locale,
  names: readonly string[],
): SavePrizeNamesBody {
  if (locale === lists.language) return { type, names: [...names] };
  const base = namesIn(lists, type, lists.language);
  const translations: WheelNameTranslations = {};
  for (const other of LOCALES) {
    if (other === lists.language) continue;
    const own =
      other === locale ? names.map((n, i) => (n === base[i] ? '' : n)) : namesIn(lists, type, other);
    if (own.some(Boolean)) translations[other] = own;
  }
  return { type, names: base, translations };
}

/** Admin session required; answers both wheels as they now are. */
export const savePrizeNames = (body: SavePrizeNamesBody) => apiFetch<PrizeLists>('POST', VIEWS.prizes, body);

/** The one save of prize names, for the admin Prizes tab and the spin page's Edit Prize Names dialog. */
export function useSavePrizeNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePrizeNamesBody) => savePrizeNames(body),
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
