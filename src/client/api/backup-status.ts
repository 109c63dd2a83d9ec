// GET /api/admin/backup-status: how old the last backup is, for the warning every operator's dashboard
// shows after 48 hours. Apart from backups.ts (the owner's Backups tab, loaded when opened): this one is in
// the dashboard's first load, so it carries no schema and nothing else (call: typed, not parsed).
import { useQuery } from '@tanstack/react-query';
import * as backups from '#shared/endpoints/backup-status';
import { call } from '../lib/api-client';

export const backupStatusKey = [backups.status.path] as const;

/** Every signed-in person may ask (the dashboard is drawn only for one). */
export function useBackupStatus() {
  return useQuery({
    queryKey: backupStatusKey,
    queryFn: () => call(backups.status),
    // A dashboard left open for days turns stale by the clock alone, and the schedule's backups clear it.
    refetchInterval: 60 * 60_000,
  });
}
