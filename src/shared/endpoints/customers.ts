// The customer page (operators): a customer's codes, deposits, wins and chats, by their name.
import type { customerPageSchema } from '../api/customers';
import type { Endpoint } from './endpoint';

export const page: Endpoint<'GET', '/api/admin/customers/:name', { answer: typeof customerPageSchema }> = {
  method: 'GET',
  path: '/api/admin/customers/:name',
  access: 'codes',
};
