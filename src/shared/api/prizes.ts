// The prize lists as the wheel and the admin forms read them (GET /api/prizes), the write of one wheel's
// six names (POST /api/prizes), and the checks of the names as settings store them.
import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { textField } from '../input-rules';
import { sentSlotValuesSchema } from '../prize-values';
import { DEFAULT_PRIZE_NAMES, PRIZE_NAME_MAX, PRIZE_TYPES, type PrizeType } from '../prizes';
import { SLOTS } from '../wheel';
import { slotImagesSchema, wheelThemeField } from '../wheel-looks';
import { WHEEL_THEMES } from '../wheel-themes';
import { translationsField } from './translations';

// The checks of a prize name's shapes (src/shared/prize-names.ts): where names are written and read back
// from storage.

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

/** The prizeNameTranslations setting: both wheels' translations (the names stay in their original place). */
export const prizeNameTranslationsSchema = z.object({
  normal: wheelNameTranslationsSchema.default({}),
  super: wheelNameTranslationsSchema.default({}),
});

export const prizeSlotSchema = z.object({
  id: z.number(),
  /** In the default language (`language`), as the original app's clients read it. */
  name: z.string(),
  /** The name in the other languages the operator translated it to. */
  translations: translationsField({ name: z.string() }),
  /** What one win of the slot is worth, in RM with two decimals; null: the operator set no value. */
  value: z.string().nullable(),
  color: z.string(),
  textColor: z.string(),
  /** The slot's picture: an image uploaded here (/uploads/<id>.webp), or '' for none. */
  imageUrl: z.string(),
});
export type PrizeSlot = z.infer<typeof prizeSlotSchema>;

export const prizeListsSchema = z.object({
  normal: z.array(prizeSlotSchema),
  super: z.array(prizeSlotSchema),
  /** Each wheel's look (docs/decisions/0060-wheel-themes-and-slot-pictures.md); classic until chosen. */
  theme: z.object({ normal: z.enum(WHEEL_THEMES), super: z.enum(WHEEL_THEMES) }),
  /** The operator's default language: the one each slot's `name` is in. */
  language: z.enum(LOCALES),
});
export type PrizeLists = z.infer<typeof prizeListsSchema>;

/**
 * POST /api/prizes: one wheel's six names in the default language, slot 1 first, and, when given, the
 * wheel's translations ('' where a slot is untranslated), its six values in RM (null: no value), its theme
 * and its six pictures (uploaded here, '' for none), each replacing the stored ones.
 */
export const savePrizeNamesBodySchema = z.strictObject({
  type: z.enum(PRIZE_TYPES, { error: "type must be 'normal' or 'super'" }),
  names: prizeNamesSchema,
  translations: wheelNameTranslationsSchema.optional(),
  values: sentSlotValuesSchema.optional(),
  theme: wheelThemeField.optional(),
  images: slotImagesSchema.optional(),
});
export type SavePrizeNamesBody = z.input<typeof savePrizeNamesBodySchema>;
