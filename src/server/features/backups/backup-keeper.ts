// The backups of this server (docs/decisions/0056-backups.md): one at a time, on the schedule and on
// demand, kept as the retention says, with what the dashboard shows of them (the last success, the next
// one, the last failure in words). A failed backup is logged and kept as lastError; it leaves no file
// and changes nothing else, and the next scheduled one is tried as planned. On PostgreSQL there is
// nothing to keep here: backups are the database's job.
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BACKUP_STALE_HOURS,
  type Backup,
  type BackupError,
  type BackupList,
  type BackupStatus,
} from '#shared/api/backups';
import { writeAudit } from '../../plugins/audit.repository';
import { backupTime, listBackupFiles, sweepWorkFiles, type BackupFile } from './backup-files';
import { backupsToKeep, DEFAULT_KEEP_DAILY, DEFAULT_KEEP_WEEKLY } from './backup-retention';
import { nextSlot, previousSlot } from './backup-schedule';
import { BackupStoppedError, writeBackup, type MadeBackup } from './backup-writer';
import { postgresCommands } from './postgres-commands';

export interface BackupSettings {
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_SCHEDULE: times of day in UTC+8 ('HH:MM'); none: no scheduled backups. */
  times: readonly string[];
  keepDaily: number;
  keepWeekly: number;
  /** How often the schedule is looked at, ms; tests make it short. */
  checkEveryMs?: number;
}

/** Settings for an app built without any (tests, benchmarks): a folder of its own, no schedule. */
export const defaultBackupSettings = (dir: string): BackupSettings => ({
  dir,
  times: [],
  keepDaily: DEFAULT_KEEP_DAILY,
  keepWeekly: DEFAULT_KEEP_WEEKLY,
});

/** Asked while another backup is being made. */
export class BackupBusyError extends Error {
  override name = 'BackupBusyError';
}

/** Asked on PostgreSQL, which this server does not back up. */
export class BackupOnPostgresError extends Error {
  override name = 'BackupOnPostgresError';
}

/** A backup that failed; the failure in words, as lastError keeps it. */
export class BackupFailedError extends Error {
  override name = 'BackupFailedError';
  constructor(readonly failure: BackupError) {
    super(failure.message);
  }
}

/** A minute: how late a scheduled backup may start. */
const CHECK_EVERY_MS = 60_000;
/**
 * A server that was off (or asleep) at the scheduled time makes the missed backup this long after it
 * starts, out of the way of the start itself: a laptop switched off every night still gets its backups.
 */
export const CATCH_UP_AFTER_MS = 10 * 60_000;
const STALE_MS = BACKUP_STALE_HOURS * 60 * 60_000;

// What the folder remembers across restarts, beside the backups: since when this server makes backups
// (an install without any is warned of only after BACKUP_STALE_HOURS of that), the last failure, and how
// long each backup took.
const STATE_FILE = '.lucky-draw-backups.json';
const stateSchema = z.object({
  since: z.iso.datetime(),
  lastError: z
    .object({
      message: z.string(),
      reason: z.enum(['not_writable', 'disk_full', 'failed']),
      at: z.iso.datetime(),
    })
    .nullable(),
  made: z.record(z.string(), z.object({ durationMs: z.number(), holdMs: z.number() })),
});
type KeeperState = z.infer<typeof stateSchema>;

const errorCode = (err: unknown): string | undefined => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** A failure in words: what went wrong, where, and what to do. */
export function describeFailure(err: unknown, dir: string, at: Date): BackupError {
  const where = path.resolve(dir);
  const code = errorCode(err);
  const when = at.toISOString();
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return {
      reason: 'disk_full',
      message: `The disk holding BACKUP_DIR ${where} is full (${code}): free some space there, or set BACKUP_DIR to a folder on another disk`,
      at: when,
    };
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return {
      reason: 'not_writable',
      message: `BACKUP_DIR ${where} cannot be written (${code}): let the user the server runs as write there, or set BACKUP_DIR to a folder it may write`,
      at: when,
    };
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return {
      reason: 'not_writable',
      message: `BACKUP_DIR ${where} is not a folder (a file is in the way): move the file, or set BACKUP_DIR to a folder`,
      at: when,
    };
  }
  const reason = err instanceof Error ? err.message : String(err);
  return { reason: 'failed', message: `The backup failed: ${reason}`, at: when };
}

export interface BackupKeeper {
  list(): Promise<BackupList>;
  status(): Promise<BackupStatus>;
  /** Makes a backup now; BackupBusyError while one is being made. */
  make(trigger: 'request' | 'schedule'): Promise<MadeBackup>;
  /** The backup of this name in the folder's listing, or null: the request's name never becomes a path. */
  find(name: string): Promise<{ file: BackupFile; path: string } | null>;
  /** Deletes a backup found by find(). */
  remove(file: BackupFile): Promise<void>;
}

export function backupKeeper(app: FastifyInstance, settings: BackupSettings): BackupKeeper {
  const { database } = app;
  const dataDir = database.kind === 'pglite' ? database.dataDir : undefined;
  const dir = path.resolve(settings.dir);
  let running: Promise<MadeBackup> | null = null;
  let nextAt: Date | null = null;
  let stopping = false;
  let state: KeeperState = { since: app.now().toISOString(), lastError: null, made: {} };

  async function loadState(): Promise<void> {
    try {
      const parsed = stateSchema.safeParse(JSON.parse(await readFile(path.join(dir, STATE_FILE), 'utf8')));
      if (parsed.success) {
        state = parsed.data;
        return;
      }
    } catch {
      // None yet (the first start), or unreadable: begin again from now.
    }
    await saveState();
  }

  /** Best effort: a folder that cannot be written keeps the state in memory, and says so in lastError. */
  async function saveState(): Promise<void> {
    const file = path.join(dir, STATE_FILE);
    try {
      await writeFile(`${file}.${process.pid}`, JSON.stringify(state));
      await rename(`${file}.${process.pid}`, file);
    } catch {
      await unlink(`${file}.${process.pid}`).catch(() => undefined);
    }
  }

  const files = () => listBackupFiles(dir).catch((): BackupFile[] => []);

  const toBackup = (file: BackupFile): Backup => ({
    name: file.name,
    size: file.size,
    createdAt: file.createdAt.toISOString(),
    durationMs: state.made[file.name]?.durationMs ?? null,
  });

  /** Deletes what the retention does not keep, and forgets backups no longer there. */
  async function prune(): Promise<void> {
    const all = await files();
    const keep = backupsToKeep(all, settings.keepDaily, settings.keepWeekly);
    for (const file of all) {
      if (keep.has(file.name)) continue;
      try {
        await unlink(path.join(dir, file.name));
      } catch (err) {
        app.log.warn({ err, name: file.name }, 'an old backup could not be deleted');
        continue;
      }
      await writeAudit(app.db, {
        actor: 'system',
        action: 'backup.delete',
        target: file.name,
        details: { size: file.size, retention: true },
        at: app.now(),
      });
    }
    const present = new Set(all.filter((file) => keep.has(file.name)).map((file) => file.name));
    state.made = Object.fromEntries(Object.entries(state.made).filter(([name]) => present.has(name)));
  }

  async function run(trigger: 'request' | 'schedule'): Promise<MadeBackup> {
    if (!dataDir) throw new BackupOnPostgresError();
    let made: MadeBackup;
    try {
      const written = await writeBackup(
        { db: app.db, dataDir, now: app.now, stopping: () => stopping || app.draining },
        dir,
      );
      // The time the list gives it (its name's, to the second), so that the answer and the list agree.
      made = { ...written, createdAt: backupTime(written.name) ?? written.createdAt };
    } catch (err) {
      if (err instanceof BackupStoppedError) throw err;
      const failure = describeFailure(err, dir, app.now());
      state.lastError = failure;
      await saveState();
      app.log.error({ err, trigger }, `backup failed: ${failure.message}`);
      throw new BackupFailedError(failure);
    }
    state.made[made.name] = { durationMs: made.durationMs, holdMs: made.holdMs };
    state.lastError = null;
    if (trigger === 'schedule') {
      await writeAudit(app.db, {
        actor: 'system',
        action: 'backup.create',
        target: made.name,
        details: { size: made.size, durationMs: made.durationMs, scheduled: true },
        at: app.now(),
      });
    }
    await prune();
    await saveState();
    app.log.info(
      { name: made.name, size: made.size, durationMs: made.durationMs, holdMs: made.holdMs, trigger },
      'backup made',
    );
    return made;
  }

  async function make(trigger: 'request' | 'schedule'): Promise<MadeBackup> {
    if (!dataDir) throw new BackupOnPostgresError();
    // Set before any await: a second request in the same tick is refused too.
    if (running) throw new BackupBusyError();
    const current = run(trigger);
    running = current;
    try {
      return await current;
    } finally {
      running = null;
    }
  }

  function tick(): void {
    if (stopping || !nextAt || app.now() < nextAt) return;
    nextAt = nextSlot(settings.times, app.now());
    // A backup being made now (asked for by hand) stands for this one.
    if (running) return;
    // The failure is in lastError and the log already; the next slot is tried as planned.
    make('schedule').catch(() => undefined);
  }

  let timer: NodeJS.Timeout | undefined;
  if (dataDir) {
    app.addHook('onReady', async () => {
      await sweepWorkFiles(dir);
      await loadState();
      const newest = (await files())[0];
      const missed = previousSlot(settings.times, app.now());
      nextAt =
        missed && (!newest || newest.createdAt < missed)
          ? new Date(app.now().getTime() + CATCH_UP_AFTER_MS)
          : nextSlot(settings.times, app.now());
      timer = setInterval(tick, settings.checkEveryMs ?? CHECK_EVERY_MS);
      // The schedule must not keep a finished process alive.
      timer.unref();
    });
    app.addHook('preClose', async () => {
      stopping = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  }

  const schedule = dataDir
    ? { times: [...settings.times], keepDaily: settings.keepDaily, keepWeekly: settings.keepWeekly }
    : { times: [], keepDaily: 0, keepWeekly: 0 };

  return {
    make,
    async list() {
      if (!dataDir) {
        return {
          backups: [],
          lastSuccessAt: null,
          nextAt: null,
          lastError: null,
          mode: 'postgres',
          running: false,
          folder: null,
          schedule,
          commands: database.postgres ? postgresCommands(database.postgres) : null,
        };
      }
      const all = await files();
      return {
        backups: all.map(toBackup),
        lastSuccessAt: all[0]?.createdAt.toISOString() ?? null,
        nextAt: nextAt?.toISOString() ?? null,
        lastError: state.lastError,
        mode: 'embedded',
        running: running !== null,
        folder: dir,
        schedule,
        commands: null,
      };
    },
    async status() {
      if (!dataDir) return { mode: 'postgres', lastSuccessAt: null, stale: false };
      const newest = (await files())[0];
      const since = newest?.createdAt ?? new Date(state.since);
      return {
        mode: 'embedded',
        lastSuccessAt: newest?.createdAt.toISOString() ?? null,
        stale: app.now().getTime() - since.getTime() > STALE_MS,
      };
    },
    async find(name) {
      if (!dataDir) return null;
      const file = (await files()).find((candidate) => candidate.name === name);
      return file ? { file, path: path.join(dir, file.name) } : null;
    },
    async remove(file) {
      await unlink(path.join(dir, file.name));
      state.made = Object.fromEntries(Object.entries(state.made).filter(([name]) => name !== file.name));
      await saveState();
    },
  };
}
