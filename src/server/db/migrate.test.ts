import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrls } from '#tests/support/test-app';
import { openDatabase } from './client';
import { MigrationError } from './migrate';
import { projectPath } from '../project-root';

describe('migrations at start', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('stops with a clear message when a migration fails, instead of starting half-migrated', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'ld-bad-migrations-'));
    dirs.push(folder);
    await cp(projectPath('drizzle'), folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: object[] };
    journal.entries.push({ idx: 99, version: '7', when: Date.now(), tag: '9999_broken', breakpoints: true });
    await writeFile(journalPath, JSON.stringify(journal));
    await writeFile(path.join(folder, '9999_broken.sql'), 'ALTER TABLE no_such_table ADD COLUMN x int;');

    const error = await openDatabase({
      ...(process.env.DATABASE_URL ? testDatabaseUrls() : {}),
      migrationsFolder: folder,
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(/^Database migration failed: /);
    expect((error as Error).message).toMatch(/no_such_table/);
  });
});
