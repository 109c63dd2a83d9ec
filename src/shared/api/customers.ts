// The customer page (GET /api/admin/customers/{name}): one place per customer, by the name the codes
// carry, with their codes, deposits (and the FOC summary), wins and payments, and the chats the operator
// named after them. Each item carries what the admin needs to link to it.
import { z } from 'zod';
import { instantText, moneyText } from './answer-fields';
import { CLAIM_METHODS } from '../claim-methods';
import { depositSummarySchema } from './deposits';
import { promoCodeItemSchema, prizeTypeSchema } from './promo';
import { textField } from '../input-rules';

export const customerParamsSchema = z.object({
  name: textField('name', { min: 1, max: 100, normalization: 'NFKC' }),
});

export const customerCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  prizeName: z.string(),
  prizeType: prizeTypeSchema,
  /** "1 of 3": useCount of usageLimit. */
  useCount: z.number(),
  usageLimit: z.number(),
  status: promoCodeItemSchema.shape.status,
  expiresAt: instantText,
  createdAt: instantText,
});

export const customerWinSchema = z.object({
  drawId: z.number(),
  /** The visitor's receipt reference of the draw. */
  reference: z.string(),
  promoCode: z.string(),
  prizeName: z.string(),
  prizeType: prizeTypeSchema,
  drawnAt: instantText,
  /** The payment not void, if any: null while the win is unclaimed. */
  payment: z
    .object({ id: z.number(), amount: moneyText, method: z.enum(CLAIM_METHODS), paidAt: instantText })
    .nullable(),
});

export const customerChatSchema = z.object({
  sessionId: z.string(),
  visitorName: z.string(),
  lastMessage: z.string(),
  lastAt: instantText,
  resolved: z.boolean(),
  contact: z.string(),
});

export const customerPageSchema = z.object({
  /** The name as the customer's codes (or deposits, or chats) spell it. */
  name: z.string(),
  codes: z.array(customerCodeSchema),
  deposits: depositSummarySchema,
  wins: z.array(customerWinSchema),
  chats: z.array(customerChatSchema),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;
export type CustomerCode = z.infer<typeof customerCodeSchema>;
export type CustomerWin = z.infer<typeof customerWinSchema>;
export type CustomerChat = z.infer<typeof customerChatSchema>;

/** The most codes, wins and chats the page lists (newest first). */
export const CUSTOMER_PAGE_ITEMS = 200;
