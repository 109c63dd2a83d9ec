// The operator's default language: the one visitors see when neither their own choice nor their browser
// names one of ours.
import type { defaultLanguageSchema } from '../api/language';
import type { Endpoint } from './endpoint';

export const load: Endpoint<'GET', '/api/admin/default-language', { answer: typeof defaultLanguageSchema }> =
  {
    method: 'GET',
    path: '/api/admin/default-language',
    access: 'site',
  };

export const save: Endpoint<
  'POST',
  '/api/admin/default-language',
  { body: typeof defaultLanguageSchema; answer: typeof defaultLanguageSchema }
> = {
  method: 'POST',
  path: '/api/admin/default-language',
  access: 'site',
};
