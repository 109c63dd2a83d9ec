// The template of the message that hands a code to its customer, in three languages (admin only).
import type { promoShareMessagesAnswerSchema, promoShareMessagesSchema } from '../api/promo-share';
import type { Endpoint } from './endpoint';

export const load: Endpoint<
  'GET',
  '/api/admin/promo-share-messages',
  { answer: typeof promoShareMessagesAnswerSchema }
> = {
  method: 'GET',
  path: '/api/admin/promo-share-messages',
  access: 'codes',
};

export const save: Endpoint<
  'PUT',
  '/api/admin/promo-share-messages',
  { body: typeof promoShareMessagesSchema; answer: typeof promoShareMessagesAnswerSchema }
> = {
  method: 'PUT',
  path: '/api/admin/promo-share-messages',
  access: 'site',
};
