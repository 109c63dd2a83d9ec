// Settings sync, for operators: saving one setting. The public reads are in settings-public.ts.
import type { settingSavedSchema, syncSaveBodySchema } from '../api/settings';
import type { Endpoint } from './endpoint';

export const save: Endpoint<
  'POST',
  '/api/sync/save',
  { body: typeof syncSaveBodySchema; answer: typeof settingSavedSchema }
> = {
  method: 'POST',
  path: '/api/sync/save',
  access: 'site',
};
