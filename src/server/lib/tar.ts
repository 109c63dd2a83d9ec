// The few lines of tar (POSIX ustar) a backup needs: regular files and directories, written as a stream
// of blocks and read back from one. No links, devices or extended headers: a backup holds none, and an
// archive that has them is not one of ours. GNU tar, bsdtar and 7-Zip read what this writes.

export const BLOCK = 512;

export type TarEntryType = 'file' | 'directory';

export interface TarHeader {
  /** A relative path with '/' between its parts; a directory's without a trailing '/'. */
  name: string;
  type: TarEntryType;
  /** Bytes of a file's content (0 for a directory). */
  size: number;
  /** Permission bits, e.g. 0o600. */
  mode: number;
  /** Seconds since 1970. */
  mtime: number;
}

export class TarFormatError extends Error {
  override name = 'TarFormatError';
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** ustar's numbers: octal digits, zero-padded, ending in NUL. */
function writeOctal(block: Uint8Array, offset: number, width: number, value: number): void {
  const digits = Math.trunc(value)
    .toString(8)
    .padStart(width - 1, '0');
  if (digits.length > width - 1) throw new TarFormatError(`${value} does not fit a tar field of ${width}`);
  block.set(encoder.encode(digits), offset);
  block[offset + width - 1] = 0;
}

function writeText(block: Uint8Array, offset: number, width: number, text: string): void {
  const bytes = encoder.encode(text);
  if (bytes.length > width) throw new TarFormatError(`"${text}" is too long for a tar header`);
  block.set(bytes, offset);
}

/** A name over 100 bytes is split at a '/' into ustar's prefix (155) and name (100). */
function splitName(name: string): [prefix: string, rest: string] {
  if (encoder.encode(name).length <= 100) return ['', name];
  for (let at = name.indexOf('/'); at > 0; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (encoder.encode(prefix).length <= 155 && encoder.encode(rest).length <= 100) return [prefix, rest];
  }
  throw new TarFormatError(`the path ${name} is too long for a tar header`);
}

const sumOf = (block: Uint8Array): number => {
  // The checksum field counts as eight spaces while the sum is taken.
  let sum = 8 * 0x20;
  for (let i = 0; i < BLOCK; i++) if (i < 148 || i >= 156) sum += block[i] ?? 0;
  return sum;
};

export function encodeHeader(header: TarHeader): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const directory = header.type === 'directory';
  const [prefix, rest] = splitName(directory ? `${header.name}/` : header.name);
  writeText(block, 0, 100, rest);
  writeOctal(block, 100, 8, header.mode & 0o7777);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, directory ? 0 : header.size);
  writeOctal(block, 136, 12, Math.max(0, header.mtime));
  block[156] = directory ? 0x35 : 0x30;
  writeText(block, 257, 6, 'ustar');
  writeText(block, 263, 2, '00');
  writeText(block, 345, 155, prefix);
  writeOctal(block, 148, 7, sumOf(block));
  block[155] = 0x20;
  return block;
}

/** Zero bytes after `size` bytes of content, up to the block boundary. */
export const padding = (size: number): Uint8Array => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);

/** The two zero blocks that end an archive. */
export const END_OF_ARCHIVE = (): Uint8Array => new Uint8Array(2 * BLOCK);

function readOctal(block: Uint8Array, offset: number, width: number): number {
  const text = new TextDecoder()
    .decode(block.subarray(offset, offset + width))
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError('a tar header holds a number that is not octal');
  return text === '' ? 0 : parseInt(text, 8);
}

function readText(block: Uint8Array, offset: number, width: number): string {
  const field = block.subarray(offset, offset + width);
  const end = field.indexOf(0);
  try {
    return decoder.decode(end < 0 ? field : field.subarray(0, end));
  } catch {
    throw new TarFormatError('a tar header holds a name that is not UTF-8');
  }
}

/** A header block, or null for a zero block (the end of the archive). Throws on anything else. */
export function decodeHeader(block: Uint8Array): TarHeader | null {
  if (block.every((byte) => byte === 0)) return null;
  if (readText(block, 257, 6) !== 'ustar') throw new TarFormatError('not a ustar archive');
  if (readOctal(block, 148, 8) !== sumOf(block))
    throw new TarFormatError('a tar header is damaged (checksum)');
  const flag = block[156];
  const type: TarEntryType | null = flag === 0x30 || flag === 0 ? 'file' : flag === 0x35 ? 'directory' : null;
  if (!type)
    throw new TarFormatError(`an entry of tar type ${String.fromCharCode(flag ?? 0)} is not expected`);
  const prefix = readText(block, 345, 155);
  const rest = readText(block, 0, 100);
  const name = (prefix ? `${prefix}/${rest}` : rest).replace(/\/$/, '');
  return {
    name,
    type,
    size: type === 'file' ? readOctal(block, 124, 12) : 0,
    mode: readOctal(block, 100, 8),
    mtime: readOctal(block, 136, 12),
  };
}

/**
 * A relative path inside an archive that cannot climb out of the folder it is unpacked into: no
 * absolute paths, no '..' or '.' parts, no empty parts, no backslashes or NULs.
 */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || /[\\\0]/.test(name)) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/**
 * What the reader yields, in the archive's order: an entry's header, its content in pieces, and the
 * padding after it, each with the bytes read, so a caller can checksum the archive as it was written.
 */
export type TarPiece =
  | { kind: 'header'; header: TarHeader; bytes: Uint8Array }
  | { kind: 'data'; bytes: Uint8Array }
  | { kind: 'padding'; bytes: Uint8Array };

/**
 * Reads an archive from a stream of byte chunks, to the stream's end (so that a compressed stream checks
 * its own length and CRC, and nothing may hide after the end marker). Throws TarFormatError on a damaged
 * header, and when the stream ends before the archive does.
 */
export async function* readTar(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<TarPiece> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const iterator = chunks[Symbol.asyncIterator]();
  let done = false;

  /** Exactly n bytes, or fewer only at the end of the stream. */
  async function take(n: number): Promise<Uint8Array> {
    while (pendingBytes < n && !done) {
      const next = await iterator.next();
      if (next.done) done = true;
      else if (next.value.length > 0) {
        pending.push(next.value);
        pendingBytes += next.value.length;
      }
    }
    const size = Math.min(n, pendingBytes);
    const out = new Uint8Array(size);
    let filled = 0;
    while (filled < size) {
      const head = pending[0];
      if (!head) break;
      const part = Math.min(head.length, size - filled);
      out.set(head.subarray(0, part), filled);
      filled += part;
      if (part === head.length) pending.shift();
      else pending[0] = head.subarray(part);
    }
    pendingBytes -= size;
    if (pending.length === 0) pending = [];
    return out;
  }

  for (;;) {
    const block = await take(BLOCK);
    if (block.length < BLOCK) throw new TarFormatError('the archive ends before its end marker');
    const header = decodeHeader(block);
    if (!header) {
      for (let rest = await take(BLOCK); rest.length > 0; rest = await take(BLOCK)) {
        if (rest.some((byte) => byte !== 0)) throw new TarFormatError('the archive has data after its end');
      }
      return;
    }
    yield { kind: 'header', header, bytes: block };
    let left = header.size;
    while (left > 0) {
      const piece = await take(Math.min(left, 256 * 1024));
      if (piece.length === 0) throw new TarFormatError(`the archive ends inside ${header.name}`);
      left -= piece.length;
      yield { kind: 'data', bytes: piece };
    }
    const padBytes = padding(header.size).length;
    if (padBytes > 0) {
      const pad = await take(padBytes);
      if (pad.length < padBytes) throw new TarFormatError(`the archive ends inside ${header.name}`);
      yield { kind: 'padding', bytes: pad };
    }
  }
}
