// The backup file (docs/decisions/0056-backups.md): one gzip-compressed tar holding the embedded
// database's data directory under pgdata/ and, last, manifest.json, which says what made it (product
// version, last migration), when, each table's row count, and the SHA-256 of every byte of the archive
// before the manifest. The server writes it (features/backups), `npm run restore` reads it back
// (cli/restore.ts). Both directions stream: neither holds the archive in memory.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import {
  encodeHeader,
  END_OF_ARCHIVE,
  isSafeEntryName,
  padding,
  readTar,
  TarFormatError,
  type TarHeader,
} from './tar';

export const BACKUP_FORMAT = 'lucky-draw-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
/** The folder of the archive the data directory's files are under. */
export const DATA_FOLDER = 'pgdata';

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  product: z.object({ name: z.literal('lucky-draw'), version: z.string().min(1) }),
  /** The last migration applied to the database: its tag (null when this build did not know it). */
  migration: z.object({ tag: z.string().nullable(), appliedAt: z.number().int() }),
  /** The moment the copy stands for: every change committed before it is in, none after. */
  createdAt: z.iso.datetime(),
  database: z.object({ engine: z.literal('pglite'), postgres: z.string() }),
  /** Rows of every table of the database at createdAt. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  content: z.object({
    /** SHA-256 (hex) of the uncompressed archive's bytes before manifest.json's header. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    bytes: z.number().int().nonnegative(),
    files: z.number().int().nonnegative(),
  }),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
/** The manifest as its maker gives it: the content's checksum is added as the archive is written. */
export type ManifestFacts = Omit<BackupManifest, 'content'>;

/** One entry of the data directory, as the archive stores it under pgdata/. */
export interface ArchiveEntry {
  /** Relative to the data directory, '/' between parts. */
  name: string;
  type: 'file' | 'directory';
  mode: number;
  mtime: number;
  /** A file's exact length; its content must yield exactly that many bytes. */
  size: number;
  content?: () => AsyncIterable<Uint8Array>;
}

/**
 * The archive's uncompressed bytes: the entries under pgdata/, then the manifest, whose facts are asked
 * for once every entry is written (the row counts of the moment the copy ends).
 */
export async function* backupArchive(
  entries: AsyncIterable<ArchiveEntry>,
  describe: () => Promise<ManifestFacts>,
): AsyncGenerator<Uint8Array> {
  const hash = createHash('sha256');
  let bytes = 0;
  let files = 0;
  const counted = (chunk: Uint8Array): Uint8Array => {
    hash.update(chunk);
    bytes += chunk.length;
    return chunk;
  };
  for await (const entry of entries) {
    const header: TarHeader = {
      name: `${DATA_FOLDER}/${entry.name}`,
      type: entry.type,
      size: entry.type === 'file' ? entry.size : 0,
      mode: entry.mode,
      mtime: entry.mtime,
    };
    yield counted(encodeHeader(header));
    if (entry.type !== 'file') continue;
    files += 1;
    let written = 0;
    for await (const chunk of entry.content?.() ?? []) {
      written += chunk.length;
      if (written > entry.size) throw new Error(`${entry.name} gave more than its ${entry.size} bytes`);
      yield counted(chunk);
    }
    if (written !== entry.size) throw new Error(`${entry.name} gave ${written} of its ${entry.size} bytes`);
    yield counted(padding(entry.size));
  }
  const manifest: BackupManifest = {
    ...(await describe()),
    content: { sha256: hash.digest('hex'), bytes, files },
  };
  const json = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  const mtime = Math.floor(Date.parse(manifest.createdAt) / 1000);
  yield encodeHeader({ name: MANIFEST_NAME, type: 'file', size: json.length, mode: 0o644, mtime });
  yield json;
  yield padding(json.length);
  yield END_OF_ARCHIVE();
}

export type RefusalReason = 'foreign' | 'truncated' | 'damaged' | 'checksum';

/** Why a file cannot be restored, in words naming which of the four it is. */
export class BackupArchiveError extends Error {
  override name = 'BackupArchiveError';
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/** What an archive's reader is shown of each data entry (name relative to pgdata/). */
export interface ArchiveVisitor {
  entry?: (header: TarHeader) => Promise<void> | void;
  data?: (bytes: Uint8Array) => Promise<void> | void;
}

const GZIP_MAGIC = [0x1f, 0x8b];

async function startsLikeGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

/** A zlib error in words: a file cut short, or one whose bytes changed. */
function gzipProblem(err: NodeJS.ErrnoException): BackupArchiveError {
  if (err.code === 'Z_BUF_ERROR' || /unexpected end/i.test(err.message)) {
    return new BackupArchiveError(
      'truncated',
      'the file is truncated: it ends before the archive does (an interrupted copy or download?)',
    );
  }
  return new BackupArchiveError(
    'damaged',
    `the file is damaged: its compressed data is corrupt (${err.message})`,
  );
}

/**
 * Reads a backup from start to end, checking as it goes: a gzip file, a tar archive whose every entry is
 * under pgdata/ or is the manifest (last), a manifest of ours, and the checksum. Shows each data entry to
 * `visitor` (the restore's second pass unpacks them; the first only checks). Throws BackupArchiveError
 * saying which check failed; the manifest only when every check passed.
 */
export async function scanBackupArchive(file: string, visitor: ArchiveVisitor = {}): Promise<BackupManifest> {
  if (!(await startsLikeGzip(file))) {
    throw new BackupArchiveError(
      'foreign',
      'this is not a Lucky Draw backup: it is not a gzip-compressed file',
    );
  }
  const hash = createHash('sha256');
  let bytes = 0;
  let manifestJson: Uint8Array[] | null = null;
  let entries = 0;
  let afterManifest = false;
  let files = 0;
  const input = createReadStream(file);
  const gunzip = createGunzip();
  // pipe() does not pass on the source's errors (a read failing): the reader hears them from gunzip.
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  try {
    for await (const piece of readTar(gunzip as AsyncIterable<Uint8Array>)) {
      if (piece.kind === 'header') {
        const { header } = piece;
        if (afterManifest)
          throw new BackupArchiveError(
            'foreign',
            'this is not a Lucky Draw backup: it has entries after its manifest',
          );
        if (header.name === MANIFEST_NAME && header.type === 'file') {
          afterManifest = true;
          manifestJson = [];
          continue;
        }
        const inData = header.name.startsWith(`${DATA_FOLDER}/`) && isSafeEntryName(header.name);
        if (!inData) {
          throw new BackupArchiveError(
            'foreign',
            entries === 0
              ? 'this is not a Lucky Draw backup: a tar archive, but not of a Lucky Draw data directory'
              : `this is not a Lucky Draw backup: it holds ${JSON.stringify(header.name)}`,
          );
        }
        entries += 1;
        if (header.type === 'file') files += 1;
        hash.update(piece.bytes);
        bytes += piece.bytes.length;
        await visitor.entry?.({ ...header, name: header.name.slice(DATA_FOLDER.length + 1) });
        continue;
      }
      if (manifestJson) {
        if (piece.kind === 'data') manifestJson.push(piece.bytes);
        continue;
      }
      hash.update(piece.bytes);
      bytes += piece.bytes.length;
      if (piece.kind === 'data') await visitor.data?.(piece.bytes);
    }
  } catch (err) {
    if (err instanceof BackupArchiveError) throw err;
    if (err instanceof TarFormatError) {
      if (/ends (before|inside)/.test(err.message)) {
        throw new BackupArchiveError(
          'truncated',
          'the file is truncated: it ends before the archive does (an interrupted copy or download?)',
        );
      }
      throw new BackupArchiveError(
        entries === 0 && !manifestJson ? 'foreign' : 'damaged',
        entries === 0 && !manifestJson
          ? 'this is not a Lucky Draw backup: a gzip file, but not a tar archive'
          : `the file is damaged: ${err.message}`,
      );
    }
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && code.startsWith('Z_')) throw gzipProblem(err as NodeJS.ErrnoException);
    throw err;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  if (!manifestJson) {
    throw new BackupArchiveError('foreign', 'this is not a Lucky Draw backup: it has no manifest.json');
  }
  const manifest = parseManifest(Buffer.concat(manifestJson).toString('utf8'));
  if (manifest.content.bytes !== bytes || manifest.content.sha256 !== hash.digest('hex')) {
    throw new BackupArchiveError(
      'checksum',
      'the checksum does not match: the content is not what was backed up (the file was changed or damaged)',
    );
  }
  if (manifest.content.files !== files) {
    throw new BackupArchiveError(
      'damaged',
      'the file is damaged: it does not hold the files its manifest says',
    );
  }
  return manifest;
}

function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupArchiveError('damaged', 'the file is damaged: its manifest.json is not JSON');
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) {
    throw new BackupArchiveError(
      'foreign',
      'this is not a Lucky Draw backup: its manifest is not one of ours',
    );
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupArchiveError(
      'damaged',
      `the file is damaged: its manifest is incomplete (${parsed.error.issues[0]?.path.join('.') ?? ''})`,
    );
  }
  return parsed.data;
}
