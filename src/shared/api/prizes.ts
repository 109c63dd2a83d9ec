// The prize lists as the wheel and the admin forms read them (GET /api/prizes), and the write of one
// wheel's six names (POST /api/prizes).
import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { prizeNamesSchema, wheelNameTranslationsSchema } from '../prize-names';
import { sentSlotValuesSchema } from '../prize-values';
import { PRIZE_TYPES } from '../prizes';
import { translationsField } from './translations';

export const prizeSlotSchema = z.object({
  id: z.number(),
  /** In the default language (`language`), as SPEC's clients read it. */
  name: z.string(),
  /** The name in the other languages the operator translated it to. */
  translations: translationsField({ name: z.string() }),
  /** What one win of the slot is worth, in RM with two decimals; null: the operator set no value. */
  value: z.string().nullable(),
  color: z.string(),
  textColor: z.string(),
});
export type PrizeSlot = z.infer<typeof prizeSlotSchema>;

export const prizeListsSchema = z.object({
  normal: z.array(prizeSlotSchema),
  super: z.array(prizeSlotSchema),
  /** The operator's default language: the one each slot's `name` is in. */
  language: z.enum(LOCALES),
});
export type PrizeLists = z.infer<typeof prizeListsSchema>;

/**
 * POST /api/prizes: one wheel's six names in the default language, slot 1 first, and, when given, the
 * wheel's translations ('' where a slot is untranslated) and its six values in RM (null: no value), each
 * replacing the stored ones.
 */
export const savePrizeNamesBodySchema = z.strictObject({
  type: z.enum(PRIZE_TYPES, { error: "type must be 'normal' or 'super'" }),
  names: prizeNamesSchema,
  translations: wheelNameTranslationsSchema.optional(),
  values: sentSlotValuesSchema.optional(),
});
export type SavePrizeNamesBody = z.input<typeof savePrizeNamesBodySchema>;
