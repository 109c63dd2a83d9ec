// Customers' deposits, for operators: recording, correcting, voiding and the search with its summary.
import type {
  createDepositBodySchema,
  createDepositResponseSchema,
  depositSearchQuerySchema,
  depositSummarySchema,
  updateDepositBodySchema,
  voidDepositBodySchema,
} from '../api/deposits';
import { endpoint } from './endpoint';

export const create = endpoint<{
  body: typeof createDepositBodySchema;
  answer: typeof createDepositResponseSchema;
}>()('POST', '/api/admin/deposits', 'admin');

export const update = endpoint<{
  body: typeof updateDepositBodySchema;
  answer: typeof createDepositResponseSchema;
}>()('PATCH', '/api/admin/deposits/:id', 'admin');

export const voidDeposit = endpoint<{
  body: typeof voidDepositBodySchema;
  answer: typeof createDepositResponseSchema;
}>()('POST', '/api/admin/deposits/:id/void', 'admin');

export const search = endpoint<{
  query: typeof depositSearchQuerySchema;
  answer: typeof depositSummarySchema;
}>()('GET', '/api/admin/deposits/search', 'admin');
