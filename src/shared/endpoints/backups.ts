// Backups of the embedded database: the owner's (the staff permission). The age of the last one, which
// every operator's dashboard warns of, is in backup-status.ts: the dashboard's first load carries only it.
import type {
  backupListSchema,
  backupSchema,
  deletedBackupSchema,
  newBackupBodySchema,
} from '../api/backups';
import type { Endpoint } from './endpoint';

export const list: Endpoint<'GET', '/api/admin/backups', { answer: typeof backupListSchema }> = {
  method: 'GET',
  path: '/api/admin/backups',
  access: 'staff',
};

/** Makes a backup now: answers 201 once the file is complete, 409 while another is being made. */
export const create: Endpoint<
  'POST',
  '/api/admin/backups',
  { body: typeof newBackupBodySchema; answer: typeof backupSchema }
> = { method: 'POST', path: '/api/admin/backups', access: 'staff' };

/** The file itself, as an attachment (application/gzip). */
export const download: Endpoint<'GET', '/api/admin/backups/:name'> = {
  method: 'GET',
  path: '/api/admin/backups/:name',
  access: 'staff',
};

export const remove: Endpoint<'DELETE', '/api/admin/backups/:name', { answer: typeof deletedBackupSchema }> =
  {
    method: 'DELETE',
    path: '/api/admin/backups/:name',
    access: 'staff',
  };
