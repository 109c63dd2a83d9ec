// Once per API run: build a migrated PGlite data directory and dump it, so each test file starts from
// a copy (~0.6 s) instead of running initdb and the migrations (~4.5 s). Unused against PostgreSQL.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';

declare module 'vitest' {
  interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ld-template-'));
  const file = path.join(dir, 'template.tar');
  if (!process.env.DATABASE_URL) {
    const database = await openDatabase({});
    const dump = await database.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
