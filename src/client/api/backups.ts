// The owner's Backups tab: GET and POST /api/admin/backups, DELETE /api/admin/backups/{name}, and the
// download's address (GET /api/admin/backups/{name}, an attachment followed as a plain link). Admin
// screens only: answers are parsed with the shared schemas. What each change does to the warning every
// operator reads (backup-status.ts) is here too: the status is asked again after each.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backupListSchema, backupSchema, deletedBackupSchema } from '#shared/api/backups';
import * as backups from '#shared/endpoints/backups';
import { urlOf } from '#shared/endpoints/endpoint';
import { request } from '../lib/admin-api-client';
import { backupStatusKey } from './backup-status';

const backupsKey = [backups.list.path] as const;

export function useBackups() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: () => request(backups.list, backupListSchema),
    // Asked again whenever the tab is opened or the window comes back (the schedule makes and prunes
    // backups on its own), and every few seconds while one is being made, until it is listed.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });
}

export const backupFileUrl = (name: string) => urlOf(backups.download, { name });

/** Both lists: what the tab shows, and the age every operator is warned of. */
function useRefreshBackups() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: backupsKey });
    void queryClient.invalidateQueries({ queryKey: backupStatusKey });
  };
}

/** Answers once the file is complete (seconds); a refusal (one being made, a folder not writable) is a 409. */
export function useMakeBackup() {
  const refresh = useRefreshBackups();
  return useMutation({
    mutationFn: () => request(backups.create, backupSchema, { body: {} }),
    // A failure is news too: the tab shows it as the last failure.
    onSettled: refresh,
  });
}

export function useDeleteBackup() {
  const refresh = useRefreshBackups();
  return useMutation({
    mutationFn: (name: string) => request(backups.remove, deletedBackupSchema, { params: { name } }),
    onSettled: refresh,
  });
}
