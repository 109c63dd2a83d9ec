// Claims: the won draws and their payments, and the prize liability above them (operators).
import type {
  claimAnswerSchema,
  claimListQuerySchema,
  claimListSchema,
  liabilitySchema,
  payClaimBodySchema,
  voidPaymentBodySchema,
} from '../api/claims';
import { endpoint } from './endpoint';

export const list = endpoint<{ query: typeof claimListQuerySchema; answer: typeof claimListSchema }>()(
  'GET',
  '/api/admin/claims',
  'admin',
);

export const liability = endpoint<{ answer: typeof liabilitySchema }>()(
  'GET',
  '/api/admin/claims/liability',
  'admin',
);

export const pay = endpoint<{ body: typeof payClaimBodySchema; answer: typeof claimAnswerSchema }>()(
  'POST',
  '/api/admin/claims/:drawId/pay',
  'admin',
);

export const voidPayment = endpoint<{
  body: typeof voidPaymentBodySchema;
  answer: typeof claimAnswerSchema;
}>()('POST', '/api/admin/claims/payments/:paymentId/void', 'admin');
