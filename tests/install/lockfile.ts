// Reads package-lock.json (lockfileVersion 3) as npm does: every installed location is a key of
// `packages`, and a dependency resolves to the nearest node_modules folder up from its dependant.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

export interface LockEntry {
  version?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  engines?: { node?: string } | string[];
  optional?: boolean;
  dev?: boolean;
  /** It has a preinstall, install or postinstall script (which npm runs only when allowScripts allows). */
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export function readLockfile(file = path.join(projectRoot, 'package-lock.json')): Lockfile {
  return JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
}

/** The lockfile key npm would install `name` at for the package at `from`, or undefined if none. */
export function resolveFrom(lock: Lockfile, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (dir === '') return undefined;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up === -1 ? '' : dir.slice(0, up);
  }
}

// The platforms a lockfile made here must also serve: macOS (Apple silicon and Intel), Linux, Windows.
export const TARGETS = [
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'linux', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64' },
  { os: 'win32', cpu: 'x64' },
] as const;
type Target = (typeof TARGETS)[number];

const isPlatformPackage = (entry: LockEntry) => entry.os !== undefined || entry.cpu !== undefined;

/** A native build for this target: it says so by os and cpu (a wasm fallback or musl-only build does not). */
const servesTarget = (entry: LockEntry, { os, cpu }: Target) =>
  (entry.os?.includes(os) ?? false) &&
  (entry.cpu?.includes(cpu) ?? false) &&
  (os !== 'linux' || entry.libc === undefined || entry.libc.includes('glibc'));

interface Family {
  /** The lockfile key of the package that lists the platform packages. */
  parent: string;
  members: LockEntry[];
}

/** Packages with two or more platform-specific optional dependencies (a single one, like fsevents, is a feature, not a family). */
export function nativeFamilies(lock: Lockfile): Family[] {
  const families: Family[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    const members = Object.keys(entry.optionalDependencies ?? {})
      .map((name) => resolveFrom(lock, key, name))
      .map((at) => (at === undefined ? undefined : lock.packages[at]))
      .filter((member): member is LockEntry => member !== undefined && isPlatformPackage(member));
    if (members.length >= 2) families.push({ parent: key, members });
  }
  return families;
}

/** "parent: os-cpu" for each target a family cannot install on. */
export function missingPlatforms(lock: Lockfile): string[] {
  return nativeFamilies(lock).flatMap(({ parent, members }) =>
    TARGETS.filter((target) => !members.some((m) => servesTarget(m, target))).map(
      ({ os, cpu }) => `${parent}: ${os}-${cpu}`,
    ),
  );
}

/** "dependant → name" for each optional dependency the lockfile names but has no entry for. */
export function unresolvedOptionals(lock: Lockfile): string[] {
  return Object.entries(lock.packages).flatMap(([key, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => resolveFrom(lock, key, name) === undefined)
      .map((name) => `${key || '(root)'} → ${name}`),
  );
}

/** Platform packages for none of our target platforms (say win32-ia32) never install where we run. */
const installsOnATarget = (entry: LockEntry) =>
  TARGETS.some(({ os, cpu }) => (entry.os?.includes(os) ?? true) && (entry.cpu?.includes(cpu) ?? true));

/** "name@version needs node <range>" for each locked package that refuses part of `range`. */
export function enginesOutside(range: string, packages: Record<string, LockEntry>): string[] {
  return Object.entries(packages).flatMap(([key, entry]) => {
    const engines = entry.engines;
    const node = engines && !Array.isArray(engines) ? engines.node : undefined;
    if (key === '' || node === undefined || !installsOnATarget(entry)) return [];
    return semver.subset(range, node, { includePrerelease: false })
      ? []
      : [`${key.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} needs node ${node}`];
  });
}
