// The prize lists as the wheel and the admin forms read them: six names with colours per wheel.
import { z } from 'zod';

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
