// The scrolling notice, for operators: saving its settings. The visitor's read is in spin-notice-public.ts.
import type { settingSavedSchema, spinNoticeSaveBodySchema } from '../api/settings';
import { endpoint } from './endpoint';

export const save = endpoint<{ body: typeof spinNoticeSaveBodySchema; answer: typeof settingSavedSchema }>()(
  'POST',
  '/api/spinning-notice/save',
  'admin',
);
