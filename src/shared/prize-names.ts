// A prize's name, in one place: its three shapes and the one rule of which name a reader of a language
// sees (docs/decisions/0017, 0025). The shapes:
// - a wheel's six names in one language, slot 1 first (`WheelNames`): how settings store the default
//   language's names (customPrizeNames, customSuperPrizeNames) and each translation
//   (prizeNameTranslations, '' where a slot is untranslated), and what a save sends;
// - a slot with translations (`NamedSlot`): the name in the default language with the others beside it,
//   as GET /api/prizes gives each slot;
// - the displayed name: a string, the slot's name as one language's readers see it (`nameIn`).
// The server, the wheel and the admin's forms all read names through this file. No zod here (the
// visitor's wheel runs it: docs/decisions/0003-no-zod-in-the-visitor-bundle.md); the checks of these
// shapes are in src/shared/api/prizes.ts.
import { builtInPrizeName, withBuiltInText } from './i18n/built-in-texts';
import { textIn, type Translations } from './i18n/content';
import { LOCALES, type Locale } from './i18n/locales';
import type { PrizeType } from './prizes';

/** A wheel's six names in one language, slot 1 first ('' in a translation: the slot is untranslated). */
export type WheelNames = readonly string[];

/** One wheel's translations, by language. */
export type WheelNameTranslations = Partial<Record<Locale, string[]>>;

/** The prizeNameTranslations setting: both wheels' translations (the names stay in their original place). */
export type PrizeNameTranslations = Record<PrizeType, WheelNameTranslations>;

/** A slot's name as GET /api/prizes gives it: in the default language, with its translations. */
export interface NamedSlot {
  name: string;
  translations?: Translations<'name'>;
}

/** The rule: the name readers of `locale` see; `base` is the default language, the one `name` is in. */
export const nameIn = (slot: NamedSlot, locale: Locale, base: Locale): string =>
  textIn(slot, 'name', locale, base);

/** A wheel's six names as readers of `locale` see them. */
export const wheelNamesIn = (slots: readonly NamedSlot[], locale: Locale, base: Locale): string[] =>
  slots.map((slot) => nameIn(slot, locale, base));

/**
 * One language's own six names of a wheel, as the operator edits them: the names for the default
 * language; for another, its translations, '' where a slot reads as the default's.
 */
export const ownNamesIn = (slots: readonly NamedSlot[], locale: Locale, base: Locale): string[] =>
  slots.map((slot) => (locale === base ? slot.name : (slot.translations?.[locale]?.name ?? '')));

/** One slot's translated names as a slot carries them (`translations.zh.name`), or nothing. */
function slotTranslations(
  wheel: WheelNameTranslations,
  index: number,
): { translations?: Translations<'name'> } {
  const translations: Translations<'name'> = {};
  for (const locale of LOCALES) {
    const name = wheel[locale]?.[index];
    if (name) translations[locale] = { name };
  }
  return Object.keys(translations).length > 0 ? { translations } : {};
}

/**
 * One wheel's six slots as every reader sees them, from the stored names and translations: where a slot
 * holds a built-in name in any language, that name in the default language with the others' built-in
 * names beside it (the operator's own translations first). Only the server stores and reads these.
 */
export function namedSlots(
  type: PrizeType,
  names: WheelNames,
  wheel: WheelNameTranslations,
  base: Locale,
): NamedSlot[] {
  return names.map((name, i) => {
    const own: NamedSlot = { name, ...slotTranslations(wheel, i) };
    return withBuiltInText(own, 'name', builtInPrizeName(type, i), base);
  });
}

/**
 * What a save of one language's six names of a wheel stores, the other languages' kept: the default
 * language's names, and the translations when the language is another. A translation equal to the
 * default's name is stored as untranslated, so it follows the default's later renames.
 */
export function namesSavedIn(
  slots: readonly NamedSlot[],
  locale: Locale,
  base: Locale,
  names: WheelNames,
): { names: string[]; translations?: WheelNameTranslations } {
  if (locale === base) return { names: [...names] };
  const defaults = ownNamesIn(slots, base, base);
  const translations: WheelNameTranslations = {};
  for (const other of LOCALES) {
    if (other === base) continue;
    const own =
      other === locale ? names.map((n, i) => (n === defaults[i] ? '' : n)) : ownNamesIn(slots, other, base);
    if (own.some(Boolean)) translations[other] = own;
  }
  return { names: defaults, translations };
}
