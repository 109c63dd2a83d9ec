// Every dependency with an install script has a decision in package.json's allowScripts, so `npm install`
// and `npm ci` end without npm's "not yet covered by allowScripts" warning, which leaves a newcomer unsure
// whether the install worked (docs/decisions/0048-esbuild-without-its-install-script.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, readLockfile, type Lockfile } from './lockfile';

const allowScripts = (
  JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    allowScripts?: Record<string, boolean>;
  }
).allowScripts;

/** The locked packages with an install script that no allowScripts entry (name or name@version) covers. */
function undecided(lock: Lockfile, decisions: Record<string, boolean> = {}): string[] {
  return Object.entries(lock.packages).flatMap(([key, entry]) => {
    if (!entry.hasInstallScript) return [];
    const name = key.replace(/^.*node_modules\//, '');
    const covered = name in decisions || `${name}@${entry.version ?? ''}` in decisions;
    return covered ? [] : [`${name}@${entry.version ?? '?'}`];
  });
}

describe('install scripts', () => {
  const lock = readLockfile();

  it('each one a dependency has is approved or denied in allowScripts', () => {
    expect(undecided(lock, allowScripts)).toEqual([]);
  });

  it('esbuild installs without its script: its binary comes as an optional dependency', () => {
    expect(allowScripts?.esbuild).toBe(false);
  });

  it('notices a new package with an install script', () => {
    const added = { 'node_modules/canvas': { version: '3.0.0', hasInstallScript: true } };
    expect(undecided({ ...lock, packages: { ...lock.packages, ...added } }, allowScripts)).toEqual([
      'canvas@3.0.0',
    ]);
  });
});
