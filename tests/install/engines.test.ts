// Every package we install must run on every Node the project says it runs on: npm only warns about an
// engines mismatch (EBADENGINE), and the package then fails at run time on the operator's machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { enginesOutside, projectRoot, readLockfile } from './lockfile';

const projectRange = (
  JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { engines: { node: string } }
).engines.node;

describe('engines', () => {
  const lock = readLockfile();

  it('the project names a Node range that includes the Node 20 we run on', () => {
    expect(semver.validRange(projectRange)).not.toBeNull();
    expect(semver.satisfies('20.19.0', projectRange)).toBe(true);
    expect(semver.satisfies('20.18.3', projectRange)).toBe(false);
  });

  it(`every locked package admits the project's whole range (${projectRange})`, () => {
    expect(enginesOutside(projectRange, lock.packages)).toEqual([]);
  });

  it('notices a package that needs a newer Node', () => {
    const cookie2 = { 'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } } };
    expect(enginesOutside(projectRange, { ...lock.packages, ...cookie2 })).toEqual([
      'cookie@2.0.2 needs node >=22',
    ]);
  });
});
