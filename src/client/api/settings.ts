// GET /api/sync/load-all: every stored setting, grouped by page type (the mobile-sync page copies them
// into this device's storage). The mobile-sync page is public: no zod here.
import type { SyncLoadAllResponse } from '#shared/api/settings';
import { VIEWS } from '#shared/settings-catalog';
import { apiFetch } from '../lib/api-client';

/** Refreshed by settings pushes (its first part starts with '/api/sync/'). */
export const syncLoadAllKey = [VIEWS.syncAll] as const;

export async function loadAllSettings(): Promise<SyncLoadAllResponse['settings']> {
  const body = await apiFetch<SyncLoadAllResponse>('GET', VIEWS.syncAll);
  return body.settings;
}
