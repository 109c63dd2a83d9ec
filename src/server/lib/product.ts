// What this build of Lucky Draw is: its version (package.json) and the migrations it carries
// (drizzle/meta/_journal.json), read from the package as they ship, under tsx and in dist/ alike. A
// backup records both, and a restore compares them with its own.
import { readFileSync } from 'node:fs';
import { projectPath } from '../project-root';

export interface Migration {
  /** Its position, from 0. */
  index: number;
  /** The file's name without .sql, e.g. '0036_records_person'. */
  tag: string;
  /** drizzle's stamp of it (ms), which its table stores as created_at once the migration is applied. */
  when: number;
}

let version: string | undefined;
let journal: readonly Migration[] | undefined;

export function productVersion(): string {
  version ??= (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;
  return version;
}

/** The migrations of this build, in order. */
export function migrations(migrationsFolder = projectPath('drizzle')): readonly Migration[] {
  if (journal && migrationsFolder === projectPath('drizzle')) return journal;
  const read = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { idx: number; tag: string; when: number }[];
  };
  const list = read.entries.map((entry) => ({ index: entry.idx, tag: entry.tag, when: entry.when }));
  if (migrationsFolder === projectPath('drizzle')) journal = list;
  return list;
}
