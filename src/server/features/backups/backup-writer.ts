// Writes one backup file while the site keeps serving (docs/decisions/0056-backups.md). The database is
// held twice, briefly: to start PostgreSQL's online backup (a checkpoint) and to end it (the row counts
// and the end record). In between, and after, the data directory's files and the write-ahead log of the
// backup's time are read a piece at a time and streamed through gzip into a work file in BACKUP_DIR,
// which is synced and renamed to its final name only once complete. Nothing holds the archive in memory.
import { createWriteStream } from 'node:fs';
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DataDirEntry, DataDirReader, Db } from '../../db/types';
import {
  backupArchive,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type ArchiveEntry,
  type ManifestFacts,
} from '../../lib/backup-archive';
import { migrations, productVersion } from '../../lib/product';
import { publishWorkFile, workFileName } from './backup-files';
import {
  abandonOnlineBackup,
  checkpointRedo,
  startOnlineBackup,
  stopOnlineBackup,
  type BackupStart,
  type BackupStop,
} from './backups.repository';

/** A read of the data directory: small enough to leave the event loop free, large enough to be quick. */
const CHUNK = 1024 * 1024;

// What of the data directory a restore needs, as pg_basebackup decides it: PostgreSQL's own entries at
// the top (not BACKUP_DIR when it is inside DATA_DIR, nor the pid file), and of these folders only the
// folder itself, since what they hold is made anew at start.
const TOP_FILES = new Set([
  'PG_VERSION',
  'postgresql.conf',
  'postgresql.auto.conf',
  'pg_hba.conf',
  'pg_ident.conf',
]);
const isPostgresEntry = (name: string, type: 'file' | 'directory') =>
  type === 'file' ? TOP_FILES.has(name) : name === 'base' || name === 'global' || /^pg_[a-z_]+$/.test(name);
const CONTENT_LEFT_OUT = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Rebuilt when the database starts: the relation cache's file, and temporary files of queries. */
const fileLeftOut = (name: string) => name === 'pg_internal.init' || name.startsWith('pgsql_tmp');
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export interface MadeBackup {
  name: string;
  size: number;
  createdAt: Date;
  durationMs: number;
  /** How long the database was held for the backup (both holds together), ms. */
  holdMs: number;
}

export interface BackupSource {
  db: Db;
  dataDir: DataDirReader;
  now: () => Date;
  /** Asked between two reads: true ends the backup (the server is stopping), leaving no file. */
  stopping?: () => boolean;
}

/** A backup ended because the server is stopping: no failure of the backup's own. */
export class BackupStoppedError extends Error {
  override name = 'BackupStoppedError';
  constructor() {
    super('The server is stopping: the backup was not finished');
  }
}

/** A file's bytes as the reader gives them; zeros where it ended (or went) since it was listed. */
async function* fileContent(source: BackupSource, file: string, size: number): AsyncGenerator<Uint8Array> {
  const handle = source.dataDir.open(file);
  let position = 0;
  try {
    while (position < size) {
      if (source.stopping?.()) throw new BackupStoppedError();
      const buffer = new Uint8Array(Math.min(CHUNK, size - position));
      const read = handle ? handle.read(buffer, position) : 0;
      // A file that shrank or went while it was read (a table truncated or dropped): as pg_basebackup
      // does, zeros stand in, and the write-ahead log replayed at restore repeats the change.
      if (read <= 0) {
        buffer.fill(0);
        position += buffer.length;
        yield buffer;
        continue;
      }
      position += read;
      yield read === buffer.length ? buffer : buffer.subarray(0, read);
      // Let the site answer between two pieces.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    handle?.close();
  }
}

/** Every folder and file below `folder` that a restore needs, folders first. */
function* walk(source: BackupSource, folder: string): Generator<ArchiveEntry> {
  const reader = source.dataDir;
  for (const entry of reader.list(folder)) {
    if (!folder && !isPostgresEntry(entry.name, entry.type)) continue;
    const name = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.type === 'directory') {
      yield { name, type: 'directory', mode: entry.mode, mtime: entry.mtime, size: 0 };
      if (!CONTENT_LEFT_OUT.has(name)) yield* walk(source, name);
      // pg_wal's folders (archive_status, summaries) must exist; its segments come after the backup ends.
      else if (name === 'pg_wal') {
        for (const sub of reader.list(name)) {
          if (sub.type === 'directory') {
            yield {
              name: `${name}/${sub.name}`,
              type: 'directory',
              mode: sub.mode,
              mtime: sub.mtime,
              size: 0,
            };
          }
        }
      }
      continue;
    }
    if (fileLeftOut(entry.name) || name === CONTROL_FILE) continue;
    yield fileEntry(source, name, entry);
  }
}

const fileEntry = (source: BackupSource, name: string, entry: DataDirEntry): ArchiveEntry => ({
  ...entry,
  name,
  content: () => fileContent(source, name, entry.size),
});

/** The cluster's control file goes after every other file of the copy, as pg_basebackup sends it. */
const CONTROL_FILE = 'global/pg_control';

/** A segment's position in the log: segments of one timeline follow each other by it. */
function segmentNumber(file: string, segmentSize: number): number {
  const perLogId = 0x1_0000_0000 / segmentSize;
  return parseInt(file.slice(8, 16), 16) * perLogId + parseInt(file.slice(16, 24), 16);
}

/** The log segments from the start of the backup to its end: all of them, or an error. */
function walSegments(source: BackupSource, start: BackupStart, stop: BackupStop): ArchiveEntry[] {
  const timeline = start.startWalFile.slice(0, 8);
  const segments = source.dataDir
    .list('pg_wal')
    .filter(
      (entry) =>
        entry.type === 'file' &&
        WAL_SEGMENT.test(entry.name) &&
        entry.name.slice(0, 8) === timeline &&
        entry.name >= start.startWalFile &&
        entry.name <= stop.stopWalFile,
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  const size = segments[0]?.size ?? 0;
  const wanted =
    size > 0 ? segmentNumber(stop.stopWalFile, size) - segmentNumber(start.startWalFile, size) + 1 : 1;
  if (segments.length !== wanted || segments.some((segment) => segment.size !== size)) {
    throw new Error(
      `the write-ahead log of the backup's time is incomplete (${segments.length} of ${wanted} segments from ${start.startWalFile})`,
    );
  }
  return segments.map((segment) => fileEntry(source, `pg_wal/${segment.name}`, segment));
}

/**
 * The archive's entries: the data directory read while the site runs, then (after the backup ends) the
 * log that makes it consistent, and the backup_label that tells a restore where replaying it begins.
 */
async function* backupEntries(
  source: BackupSource,
  start: BackupStart,
  end: () => Promise<BackupStop>,
): AsyncGenerator<ArchiveEntry> {
  yield* walk(source, '');
  const control = source.dataDir.list('global').find((entry) => entry.name === 'pg_control');
  if (!control) throw new Error('the data directory has no global/pg_control');
  yield fileEntry(source, CONTROL_FILE, control);
  const stop = await end();
  yield* walSegments(source, start, stop);
  // A checkpoint since the start may have recycled segments read above after their reading began. None
  // runs unless asked for (the embedded database has no background checkpointer), but make sure.
  if ((await checkpointRedo(source.db)) !== start.redoLsn) {
    throw new Error('a checkpoint ran during the backup, so its log may be incomplete; try again');
  }
  const label = new TextEncoder().encode(stop.labelFile);
  yield {
    name: 'backup_label',
    type: 'file',
    mode: 0o600,
    mtime: Math.floor(source.now().getTime() / 1000),
    size: label.length,
    content: async function* () {
      yield label;
    },
  };
}

function manifestFacts(stop: BackupStop, at: Date): ManifestFacts {
  const migration = migrations().find((entry) => entry.when === stop.migrationAppliedAt);
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    product: { name: 'lucky-draw', version: productVersion() },
    migration: { tag: migration?.tag ?? null, appliedAt: stop.migrationAppliedAt ?? 0 },
    createdAt: at.toISOString(),
    database: { engine: 'pglite', postgres: stop.postgres },
    tables: stop.tables,
  };
}

/** Makes one backup file in `dir`. The caller makes sure only one runs at a time. */
export async function writeBackup(source: BackupSource, dir: string): Promise<MadeBackup> {
  const began = performance.now();
  await mkdir(dir, { recursive: true });
  const work = workFileName();
  const workPath = path.join(dir, work);
  // Backups hold every customer's data: readable by the server's user only.
  const output = createWriteStream(workPath, { flags: 'wx', mode: 0o600 });
  let holdMs = 0;
  const held = async <T>(call: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    try {
      return await call();
    } finally {
      holdMs += performance.now() - from;
    }
  };
  // Where the online backup is, for the cleanup of a failure.
  const progress = { started: false, stopped: false };
  let facts: ManifestFacts | undefined;
  try {
    const start = await held(() => startOnlineBackup(source.db, `lucky-draw ${source.now().toISOString()}`));
    progress.started = true;
    const end = async () => {
      const stop = await held(() => stopOnlineBackup(source.db));
      progress.stopped = true;
      facts = manifestFacts(stop, source.now());
      return stop;
    };
    await pipeline(
      Readable.from(
        backupArchive(backupEntries(source, start, end), async () => {
          if (!facts) throw new Error('the backup has not ended');
          return facts;
        }),
        { objectMode: false },
      ),
      createGzip(),
      output,
    );
    // fsync through a handle of its own: the stream has closed its descriptor, and a sync applies to the
    // file, whichever descriptor asks.
    const handle = await open(workPath, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (!facts) throw new Error('the backup has not ended');
    const createdAt = new Date(facts.createdAt);
    const name = await publishWorkFile(dir, work, createdAt);
    const { size } = await stat(path.join(dir, name));
    return {
      name,
      size,
      createdAt,
      durationMs: Math.round(performance.now() - began),
      holdMs: Math.round(holdMs),
    };
  } catch (err) {
    output.destroy();
    await unlink(workPath).catch(() => undefined);
    if (progress.started && !progress.stopped) await abandonOnlineBackup(source.db);
    throw err;
  }
}
