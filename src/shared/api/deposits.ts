// Payloads of the deposit calls (admin): recording a deposit and the per-customer summary.
import { z } from 'zod';
import { dateStringSchema } from '../business-date';

const dateString = dateStringSchema;

export const createDepositBodySchema = z.object({
  customerCode: z.string().trim().max(100, 'customerCode can be at most 100 characters').optional(),
  customerName: z.string().trim().max(100, 'customerName can be at most 100 characters').optional(),
  depositAmount: z
    .number({ error: 'depositAmount must be a number greater than 0' })
    .gt(0, 'depositAmount must be a number greater than 0')
    .max(9_999_999_999.99, 'depositAmount is too large')
    .refine(
      (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      'depositAmount can have at most 2 decimals',
    ),
  depositDate: dateString,
  notes: z.string().max(500, 'notes can be at most 500 characters').optional(),
});
export type CreateDepositBody = z.input<typeof createDepositBodySchema>;

export const depositRecordSchema = z.object({
  id: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  depositAmount: z.string(),
  depositDate: z.string(),
  notes: z.string(),
  createdAt: z.string(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const depositSearchQuerySchema = z.object({
  customerCode: z
    .string({ error: 'customerCode is required' })
    .trim()
    .min(1, 'customerCode is required')
    .max(100),
  startDate: dateString.optional(),
  endDate: dateString.optional(),
});

/** Money fields are strings with two decimals ("123.45"). */
export const depositSummarySchema = z.object({
  customerCode: z.string(),
  totalDeposit: z.string(),
  deposits: z.array(depositRecordSchema),
  foc15Percent: z.string(),
  totalPrizeAmount: z.string(),
  finalDeduction: z.string(),
});
export type DepositSummary = z.infer<typeof depositSummarySchema>;

export const DEFAULT_CUSTOMER_CODE = 'CUSTOMER';
export const DEFAULT_CUSTOMER_NAME = 'Customer';
