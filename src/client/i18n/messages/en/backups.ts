// The owner's Backups tab (the embedded database's backups, or on PostgreSQL its commands), and the warning
// every operator reads once the last backup is more than 48 hours old.
export const backups_tab = 'Backups';
export const backups_title = 'Backups';
export const backups_intro =
  "Copies of the site's whole database, made while it runs. Download one now and then to keep a copy off this computer.";
export const backups_loading = 'Loading backups...';
export const backups_loadFailed = 'The backups could not be loaded.';

// What the card says of them.
export const backups_last = 'Last backup';
export const backups_none = 'None yet';
export const backups_madeIn = (p: { duration: string }) => `made in ${p.duration}`;
export const backups_next = 'Next scheduled';
export const backups_scheduleOff = 'Schedule off';
export const backups_folder = 'Folder';
export const backups_schedule = 'Schedule';
export const backups_daily = (p: { times: string }) => `Every day at ${p.times} (UTC+8)`;
export const backups_kept = 'Kept';
/** BACKUP_KEEP_DAILY and BACKUP_KEEP_WEEKLY as the retention applies them; the newest is always kept. */
export const backups_keepRule = (p: { daily: number; weekly: number }) => {
  const days = `${p.daily} ${p.daily === 1 ? 'day' : 'days'}`;
  const weeks = `${p.weekly} ${p.weekly === 1 ? 'week' : 'weeks'}`;
  if (p.daily === 0 && p.weekly === 0) return 'Only the newest backup';
  if (p.weekly === 0) return `The newest of each of the last ${days}`;
  if (p.daily === 0) return `The newest of each of the last ${weeks}`;
  return `The newest of each of the last ${days}, and of each of the ${weeks} before those`;
};
export const backups_configured =
  'Set by BACKUP_SCHEDULE, BACKUP_KEEP_DAILY and BACKUP_KEEP_WEEKLY when the server starts (README, Configuration).';

// Making one now.
export const backups_make = 'Backup now';
export const backups_making = 'Making a backup...';
export const backups_running = 'A backup is being made now.';
export const backups_made = (p: { name: string }) => `Backup made: ${p.name}`;
export const backups_notMade = 'No backup was made';

// The last failure.
export const backups_failed = (p: { time: string }) => `The last backup failed (${p.time})`;
export const backups_failedRetry =
  'Once it is fixed, press Backup now, or wait for the next scheduled backup: it tries again.';

// The files.
export const backups_files = 'Backup files';
export const backups_empty = 'No backups yet. Press Backup now to make the first.';
export const backups_download = 'Download';
export const backups_delete = 'Delete';
export const backups_deleteTitle = (p: { time: string }) => `Delete the backup of ${p.time}?`;
export const backups_deleteText =
  'The file is deleted from the backup folder for good. Download it first if you may need it.';
export const backups_deleted = 'Backup deleted';
export const backups_notDeleted = 'The backup was not deleted';

// On PostgreSQL.
export const backups_postgres =
  "This site runs on PostgreSQL: backups are the database's job, not this server's. Back it up with pg_dump and bring it back with pg_restore; the commands below carry this site's settings. They ask for the database password (or read PGPASSWORD or ~/.pgpass).";
export const backups_dumpCommand = 'Back up (pg_dump)';
export const backups_restoreCommand = 'Bring back (pg_restore): stop the servers first';
export const backups_copy = 'Copy';
export const backups_copyCommand = (p: { tool: string }) => `Copy the ${p.tool} command`;

// The warning above the tabs, for every operator.
export const backups_staleSince = (p: { time: string }) =>
  `The last backup is from ${p.time}, more than 48 hours ago.`;
export const backups_staleNone = 'No backup has been made in the last 48 hours.';
export const backups_staleOpen = 'Open Backups';
export const backups_staleTellOwner = 'Tell the owner.';
