// The operator's default language: the one visitors see when neither their own choice nor their browser
// names one of ours.
import type { defaultLanguageSchema } from '../api/language';
import { endpoint } from './endpoint';

export const load = endpoint<{ answer: typeof defaultLanguageSchema }>()(
  'GET',
  '/api/admin/default-language',
  'admin',
);

export const save = endpoint<{ body: typeof defaultLanguageSchema; answer: typeof defaultLanguageSchema }>()(
  'POST',
  '/api/admin/default-language',
  'admin',
);
