// Brings a backup (lib/backup-archive.ts) back into DATA_DIR, with the server stopped
// (docs/decisions/0056-backups.md). Nothing is written before the whole file has been read and checked:
// ours, complete, its checksum right, and from this version of Lucky Draw or an older one. Then it is
// unpacked beside DATA_DIR, opened once (PostgreSQL replays the log kept with it) and its row counts
// compared with the manifest's; only then does it take DATA_DIR's place. A DATA_DIR that holds a
// database is refused unless `replace`, and then kept beside it, renamed with the time, never deleted.
// An older backup is brought up to date by the usual migrations when the server next starts.
import { existsSync } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  unlink,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import {
  BACKUP_FORMAT_VERSION,
  BackupArchiveError,
  scanBackupArchive,
  type BackupManifest,
  type RefusalReason,
} from '../lib/backup-archive';
import { migrations, productVersion } from '../lib/product';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirInUseError, PID_FILE, type DataDirLock } from './data-dir-lock';
import { lastMigrationAppliedAt, tableCounts } from './table-counts';

export type RestoreRefusalReason = RefusalReason | 'missing' | 'newer' | 'not_empty' | 'in_use' | 'mismatch';

/** Why a restore was refused, in words; DATA_DIR is as it was. */
export class RestoreRefusal extends Error {
  override name = 'RestoreRefusal';
  constructor(
    readonly reason: RestoreRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export interface RestoreOptions {
  /** The backup file. */
  file: string;
  dataDir: string;
  /** BACKUP_DIR: when it is inside DATA_DIR (the default), its backups stay where they are. */
  backupDir: string;
  /** Put the backup in place of a DATA_DIR that holds a database (which is kept, renamed). */
  replace: boolean;
  now?: () => Date;
  /** Progress, a line at a time. */
  say?: (line: string) => void;
}

export interface Restored {
  manifest: BackupManifest;
  /** Where the database DATA_DIR held before is kept; undefined when it held none. */
  keptAt: string | undefined;
}

const OFFSET_MS = 8 * 60 * 60_000;
/** 2026-11-30T140512+0800: a time in UTC+8 fit for a folder's name. */
const stampOf = (at: Date): string => {
  const wall = new Date(at.getTime() + OFFSET_MS).toISOString();
  return `${wall.slice(0, 10)}T${wall.slice(11, 13)}${wall.slice(14, 16)}${wall.slice(17, 19)}+0800`;
};
const wallTime = (iso: string): string =>
  `${new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} (UTC+8)`;

/** BACKUP_DIR relative to DATA_DIR when it is inside it ('backups' by default), else undefined. */
function backupsInside(dataDir: string, backupDir: string): string | undefined {
  const relative = path.relative(path.resolve(dataDir), path.resolve(backupDir));
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : undefined;
}

/** What DATA_DIR holds besides the backups and a stale pid file: nothing means there is no database. */
async function contentsOf(dataDir: string, backupDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [] as string[];
    throw err;
  });
  const backupsTop = backupsInside(dataDir, backupDir)?.split(path.sep)[0];
  return names.filter((name) => name !== PID_FILE && name !== backupsTop);
}

/** Refuses a backup made by a newer Lucky Draw than this one: its database would not open here. */
function refuseNewer(manifest: BackupManifest): void {
  const mine = productVersion();
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION || semver.gt(manifest.product.version, mine)) {
    throw new RestoreRefusal(
      'newer',
      `this backup was made by Lucky Draw ${manifest.product.version}, which is newer than this one (${mine}): update Lucky Draw, then restore`,
    );
  }
  const known = migrations();
  const { tag, appliedAt } = manifest.migration;
  const newest = known.at(-1);
  if (
    (tag !== null && !known.some((migration) => migration.tag === tag)) ||
    appliedAt > (newest?.when ?? 0)
  ) {
    throw new RestoreRefusal(
      'newer',
      `this backup's database is at migration ${tag ?? String(appliedAt)}, which this version of Lucky Draw (${mine}, up to ${newest?.tag ?? 'none'}) does not know: update Lucky Draw, then restore`,
    );
  }
}

const inUse = (dataDir: string, err: DataDirInUseError) =>
  new RestoreRefusal(
    'in_use',
    `DATA_DIR ${dataDir} is in use by a running Lucky Draw (pid ${err.pid ?? 'unknown'}): stop the server, then restore`,
  );

/** Unpacks the archive's data directory into `target` (a new folder), each file synced to disk. */
async function unpack(file: string, target: string): Promise<void> {
  const root = path.resolve(target);
  let current: FileHandle | null = null;
  const finish = async () => {
    if (!current) return;
    await current.sync();
    await current.close();
    current = null;
  };
  try {
    await scanBackupArchive(file, {
      entry: async (header) => {
        await finish();
        const where = path.resolve(root, ...header.name.split('/'));
        // scanBackupArchive refuses names that climb out; this says so once more, where it matters.
        if (!where.startsWith(`${root}${path.sep}`))
          throw new Error(`${header.name} is outside the data directory`);
        if (header.type === 'directory') {
          await mkdir(where, { recursive: true, mode: 0o700 });
          return;
        }
        await mkdir(path.dirname(where), { recursive: true, mode: 0o700 });
        current = await open(where, 'wx', 0o600);
      },
      data: async (bytes) => {
        if (!current) throw new Error('data outside a file');
        await current.write(bytes);
      },
    });
    await finish();
  } finally {
    await (current as FileHandle | null)?.close().catch(() => undefined);
  }
}

/** Each table's rows in the restored database, and when its last migration was made. */
async function countsOf(
  dataDir: string,
): Promise<{ tables: Record<string, number>; appliedAt: number | null }> {
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    return { tables: await tableCounts(database.db), appliedAt: await lastMigrationAppliedAt(database.db) };
  } finally {
    await database.close();
  }
}

const sameCounts = (a: Record<string, number>, b: Record<string, number>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Removes `dir` and the folders in it when they hold nothing else; never a file. */
async function removeEmptyFolders(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) await removeEmptyFolders(path.join(dir, entry.name));
  }
  await rmdir(dir).catch(() => undefined);
}

async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Reads the whole backup `file` and checks it (ours, complete, its checksum right, from this version or
 * an older one) before anything is written: its manifest, or a RestoreRefusal saying which check failed.
 */
export async function checkBackup(
  file: string,
  say: (line: string) => void = () => undefined,
): Promise<BackupManifest> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new RestoreRefusal('missing', `there is no file ${file}`);
  say(`Checking ${file} ...`);
  let manifest: BackupManifest;
  try {
    manifest = await scanBackupArchive(file);
  } catch (err) {
    if (err instanceof BackupArchiveError)
      throw new RestoreRefusal(err.reason, `${path.basename(file)}: ${err.message}`);
    throw err;
  }
  refuseNewer(manifest);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  say(
    `A backup of Lucky Draw ${manifest.product.version}, made ${wallTime(manifest.createdAt)}, its database at migration ${manifest.migration.tag ?? '?'}: ${Object.keys(manifest.tables).length} tables, ${rows.toLocaleString('en')} rows. The checksum matches.`,
  );
  return manifest;
}

/**
 * Unpacks a checked backup into `work` (a new, empty folder), opens it once (the database replays the
 * log kept with it) and compares its rows with the manifest's: a database that holds what was backed up,
 * or a RestoreRefusal.
 */
export async function unpackBackup(
  file: string,
  manifest: BackupManifest,
  work: string,
  say: (line: string) => void = () => undefined,
): Promise<void> {
  say('Unpacking ...');
  await unpack(file, work);
  say('Opening it (the database replays the log kept with it) and counting its rows ...');
  let restored: Awaited<ReturnType<typeof countsOf>>;
  try {
    restored = await countsOf(work);
  } catch (err) {
    throw new RestoreRefusal(
      'damaged',
      `the backup does not open as a database: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  if (!sameCounts(restored.tables, manifest.tables) || restored.appliedAt !== manifest.migration.appliedAt) {
    throw new RestoreRefusal(
      'mismatch',
      'the restored database does not hold the rows its manifest counts: the backup is not whole',
    );
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<Restored> {
  const say = options.say ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);

  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new RestoreRefusal('missing', `there is no file ${file}`);

  const held = await contentsOf(dataDir, options.backupDir);
  if (held.length > 0 && !options.replace) {
    throw new RestoreRefusal(
      'not_empty',
      `DATA_DIR ${dataDir} is not empty (it holds ${held.slice(0, 3).join(', ')}${held.length > 3 ? ', …' : ''}): add --replace to put the backup in its place (the present one is kept beside it, renamed with the time), or set DATA_DIR to an empty folder`,
    );
  }

  const manifest = await checkBackup(file, say);

  // Nothing was written so far. From here DATA_DIR is held, so that no server starts on it meanwhile.
  const locks: DataDirLock[] = [];
  if (existsSync(dataDir)) {
    try {
      locks.push(await acquireDataDirLock(dataDir));
    } catch (err) {
      if (err instanceof DataDirInUseError) throw inUse(dataDir, err);
      throw err;
    }
  }
  const work = `${dataDir}.restoring-${process.pid}`;
  try {
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true, mode: 0o700 });
    await unpackBackup(file, manifest, work, say);

    // The new DATA_DIR is held too from before it is in place.
    locks.push(await acquireDataDirLock(work));
    const moved = `${dataDir}.before-restore-${stampOf(now())}`;
    if (existsSync(dataDir)) await rename(dataDir, moved);
    try {
      await rename(work, dataDir);
    } catch (err) {
      if (existsSync(moved)) await rename(moved, dataDir);
      throw err;
    }
    // The backups stay in BACKUP_DIR, inside the new DATA_DIR as they were inside the old one.
    const inside = backupsInside(dataDir, options.backupDir);
    if (inside && existsSync(path.join(moved, inside))) {
      await mkdir(path.dirname(path.join(dataDir, inside)), { recursive: true });
      await rename(path.join(moved, inside), path.join(dataDir, inside));
    }
    // This restore's own lock file went along with the old DATA_DIR: it is no part of what is kept.
    await unlink(path.join(moved, PID_FILE)).catch(() => undefined);
    // A DATA_DIR that held no database leaves nothing to keep: only empty folders.
    if (existsSync(moved) && held.length === 0) await removeEmptyFolders(moved);
    const keptAt = existsSync(moved) ? moved : undefined;
    await syncFolder(path.dirname(dataDir));
    return { manifest, keptAt };
  } finally {
    await rm(work, { recursive: true, force: true }).catch(() => undefined);
    for (const lock of locks) await lock.release();
    // A lock's pid file is removed by the path it was taken on; the one taken on the unpacked folder
    // moved with it into DATA_DIR.
    const pidFile = path.join(dataDir, PID_FILE);
    if ((await readFile(pidFile, 'utf8').catch(() => '')).trim() === String(process.pid)) {
      await unlink(pidFile).catch(() => undefined);
    }
  }
}
