// Claims: the won draws and their payments, and the prize liability above them (operators).
import type {
  claimAnswerSchema,
  claimListQuerySchema,
  claimListSchema,
  liabilitySchema,
  payClaimBodySchema,
  voidPaymentBodySchema,
} from '../api/claims';
import type { Endpoint } from './endpoint';

export const list: Endpoint<
  'GET',
  '/api/admin/claims',
  { query: typeof claimListQuerySchema; answer: typeof claimListSchema }
> = {
  method: 'GET',
  path: '/api/admin/claims',
  access: 'claims',
};

export const liability: Endpoint<'GET', '/api/admin/claims/liability', { answer: typeof liabilitySchema }> = {
  method: 'GET',
  path: '/api/admin/claims/liability',
  access: 'claims',
};

export const pay: Endpoint<
  'POST',
  '/api/admin/claims/:drawId/pay',
  { body: typeof payClaimBodySchema; answer: typeof claimAnswerSchema }
> = {
  method: 'POST',
  path: '/api/admin/claims/:drawId/pay',
  access: 'claims',
};

export const voidPayment: Endpoint<
  'POST',
  '/api/admin/claims/payments/:paymentId/void',
  { body: typeof voidPaymentBodySchema; answer: typeof claimAnswerSchema }
> = {
  method: 'POST',
  path: '/api/admin/claims/payments/:paymentId/void',
  access: 'claims',
};
