// GET /api/sync/load-all: every stored setting, grouped by page type (the mobile-sync page copies them
// into this device's storage). The mobile-sync page is public: no zod here.
import { loadAll } from '#shared/endpoints/settings-public';
import { VIEWS } from '#shared/settings-catalog';
import { call } from '../lib/api-client';

/** Refreshed by settings pushes (every setting's views include it: #shared/settings-catalog). */
export const syncLoadAllKey = [VIEWS.syncAll] as const;

export async function loadAllSettings() {
  const body = await call(loadAll);
  return body.settings;
}
