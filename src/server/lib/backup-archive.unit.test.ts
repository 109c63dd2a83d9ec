import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupArchive,
  BackupArchiveError,
  scanBackupArchive,
  type ArchiveEntry,
  type ManifestFacts,
} from './backup-archive';
import { encodeHeader, END_OF_ARCHIVE, padding } from './tar';

const FACTS: ManifestFacts = {
  format: 'lucky-draw-backup',
  formatVersion: 1,
  product: { name: 'lucky-draw', version: '0.1.0' },
  migration: { tag: '0036_records_person', appliedAt: 1796049351634 },
  createdAt: '2026-11-29T20:00:00.000Z',
  database: { engine: 'pglite', postgres: '18.6' },
  tables: { promo_codes: 3 },
};

const file = (name: string, text: string): ArchiveEntry => {
  const bytes = new TextEncoder().encode(text);
  return {
    name,
    type: 'file',
    mode: 0o600,
    mtime: 1,
    size: bytes.length,
    content: async function* () {
      yield bytes;
    },
  };
};

async function tarOf(entries: ArchiveEntry[], facts = FACTS): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  async function* list() {
    yield* entries;
  }
  for await (const chunk of backupArchive(list(), async () => facts)) parts.push(chunk);
  return Buffer.concat(parts);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ld-archive-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function saved(name: string, bytes: Uint8Array): Promise<string> {
  const target = path.join(dir, name);
  await writeFile(target, bytes);
  return target;
}

const ENTRIES = (): ArchiveEntry[] => [
  { name: 'base', type: 'directory', mode: 0o700, mtime: 1, size: 0 },
  file('PG_VERSION', '18\n'),
  file('base/1259', 'x'.repeat(100_000)),
];

async function refusal(target: string): Promise<BackupArchiveError> {
  try {
    await scanBackupArchive(target);
  } catch (err) {
    if (err instanceof BackupArchiveError) return err;
    throw err;
  }
  throw new Error('the file was accepted');
}

describe('the backup archive', () => {
  it('reads back its manifest, with the checksum of everything before it, and shows each entry', async () => {
    const target = await saved('good.tar.gz', gzipSync(await tarOf(ENTRIES())));
    const seen: string[] = [];
    let bytes = 0;
    const manifest = await scanBackupArchive(target, {
      entry: (header) => void seen.push(`${header.type} ${header.name}`),
      data: (chunk) => void (bytes += chunk.length),
    });
    expect(seen).toEqual(['directory base', 'file PG_VERSION', 'file base/1259']);
    expect(bytes).toBe(100_003);
    expect(manifest).toMatchObject({ ...FACTS, content: { files: 2 } });
    expect(manifest.content.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a truncated file, saying so', async () => {
    const whole = gzipSync(await tarOf(ENTRIES()));
    for (const cut of [whole.length - 1, Math.floor(whole.length / 2), 30]) {
      const err = await refusal(await saved(`cut-${cut}.tar.gz`, whole.subarray(0, cut)));
      expect([cut, err.reason, err.message]).toEqual([
        cut,
        'truncated',
        'the file is truncated: it ends before the archive does (an interrupted copy or download?)',
      ]);
    }
  });

  it('refuses a file whose bytes changed: a damaged compression, or content that no longer matches its checksum', async () => {
    const whole = gzipSync(await tarOf(ENTRIES()));
    const flipped = Buffer.from(whole);
    const middle = Math.floor(whole.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    expect((await refusal(await saved('flipped.tar.gz', flipped))).reason).toMatch(/^(damaged|checksum)$/);

    // Changed inside and compressed again: the compression is whole, the checksum is not.
    const tar = gunzipSync(whole);
    const at = tar.indexOf('xxxxx');
    tar[at] = 0x79;
    const err = await refusal(await saved('tampered.tar.gz', gzipSync(tar)));
    expect([err.reason, err.message]).toEqual([
      'checksum',
      'the checksum does not match: the content is not what was backed up (the file was changed or damaged)',
    ]);
  });

  it('refuses what is not ours: not gzip, gzip but not tar, another tar, another manifest, a path out of the folder', async () => {
    const foreign = async (name: string, bytes: Uint8Array) => {
      const err = await refusal(await saved(name, bytes));
      expect(err.reason, name).toBe('foreign');
      return err.message;
    };
    expect(await foreign('notes.txt', Buffer.from('just some notes\n'))).toBe(
      'this is not a Lucky Draw backup: it is not a gzip-compressed file',
    );
    expect(await foreign('notes.txt.gz', gzipSync('just some notes\n'.repeat(100)))).toBe(
      'this is not a Lucky Draw backup: a gzip file, but not a tar archive',
    );
    const other = Buffer.concat([
      encodeHeader({ name: 'photos/cat.jpg', type: 'file', size: 3, mode: 0o644, mtime: 1 }),
      Buffer.from('cat'),
      padding(3),
      END_OF_ARCHIVE(),
    ]);
    expect(await foreign('photos.tar.gz', gzipSync(other))).toBe(
      'this is not a Lucky Draw backup: a tar archive, but not of a Lucky Draw data directory',
    );
    const theirs = JSON.stringify({ format: 'something-else' });
    const otherManifest = Buffer.concat([
      encodeHeader({ name: 'manifest.json', type: 'file', size: theirs.length, mode: 0o644, mtime: 1 }),
      Buffer.from(theirs),
      padding(theirs.length),
      END_OF_ARCHIVE(),
    ]);
    expect(await foreign('theirs.tar.gz', gzipSync(otherManifest))).toBe(
      'this is not a Lucky Draw backup: its manifest is not one of ours',
    );
    const climbing = await tarOf([file('../../etc/cron.d/x', 'boom')]);
    expect(await foreign('climbing.tar.gz', gzipSync(climbing))).toBe(
      'this is not a Lucky Draw backup: a tar archive, but not of a Lucky Draw data directory',
    );
    expect(await readFile(path.join(dir, 'notes.txt'), 'utf8')).toBe('just some notes\n');
  });
});
