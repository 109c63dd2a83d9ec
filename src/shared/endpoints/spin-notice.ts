// The scrolling notice, for operators: saving its settings. The visitor's read is in spin-notice-public.ts.
import type { settingSavedSchema, spinNoticeSaveBodySchema } from '../api/settings';
import type { Endpoint } from './endpoint';

export const save: Endpoint<
  'POST',
  '/api/spinning-notice/save',
  { body: typeof spinNoticeSaveBodySchema; answer: typeof settingSavedSchema }
> = {
  method: 'POST',
  path: '/api/spinning-notice/save',
  access: 'site',
};
