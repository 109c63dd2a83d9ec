import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BLOCK,
  decodeHeader,
  encodeHeader,
  END_OF_ARCHIVE,
  isSafeEntryName,
  padding,
  readTar,
  TarFormatError,
  type TarPiece,
} from './tar';

async function* chunksOf(bytes: Uint8Array, size = 700): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
const concat = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

function archive(files: Record<string, string>): Uint8Array {
  const parts: Uint8Array[] = [
    encodeHeader({ name: 'top', type: 'directory', size: 0, mode: 0o700, mtime: 1 }),
  ];
  for (const [name, text] of Object.entries(files)) {
    const bytes = new TextEncoder().encode(text);
    parts.push(encodeHeader({ name, type: 'file', size: bytes.length, mode: 0o600, mtime: 1_700_000_000 }));
    parts.push(bytes, padding(bytes.length));
  }
  parts.push(END_OF_ARCHIVE());
  return concat(parts);
}

async function read(bytes: Uint8Array): Promise<TarPiece[]> {
  const pieces: TarPiece[] = [];
  for await (const piece of readTar(chunksOf(bytes))) pieces.push(piece);
  return pieces;
}

describe('tar', () => {
  const long = `top/${'a'.repeat(90)}/${'b'.repeat(90)}`;

  it('reads back what it writes, long names included, with every byte of the archive', async () => {
    const bytes = archive({ 'top/PG_VERSION': '18\n', [long]: 'x'.repeat(1500) });
    const pieces = await read(bytes);
    const headers = pieces.flatMap((p) => (p.kind === 'header' ? [p.header] : []));
    expect(headers).toEqual([
      { name: 'top', type: 'directory', size: 0, mode: 0o700, mtime: 1 },
      { name: 'top/PG_VERSION', type: 'file', size: 3, mode: 0o600, mtime: 1_700_000_000 },
      { name: long, type: 'file', size: 1500, mode: 0o600, mtime: 1_700_000_000 },
    ]);
    const data = pieces.filter((p) => p.kind === 'data').map((p) => Buffer.from(p.bytes).toString());
    expect(data.join('')).toBe(`18\n${'x'.repeat(1500)}`);
    // Everything but the end marker passes through the pieces.
    expect(pieces.reduce((sum, p) => sum + p.bytes.length, 0)).toBe(bytes.length - 2 * BLOCK);
  });

  it('is read by the system tar', async () => {
    if (!existsSync('/usr/bin/tar') && !existsSync('/bin/tar')) return;
    const dir = await mkdtemp(path.join(tmpdir(), 'ld-tar-'));
    try {
      const file = path.join(dir, 'a.tar');
      await writeFile(file, archive({ 'top/PG_VERSION': '18\n', [long]: 'hello' }));
      expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
        'top/',
        'top/PG_VERSION',
        long,
      ]);
      expect(execFileSync('tar', ['-xOf', file, long], { encoding: 'utf8' })).toBe('hello');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a damaged header, a cut archive, other entry types and data after the end', async () => {
    const bytes = archive({ 'top/a': 'abc' });
    const damaged = bytes.slice();
    damaged[BLOCK + 10] = 0x41;
    await expect(read(damaged)).rejects.toThrow('a tar header is damaged (checksum)');
    await expect(read(bytes.subarray(0, 2 * BLOCK + 2))).rejects.toThrow('the archive ends inside top/a');
    await expect(read(bytes.subarray(0, 3 * BLOCK))).rejects.toThrow(
      'the archive ends before its end marker',
    );
    const link = encodeHeader({ name: 'top/l', type: 'file', size: 0, mode: 0o600, mtime: 1 });
    link[156] = 0x32;
    link.set(new TextEncoder().encode('0000000'), 148);
    await expect(read(concat([link, END_OF_ARCHIVE()]))).rejects.toThrow(TarFormatError);
    await expect(read(concat([bytes, new Uint8Array([1])]))).rejects.toThrow(
      'the archive has data after its end',
    );
    expect(decodeHeader(new Uint8Array(BLOCK))).toBeNull();
  });

  it('knows which names stay inside the folder they are unpacked into', () => {
    for (const good of ['pgdata/base/1/1259', 'pgdata', 'a b/c'])
      expect(isSafeEntryName(good), good).toBe(true);
    for (const bad of [
      '',
      '/etc/passwd',
      '../x',
      'pgdata/../../x',
      'pgdata/./x',
      'pgdata//x',
      'a\\b',
      'a\0b',
    ]) {
      expect(isSafeEntryName(bad), bad).toBe(false);
    }
  });
});
