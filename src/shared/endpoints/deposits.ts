// Customers' deposits, for operators: recording, correcting, voiding and the search with its summary.
import type {
  createDepositBodySchema,
  createDepositResponseSchema,
  depositSearchQuerySchema,
  depositSummarySchema,
  updateDepositBodySchema,
  voidDepositBodySchema,
} from '../api/deposits';
import type { Endpoint } from './endpoint';

export const create: Endpoint<
  'POST',
  '/api/admin/deposits',
  { body: typeof createDepositBodySchema; answer: typeof createDepositResponseSchema }
> = {
  method: 'POST',
  path: '/api/admin/deposits',
  access: 'codes',
};

export const update: Endpoint<
  'PATCH',
  '/api/admin/deposits/:id',
  { body: typeof updateDepositBodySchema; answer: typeof createDepositResponseSchema }
> = {
  method: 'PATCH',
  path: '/api/admin/deposits/:id',
  access: 'codes.manage',
};

export const voidDeposit: Endpoint<
  'POST',
  '/api/admin/deposits/:id/void',
  { body: typeof voidDepositBodySchema; answer: typeof createDepositResponseSchema }
> = {
  method: 'POST',
  path: '/api/admin/deposits/:id/void',
  access: 'codes.manage',
};

export const search: Endpoint<
  'GET',
  '/api/admin/deposits/search',
  { query: typeof depositSearchQuerySchema; answer: typeof depositSummarySchema }
> = {
  method: 'GET',
  path: '/api/admin/deposits/search',
  access: 'codes',
};
