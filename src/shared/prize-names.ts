// The 6-name rule for prize names (SPEC §5): used where names are written and read back from storage.
import { z } from 'zod';
import { textField } from './input-rules';
import { DEFAULT_PRIZE_NAMES, PRIZE_NAME_MAX, type PrizeType } from './prizes';
import { builtInPrizeName, withBuiltInText } from './i18n/built-in-texts';
import type { Translations } from './i18n/content';
import { LOCALES, type Locale } from './i18n/locales';
import { SLOTS } from './wheel';

export const prizeNameSchema = textField('Prize name', {
  min: 1,
  max: PRIZE_NAME_MAX,
  requiredMessage: 'Prize names cannot be empty',
});

export const prizeNamesSchema = z
  .array(prizeNameSchema, { error: 'Exactly 6 prize names are required' })
  .length(SLOTS, 'Exactly 6 prize names are required');

/** Stored names (a JSON string or an array) when they pass the rule; otherwise the defaults. */
export function readPrizeNames(stored: unknown, type: PrizeType): string[] {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      value = undefined;
    }
  }
  const parsed = prizeNamesSchema.safeParse(value);
  return parsed.success ? parsed.data : [...DEFAULT_PRIZE_NAMES[type]];
}

/** One language's six names of a wheel beside the default language's: '' where a slot is untranslated. */
export const translatedPrizeNamesSchema = z
  .array(textField('Prize name', { max: PRIZE_NAME_MAX }), { error: 'Exactly 6 prize names are required' })
  .length(SLOTS, 'Exactly 6 prize names are required');

/** One wheel's translations, by language (docs/decisions/0017). */
export const wheelNameTranslationsSchema = z.strictObject(
  {
    en: translatedPrizeNamesSchema.optional(),
    zh: translatedPrizeNamesSchema.optional(),
    ms: translatedPrizeNamesSchema.optional(),
  },
  { error: 'translations must be a JSON object of languages (en, zh, ms)' },
);
export type WheelNameTranslations = Partial<Record<Locale, string[]>>;

/** The prizeNameTranslations setting: both wheels' translations (the names themselves stay SPEC's). */
export const prizeNameTranslationsSchema = z.object({
  normal: wheelNameTranslationsSchema.default({}),
  super: wheelNameTranslationsSchema.default({}),
});
export type PrizeNameTranslations = Record<PrizeType, WheelNameTranslations>;

/** One slot's translated names as a slot carries them (`translations.zh.name`), or nothing. */
export function slotTranslations(
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

/** A slot's name as GET /api/prizes gives it: in the default language, with its translations. */
export interface NamedSlot {
  name: string;
  translations?: Translations<'name'>;
}

/**
 * One wheel's six slots as every reader sees them (docs/decisions/0017, 0025): the operator's names and
 * translations, and, where a slot holds a built-in name in any language, that name in the default
 * language with the others' built-in names beside it (the operator's own translations first).
 */
export function namedSlots(
  type: PrizeType,
  names: readonly string[],
  wheel: WheelNameTranslations,
  base: Locale,
): NamedSlot[] {
  return names.map((name, i) =>
    withBuiltInText({ name, ...slotTranslations(wheel, i) }, 'name', builtInPrizeName(type, i), base),
  );
}
