// Settings sync, for operators: saving one setting. The public reads are in settings-public.ts.
import type { settingSavedSchema, syncSaveBodySchema } from '../api/settings';
import { endpoint } from './endpoint';

export const save = endpoint<{ body: typeof syncSaveBodySchema; answer: typeof settingSavedSchema }>()(
  'POST',
  '/api/sync/save',
  'admin',
);
