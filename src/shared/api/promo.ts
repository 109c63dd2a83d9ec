// Payloads of the promo-code calls: generation and the admin table (admin), validation and use (visitors).
import { z } from 'zod';
import { instantText, moneyText } from './answer-fields';
import { LOCALES } from '../i18n/locales';
import {
  idField,
  instantField,
  moneyField,
  optionalDateField,
  optionalInstantField,
  textField,
  searchField,
} from '../input-rules';
import { EXPIRATION_HOURS, USAGE_LIMIT } from '../promo-status';
import { SLOTS } from '../wheel';
import { SPIN_ID_PATTERN } from '../spin-id';
import { pagedListSchema, pageQueryFields } from './paged-list';

export const prizeTypeSchema = z.enum(['normal', 'super'], { error: 'prizeType must be normal or super' });

/** A whole number within [min, max], every failure with the same message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const generatePromoBodySchema = z.object({
  customerName: textField('Customer Name/ID', { min: 1, max: 100, normalization: 'NFKC' }),
  prizeId: wholeNumber(1, SLOTS, `prizeId must be a number from 1 to ${SLOTS}`),
  prizeType: prizeTypeSchema,
  expirationHours: wholeNumber(
    EXPIRATION_HOURS.min,
    EXPIRATION_HOURS.max,
    `Expiration must be a whole number of hours from ${EXPIRATION_HOURS.min} to ${EXPIRATION_HOURS.max}`,
  ),
  usageLimit: wholeNumber(
    USAGE_LIMIT.min,
    USAGE_LIMIT.max,
    `Usage limit must be a whole number from ${USAGE_LIMIT.min} to ${USAGE_LIMIT.max}`,
  ),
  /** To integer cents; 0 when missing. */
  depositAmount: moneyField('depositAmount', { allowZero: true }).default(0),
  /**
   * The deposit record made for this code (the Generate form records it first). The code then shows that
   * record's current amount, corrections and voids included; depositAmount must match it.
   */
  depositId: idField('depositId').optional(),
  /** Accepted for the original app's clients but ignored: the server names the prize from its settings. */
  prizeName: textField('prizeName', { max: 200 }).optional(),
  isDemo: z.boolean().default(false),
  /**
   * A scheduled start: before it the code is refused as not active yet. Its expiry counts from it, so a
   * code scheduled for next week still has its hours once it starts.
   */
  validFrom: optionalInstantField('validFrom'),
});
export type GeneratePromoBody = z.input<typeof generatePromoBodySchema>;

export const generatePromoResponseSchema = z.object({
  code: z.string(),
  /** The prize's name as the code's record carries it, and when the code expires: what its message says. */
  prizeName: z.string(),
  expiresAt: instantText,
});

export const promoCodeItemSchema = z.object({
  id: z.number(),
  code: z.string(),
  customerName: z.string(),
  /** Two decimals, e.g. "120.00": the linked deposit record's current amount. */
  depositAmount: moneyText,
  /** The linked deposit record was voided: its amount counts nowhere. */
  depositVoided: z.boolean(),
  /**
   * What one use of the code wins, two decimals ("888.00"): its slot's value now by the one rule (the value
   * set, else the FREE amount in the slot's name); null when unknown (docs/decisions/0044-one-prize-value.md).
   */
  prizeValue: moneyText.nullable(),
  prizeId: z.number(),
  /** The prize's name when the code was generated. */
  prizeName: z.string(),
  /**
   * The names its draws carry: the wheel's name at each spin (docs/decisions/0011). Empty before the
   * first spin; differs from prizeName when the slot was renamed between generation and spin.
   */
  drawnPrizeNames: z.array(z.string()),
  prizeType: prizeTypeSchema,
  expirationHours: z.number(),
  usageLimit: z.number(),
  useCount: z.number(),
  isUsed: z.boolean(),
  isDemo: z.boolean(),
  expiresAt: instantText,
  /** When a scheduled code starts to work; null: from its creation. */
  validFrom: instantText.nullable(),
  createdAt: instantText.nullable(),
  status: z.enum(['used', 'expired', 'scheduled', 'active', 'void']),
  /** The batch it was generated in; null: made one at a time. */
  batchId: z.number().nullable(),
  /** Why it was voided (status void); null otherwise. */
  voidReason: z.string().nullable(),
  /** Who generated it (staff id), and their name at the time; null and '' when no person did. */
  createdById: z.number().nullable(),
  createdBy: z.string(),
});
export type PromoCodeItem = z.infer<typeof promoCodeItemSchema>;

/** The Active Promo Codes table's page (10 rows), and the server's when a client names none. */
export const PROMO_PAGE_SIZE = 10;
/** The page sizes the table offers, and the only ones the list takes. */
export const PROMO_PAGE_SIZES = [10, 50, 100] as const;
const PAGE_SIZE_MESSAGE = `pageSize must be one of ${PROMO_PAGE_SIZES.join(', ')}`;

/**
 * The admin table's status filter: one status, or every code (the table's default view). Here, not beside the
 * statuses in promo-status.ts, which every visitor page loads.
 */
export const PROMO_STATUS_FILTERS = ['active', 'scheduled', 'used', 'expired', 'void', 'all'] as const;
export type PromoStatusFilter = (typeof PROMO_STATUS_FILTERS)[number];

export const promoCodeListQuerySchema = z.object({
  ...pageQueryFields(100, PROMO_PAGE_SIZE),
  pageSize: pageQueryFields(100, PROMO_PAGE_SIZE).pageSize.refine(
    (n) => (PROMO_PAGE_SIZES as readonly number[]).includes(n),
    PAGE_SIZE_MESSAGE,
  ),
  /** One status, or `all` (also when missing: the table's default view lists every code with its status). */
  status: z
    .enum(PROMO_STATUS_FILTERS, { error: `status must be one of ${PROMO_STATUS_FILTERS.join(', ')}` })
    .default('all'),
  /** The codes of one batch (GET /api/admin/promo-batches lists them). */
  batchId: idField('batchId').optional(),
  customer: textField('customer', { max: 100, normalization: 'NFKC' }).optional(),
  /** A code or its beginning, any case: the codes equal to it or starting with it. Blank: no filter. */
  code: textField('code', { max: 64 })
    .meta({ description: 'A code or its beginning, any case: the codes equal to it or starting with it' })
    .optional(),
  /** The search rule: a code or its start, a part of the customer's name, or a phone's digits. */
  q: searchField().meta({
    description:
      "A code or its start (any case), a part of the customer's name (any case), or a phone's digits",
  }),
  /** Business dates (UTC+8), inclusive. */
  startDate: optionalDateField('startDate'),
  endDate: optionalDateField('endDate'),
});

export const promoCodeListSchema = pagedListSchema(promoCodeItemSchema);
export type PromoCodeList = z.infer<typeof promoCodeListSchema>;

export const customersQuerySchema = z.object({
  q: textField('q', { max: 100, normalization: 'NFKC' }).default(''),
});
export const promoCodeIdParamsSchema = z.object({ id: idField('id') });

/** The longest a code may be extended to: as far ahead as the Generate form's longest expiry. */
export const EXTEND_MAX_HOURS = EXPIRATION_HOURS.max;

/** A void of a code or of a batch: why, kept with the code and in the audit log. */
export const voidPromoBodySchema = z.object({ reason: textField('reason', { min: 1, max: 500 }) });

/**
 * An extension of a code or of a batch: its new expiry, an instant with its offset. That it lies ahead,
 * and at most EXTEND_MAX_HOURS ahead, is checked against the server's clock.
 */
export const extendPromoBodySchema = z.object({ expiresAt: instantField('expiresAt') });
export type ExtendPromoBody = z.input<typeof extendPromoBodySchema>;

/** A code after its void or extension. */
export const promoCodeChangedSchema = z.object({
  id: z.number(),
  code: z.string(),
  status: promoCodeItemSchema.shape.status,
  expiresAt: instantText,
});

/** A batch's void or extension: how many of its codes changed, and how many were left as they were. */
export const batchChangedSchema = z.object({
  batchId: z.number(),
  changed: z.number(),
  /** Used up: their spins are the record, nothing is left to void or extend. */
  skippedUsedUp: z.number(),
  /** Voided before: a void is final. */
  skippedVoided: z.number(),
});
export type BatchChanged = z.infer<typeof batchChangedSchema>;
export const deletePromoResponseSchema = z.object({ success: z.literal(true), id: z.number() });

export const customerSuggestionsSchema = z.object({
  items: z.array(z.object({ name: z.string(), count: z.number() })),
});

export const promoCodeBodySchema = z.object({
  code: textField('code', { max: 64, requiredMessage: 'Please enter a promo code' }),
});

/**
 * A code checked on the promo page, with the language the page is shown in: the wheel's names in the
 * answer, and a used code's prize, are in it. Without it the server takes the language it would serve.
 */
export const validatePromoBodySchema = promoCodeBodySchema.extend({
  language: z.enum(LOCALES, { error: `language must be one of ${LOCALES.join(', ')}` }).optional(),
});

/**
 * A spin: the code, and the language the wheel was shown in (docs/decisions/0017), which names the prize
 * in the draw's records.
 */
export const usePromoBodySchema = validatePromoBodySchema.extend({
  /**
   * The page's id for this spin, the same when it asks again: a spin whose answer was lost (a dropped
   * connection, an instance that stopped after the use was stored, a reload mid-spin) is answered with the
   * prize it won instead of "used".
   */
  spinId: z
    .string()
    .regex(SPIN_ID_PATTERN, { error: 'spinId must be 16 to 64 letters, digits, - or _' })
    .optional(),
});

export const validatePromoResponseSchema = z.object({
  code: z.string(),
  prizeId: z.number(),
  prizeType: prizeTypeSchema,
  isDemo: z.boolean(),
  /**
   * The six names of the code's wheel as the server would record them now, in the language asked: the
   * wheel shows these from its first frame, never names it will not use.
   */
  names: z.array(z.string()).length(SLOTS),
});
export type ValidatedPromo = z.infer<typeof validatePromoResponseSchema>;

export const usePromoResponseSchema = z.object({
  prizeName: z.string(),
  prizeId: z.number(),
  prizeType: prizeTypeSchema,
  /** When the spin was recorded (the win dialog's receipt); a demo spin's is the moment of its answer. */
  drawnAt: instantText,
  /** The draw's short reference (D-0042), which the Claims tab finds; null for a demo spin (no draw). */
  reference: z.string().nullable(),
});
export type UsePromoResponse = z.infer<typeof usePromoResponseSchema>;

export { PROMO_MESSAGES } from '../promo-status';
