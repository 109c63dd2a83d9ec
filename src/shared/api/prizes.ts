// The prize lists as the wheel and the admin forms read them (GET /api/prizes), and the write of one
// wheel's six names (POST /api/prizes).
import { z } from 'zod';
import { prizeNamesSchema } from '../prize-names';
import { PRIZE_TYPES } from '../prizes';

export const prizeSlotSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  textColor: z.string(),
});
export type PrizeSlot = z.infer<typeof prizeSlotSchema>;

export const prizeListsSchema = z.object({
  normal: z.array(prizeSlotSchema),
  super: z.array(prizeSlotSchema),
});
export type PrizeLists = z.infer<typeof prizeListsSchema>;

/** POST /api/prizes: one wheel's six names, slot 1 first. */
export const savePrizeNamesBodySchema = z.strictObject({
  type: z.enum(PRIZE_TYPES, { error: "type must be 'normal' or 'super'" }),
  names: prizeNamesSchema,
});
export type SavePrizeNamesBody = z.infer<typeof savePrizeNamesBodySchema>;
