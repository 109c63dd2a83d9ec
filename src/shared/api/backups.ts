// Backups of the embedded database (docs/decisions/0056-backups.md): the files the server makes on its
// schedule and on demand, as the owner lists, makes, downloads and deletes them, and the age every
// operator is warned of. On PostgreSQL backups are the database's job: the list is empty and says the
// pg_dump and pg_restore commands for this site instead.
import { z } from 'zod';
import { instantText } from './answer-fields';
import { errorResponses } from './errors';

/** Older than this, the last successful backup is a warning on every operator's dashboard. */
export const BACKUP_STALE_HOURS = 48;

export const backupSchema = z.object({
  /** The file's name, e.g. lucky-draw-2026-11-30T040000+0800.tar.gz: its time in UTC+8. */
  name: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** The moment the backup stands for: every change made before it is in it. */
  createdAt: instantText,
  /** How long making it took (ms); null when this server does not know (a file made elsewhere). */
  durationMs: z.number().int().nonnegative().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

export const BACKUP_FAILURES = ['not_writable', 'disk_full', 'failed'] as const;
export type BackupFailure = (typeof BACKUP_FAILURES)[number];

export const backupErrorSchema = z.object({
  /** What went wrong, in English words naming the folder. */
  message: z.string(),
  /** not_writable: BACKUP_DIR cannot be written; disk_full: no space left; failed: anything else. */
  reason: z.enum(BACKUP_FAILURES),
  at: instantText,
});
export type BackupError = z.infer<typeof backupErrorSchema>;

export const backupListSchema = z.object({
  /** Newest first. */
  backups: z.array(backupSchema),
  lastSuccessAt: instantText.nullable(),
  /** The next scheduled backup; null when the schedule is off (or on PostgreSQL). */
  nextAt: instantText.nullable(),
  /** The last attempt's failure; null once a backup succeeds. */
  lastError: backupErrorSchema.nullable(),
  /** embedded: this server makes the backups; postgres: the database's own tools do (commands). */
  mode: z.enum(['embedded', 'postgres']),
  /** A backup is being made right now. */
  running: z.boolean(),
  /** Where the files are (BACKUP_DIR), as the server was given it; null on PostgreSQL. */
  folder: z.string().nullable(),
  /** The schedule and retention (BACKUP_SCHEDULE, BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). */
  schedule: z.object({
    /** Times of day in UTC+8, 'HH:MM'; empty when off. */
    times: z.array(z.string()),
    keepDaily: z.number().int().nonnegative(),
    keepWeekly: z.number().int().nonnegative(),
  }),
  /** On PostgreSQL: the commands that back this site's database up and bring it back (no password). */
  commands: z.object({ dump: z.string(), restore: z.string() }).nullable(),
});
export type BackupList = z.infer<typeof backupListSchema>;

/** A backup is asked for with no body, or an empty object. */
export const newBackupBodySchema = z.strictObject({}).nullish();

export const backupNameParamsSchema = z.object({ name: z.string() });

export const deletedBackupSchema = z.object({ success: z.literal(true), name: z.string() });

/** What every operator's dashboard reads to warn of an old backup. */
export const backupStatusSchema = z.object({
  mode: z.enum(['embedded', 'postgres']),
  lastSuccessAt: instantText.nullable(),
  /**
   * True when the last successful backup is older than BACKUP_STALE_HOURS, or there has been none since
   * the backups began (the first start with them) that long ago. Never on PostgreSQL.
   */
  stale: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** The documented answers of a backup's download: the file (an attachment), or the errors of `statuses`. */
export const backupFileResponses = <const S extends readonly number[]>(...statuses: S) => ({
  200: {
    description: 'The backup file as an attachment: a gzip-compressed tar (docs/decisions/0056-backups.md)',
    content: {
      'application/gzip': {
        schema: z.string().meta({ description: 'gzip-compressed tar', format: 'binary' }),
      },
    },
  },
  ...errorResponses(...statuses),
});
