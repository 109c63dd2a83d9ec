// The backup folder (BACKUP_DIR): the files' names, the listing, and the work files a backup leaves
// while it is written. A backup is written under a hidden work name and renamed to its final name only
// once complete and on disk, so a name of the listing is always a whole backup, even after kill -9.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

// lucky-draw-2026-11-30T040000+0800.tar.gz, with -2, -3 … when one of that second exists already. The time
// is UTC+8 (the business zone), in ISO 8601's basic form: no colons, which Windows does not allow.
const NAME = /^lucky-draw-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})\+0800(?:-(\d{1,4}))?\.tar\.gz$/;
const OFFSET_MS = 8 * 60 * 60_000;

/** The final name of a backup of the moment `at`, not one of `taken`. */
export function backupName(at: Date, taken: ReadonlySet<string>): string {
  const wall = new Date(at.getTime() + OFFSET_MS).toISOString();
  const stamp = `${wall.slice(0, 10)}T${wall.slice(11, 13)}${wall.slice(14, 16)}${wall.slice(17, 19)}+0800`;
  for (let n = 1; ; n++) {
    const name = `lucky-draw-${stamp}${n === 1 ? '' : `-${n}`}.tar.gz`;
    if (!taken.has(name)) return name;
  }
}

/** The moment a backup's name says, or null for a name that is not a backup's. */
export function backupTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const ms = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 0, h ?? 0, mi ?? 0, s ?? 0) - OFFSET_MS;
  const back = new Date(ms + OFFSET_MS);
  // 2026-02-30 is no day: Date.UTC would roll it over into March.
  return back.getUTCDate() === d && back.getUTCMonth() === (mo ?? 1) - 1 ? new Date(ms) : null;
}

export interface BackupFile {
  name: string;
  size: number;
  createdAt: Date;
}

/** The backups in `dir`, newest first; none when the folder does not exist (yet). */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files: BackupFile[] = [];
  for (const name of names) {
    const createdAt = backupTime(name);
    if (!createdAt) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info?.isFile()) files.push({ name, size: info.size, createdAt });
  }
  // Same second: -2 was made after the one without a number, so it comes before it.
  return files.sort(
    (a, b) =>
      b.createdAt.getTime() - a.createdAt.getTime() || sameSecondNumber(b.name) - sameSecondNumber(a.name),
  );
}

/** 1 for a backup's name without a number, N for one ending -N (the Nth of its second). */
function sameSecondNumber(name: string): number {
  return Number(NAME.exec(name)?.[7] ?? 1);
}

// .lucky-draw-backup-<pid>-<random>.partial: hidden, never listed, and named by the process writing it.
const WORK_NAME = /^\.lucky-draw-backup-(\d+)-[0-9a-f]+\.partial$/;

export const workFileName = (): string =>
  `.lucky-draw-backup-${process.pid}-${randomBytes(4).toString('hex')}.partial`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Deletes the work files of backups whose process is gone (killed mid-backup); how many. */
export async function sweepWorkFiles(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let swept = 0;
  for (const name of names) {
    const match = WORK_NAME.exec(name);
    if (!match || alive(Number(match[1]))) continue;
    await unlink(path.join(dir, name)).catch(() => undefined);
    swept += 1;
  }
  return swept;
}

/**
 * Renames a finished work file to a free final name for `at`, and makes the rename itself durable. The
 * file's own bytes must be on disk first (FileHandle.sync).
 */
export async function publishWorkFile(dir: string, workFile: string, at: Date): Promise<string> {
  const taken = new Set((await readdir(dir)).filter((name) => NAME.test(name)));
  const name = backupName(at, taken);
  // Only this process writes backups here, one at a time: nothing else takes the name meanwhile.
  if (existsSync(path.join(dir, name))) throw new Error(`${name} exists already`);
  await rename(path.join(dir, workFile), path.join(dir, name));
  await syncFolder(dir);
  return name;
}

/** fsync of a folder, so that a rename in it survives a power cut (not possible on Windows: skipped). */
export async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
