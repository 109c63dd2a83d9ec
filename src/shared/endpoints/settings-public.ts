// Settings sync, for anyone: every stored setting by page type, or one page type's (cached views: their
// paths are also the views' names in #shared/settings-catalog). The save is in settings.ts.
import type { syncLoadAllSchema, syncLoadSchema } from '../api/settings';
import type { Endpoint } from './endpoint';

export const loadAll: Endpoint<'GET', '/api/sync/load-all', { answer: typeof syncLoadAllSchema }> = {
  method: 'GET',
  path: '/api/sync/load-all',
  access: 'public',
};

export const load: Endpoint<'GET', '/api/sync/load/:pageType', { answer: typeof syncLoadSchema }> = {
  method: 'GET',
  path: '/api/sync/load/:pageType',
  access: 'public',
};
