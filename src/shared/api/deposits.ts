// Payloads of the deposit calls (admin): recording a deposit and the per-customer summary.
import { z } from 'zod';
import { businessDateText, instantText, moneyText } from './answer-fields';
import { dateField, idField, moneyField, optionalDateField, textField, searchField } from '../input-rules';

export const createDepositBodySchema = z.object({
  customerCode: textField('customerCode', { max: 100, normalization: 'NFKC' }).optional(),
  customerName: textField('customerName', { max: 100, normalization: 'NFKC' }).optional(),
  /** To integer cents. */
  depositAmount: moneyField('depositAmount', { allowZero: false }),
  depositDate: dateField('depositDate'),
  notes: textField('notes', { max: 500, multiline: true }).optional(),
});
export type CreateDepositBody = z.input<typeof createDepositBodySchema>;

export const depositRecordSchema = z.object({
  id: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  depositAmount: moneyText,
  depositDate: businessDateText,
  notes: z.string(),
  createdAt: instantText,
  /** When it was last corrected, if ever. */
  updatedAt: instantText.nullable(),
  /** A voided deposit stays listed (struck through) but counts in no sum. */
  voidedAt: instantText.nullable(),
  voidReason: z.string(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const createDepositResponseSchema = z.object({
  success: z.literal(true),
  deposit: depositRecordSchema,
});

export const depositIdParamsSchema = z.object({ id: idField('id') });

/** PATCH /api/admin/deposits/{id}: a correction of any of the three; the old values go to the audit. */
export const updateDepositBodySchema = z
  .object({
    depositAmount: moneyField('depositAmount', { allowZero: false }).optional(),
    depositDate: dateField('depositDate').optional(),
    notes: textField('notes', { max: 500, multiline: true }).optional(),
    /** Why, for the audit trail; not a field of the record. */
    reason: textField('reason', { max: 500 }).optional(),
  })
  .refine((b) => b.depositAmount !== undefined || b.depositDate !== undefined || b.notes !== undefined, {
    message: 'Give depositAmount, depositDate or notes to change',
  });
export type UpdateDepositBody = z.input<typeof updateDepositBodySchema>;

/** POST /api/admin/deposits/{id}/void. */
export const voidDepositBodySchema = z.object({
  reason: textField('reason', { min: 1, max: 500 }),
});
export type VoidDepositBody = z.input<typeof voidDepositBodySchema>;

/** One customer's deposits by their exact code (any case): the deposits CSV. */
export const depositCustomerQuerySchema = z.object({
  customerCode: textField('customerCode', { min: 1, max: 100, normalization: 'NFKC' }),
  startDate: optionalDateField('startDate'),
  endDate: optionalDateField('endDate'),
});

/**
 * The deposit search: a customer by their exact code, or `q` (the lists' search rule), which answers the
 * summary of the customer it matches best (their exact name, else the first by name) and names up to
 * DEPOSIT_SEARCH_CUSTOMERS customers it matches.
 */
export const depositSearchQuerySchema = depositCustomerQuerySchema
  .extend({
    customerCode: depositCustomerQuerySchema.shape.customerCode.optional(),
    q: searchField(),
  })
  .refine((query) => query.customerCode !== undefined || query.q !== undefined, {
    message: 'q is required: a code, a part of a name or a phone number',
    path: ['q'],
  });

export const DEPOSIT_SEARCH_CUSTOMERS = 20;

/** Money fields are strings with two decimals ("123.45"). */
export const depositSummarySchema = z.object({
  customerCode: z.string(),
  totalDeposit: moneyText,
  deposits: z.array(depositRecordSchema),
  foc15Percent: moneyText,
  /** Every use of each of the customer's codes at its slot's value (docs/decisions/0044-one-prize-value.md). */
  totalPrizeAmount: moneyText,
  /** Codes whose prize has no value: left out of totalPrizeAmount (so the deduction is at most this). */
  prizeAmountUnknown: z.number().int(),
  finalDeduction: moneyText,
  /** With q: the customers it matches (the summary is the first's), at most DEPOSIT_SEARCH_CUSTOMERS. */
  customers: z.array(z.string()).optional(),
});
export type DepositSummary = z.infer<typeof depositSummarySchema>;

export const DEFAULT_CUSTOMER_CODE = 'CUSTOMER';
export const DEFAULT_CUSTOMER_NAME = 'Customer';
