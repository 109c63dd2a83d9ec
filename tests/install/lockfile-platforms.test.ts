// A lockfile made on one machine must install on the others: every package that ships native
// binaries as per-platform optional packages (esbuild, sharp, rolldown, lightningcss, Tailwind's oxide)
// keeps an entry for each platform our operators and developers use, and nothing the lockfile names is
// missing from it (`npm ci` refuses such a lockfile with EUSAGE "Missing: ... from lock file").
import { describe, expect, it } from 'vitest';
import { missingPlatforms, nativeFamilies, readLockfile, unresolvedOptionals } from './lockfile';

const familyName = (key: string) => key.replace(/^.*node_modules\//, '');

describe('package-lock.json serves every platform', () => {
  const lock = readLockfile();

  it('finds the native families we depend on', () => {
    const names = new Set(nativeFamilies(lock).map((f) => familyName(f.parent)));
    for (const expected of ['esbuild', 'sharp', 'rolldown', 'lightningcss', '@tailwindcss/oxide']) {
      expect(names, `native family ${expected}`).toContain(expected);
    }
  });

  it('has darwin-arm64, darwin-x64, linux-x64, linux-arm64 and win32-x64 builds of each', () => {
    expect(missingPlatforms(lock)).toEqual([]);
  });

  it('has an entry for every optional dependency it names (npm ci refuses it otherwise)', () => {
    expect(unresolvedOptionals(lock)).toEqual([]);
  });

  it('notices a platform entry deleted by hand', () => {
    const edited = structuredClone(lock);
    delete edited.packages['node_modules/@tailwindcss/oxide-darwin-arm64'];
    expect(missingPlatforms(edited)).toEqual(['node_modules/@tailwindcss/oxide: darwin-arm64']);
    expect(unresolvedOptionals(edited)).toEqual([
      'node_modules/@tailwindcss/oxide → @tailwindcss/oxide-darwin-arm64',
    ]);
  });
});
