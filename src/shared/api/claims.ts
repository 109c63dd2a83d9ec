// Claims (docs/decisions/0018): every won draw is unclaimed until paid once; a payment is voided with a
// reason, never changed. The payloads of GET /api/admin/claims, its claims.csv, the payment and its void, and
// the liability figures (what is owed, paid and still possible, by the slots' values).
import { z } from 'zod';
import { instantText, moneyText } from './answer-fields';
import {
  idField,
  moneyField,
  optionalDateField,
  textField,
  withDatesInOrder,
  searchField,
} from '../input-rules';
import { pagedListSchema, pageQueryFields } from './paged-list';
import { prizeTypeSchema } from './promo';

import { CLAIM_METHODS } from '../claim-methods';

export { CLAIM_METHODS, type ClaimMethod } from '../claim-methods';

export const CLAIM_STATUSES = ['unclaimed', 'paid'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

const statusField = z.enum(CLAIM_STATUSES, { error: 'status must be unclaimed or paid' });

/** The Claims view's filters: which list, the customer (any case) and the business dates of the win. */
export const claimFilterSchema = z.object({
  status: statusField.default('unclaimed'),
  customer: textField('customer', { max: 100, normalization: 'NFKC' })
    .optional()
    .transform((s) => s || undefined),
  /** The search rule: the win's code or its start, a part of the customer's name, a phone's digits, a receipt's reference. */
  q: searchField(),
  startDate: optionalDateField('startDate'),
  endDate: optionalDateField('endDate'),
});
export type ClaimFilter = z.output<typeof claimFilterSchema>;

export const CLAIMS_PAGE_SIZE_MAX = 100;
/** The Claims view's page, and the server's when a client names none. */
export const CLAIMS_PAGE_SIZE = 20;
export const claimListQuerySchema = withDatesInOrder(
  claimFilterSchema.extend(pageQueryFields(CLAIMS_PAGE_SIZE_MAX, CLAIMS_PAGE_SIZE)),
);
/** claims.csv takes the view's filters without its paging. */
export const claimsExportQuerySchema = withDatesInOrder(claimFilterSchema);

export const drawIdParamsSchema = z.object({ drawId: idField('drawId') });
export const paymentIdParamsSchema = z.object({ paymentId: idField('paymentId') });

/** POST /api/admin/claims/{drawId}/pay. The amount is what was paid, in RM (to cents). */
export const payClaimBodySchema = z.object({
  amount: moneyField('amount', { allowZero: false }),
  method: z.enum(CLAIM_METHODS, { error: `method must be one of ${CLAIM_METHODS.join(', ')}` }),
  note: textField('note', { max: 500, multiline: true }).optional(),
});
export type PayClaimBody = z.input<typeof payClaimBodySchema>;

/** POST /api/admin/claims/payments/{paymentId}/void. */
export const voidPaymentBodySchema = z.object({
  reason: textField('reason', { min: 1, max: 500 }),
});
export type VoidPaymentBody = z.input<typeof voidPaymentBodySchema>;

export const claimPaymentSchema = z.object({
  id: z.number(),
  amount: moneyText,
  method: z.enum(CLAIM_METHODS),
  note: z.string(),
  paidAt: instantText,
  /**
   * Who paid it, by their name at the time; from before staff accounts, its admin session and
   * address ("session #12 from 127.0.0.1"). The description stays short: it ships with the dashboard.
   */
  paidBy: z.string().describe('Who paid it, e.g. "Siti Aminah"'),
});
export type ClaimPayment = z.infer<typeof claimPaymentSchema>;

/** A won draw with its claim state: no payment is unclaimed. */
export const claimSchema = z.object({
  drawId: z.number(),
  /** The draw's short reference, as the visitor's win dialog shows it (D-0042). */
  reference: z.string(),
  drawnAt: instantText,
  promoCode: z.string(),
  /** The code's customer; '' when the code is gone. */
  customerName: z.string(),
  prizeType: prizeTypeSchema,
  slot: z.number(),
  /** The name the wheel showed at the spin (docs/decisions/0011). */
  prizeName: z.string(),
  /** The slot's value now (the payment's default amount); null when the slot has none. */
  slotValue: moneyText.nullable(),
  payment: claimPaymentSchema.nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

export const claimListSchema = pagedListSchema(claimSchema);
export type ClaimList = z.infer<typeof claimListSchema>;

export const claimAnswerSchema = z.object({ claim: claimSchema });

/** A sum of money over records, some of which may have no known value. */
const valuedCountSchema = z.object({
  amount: moneyText.describe('RM, two decimals: the records with a known value'),
  count: z.number().describe('How many records'),
  unknown: z.number().describe('Of them, how many have no value (their slot has none): left out of amount'),
});
export type ValuedCount = z.infer<typeof valuedCountSchema>;

/** GET /api/admin/claims/liability: the prizes owed, paid and still possible, now. */
export const liabilitySchema = z.object({
  /** Wins not yet paid, each at its slot's value now. */
  unpaid: valuedCountSchema,
  /** Payments not voided, at the amounts paid. */
  paid: valuedCountSchema,
  /** The spins left on generated codes that are neither used up nor expired (demo codes aside). */
  possible: valuedCountSchema,
});
export type Liability = z.infer<typeof liabilitySchema>;
