// How old the last backup is, for the warning every operator's dashboard shows (in its first load, so
// apart from the owner's backups.ts).
import type { backupStatusSchema } from '../api/backups';
import type { Endpoint } from './endpoint';

export const status: Endpoint<'GET', '/api/admin/backup-status', { answer: typeof backupStatusSchema }> = {
  method: 'GET',
  path: '/api/admin/backup-status',
  access: 'account',
};
