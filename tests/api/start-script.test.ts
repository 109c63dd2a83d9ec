// `npm start` (scripts/build/start.mjs) and `npm run build` (scripts/build/build.mjs) as real processes: a
// Node that is too old is told so before anything runs, and an interrupted build never leaves a dist/ that
// the next start would trust.
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_POSTGRES_ENV, startServerProcess, type ServerProcess } from '../support/server-process';

const root = path.resolve(import.meta.dirname, '../..');
const projectRange = (await import('../../package.json', { with: { type: 'json' } })).default.engines.node;
const BUILD_TIMEOUT = 120_000;

/** `node ...args` in the project, as npm runs its scripts (PORT and HOST are set too, unused here). */
const run = (args: string[], env: Record<string, string>) =>
  startServerProcess(args, { ...NO_POSTGRES_ENV, LOG_LEVEL: 'silent', ...env }, root);

const dists: string[] = [];
/** A build directory of this test's own, inside the project where `dist-*` is ignored. */
function freshDist(name: string): string {
  const dir = path.join(root, `dist-test-${name}-${process.pid}`);
  dists.push(dir);
  return dir;
}
/** The work directories a build leaves beside `dist` (`<dist>-partial-<pid>`, `<dist>-old-<pid>`). */
const leftovers = (dist: string) =>
  readdirSync(path.dirname(dist)).filter((name) => name.startsWith(`${path.basename(dist)}-`));

async function until(condition: () => boolean, what: string, process: ServerProcess): Promise<void> {
  const deadline = Date.now() + BUILD_TIMEOUT;
  while (!condition()) {
    if (process.child.exitCode !== null) throw new Error(`exited before ${what}:\n${process.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${process.output()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

afterEach(async () => {
  for (const dist of dists.splice(0)) {
    await rm(dist, { recursive: true, force: true });
    for (const name of existsSync(path.dirname(dist)) ? leftovers(dist) : []) {
      await rm(path.join(path.dirname(dist), name), { recursive: true, force: true });
    }
  }
});

describe('npm start on an old Node', () => {
  it('names the version found and the one needed, and builds nothing', async () => {
    const dist = freshDist('old-node');
    // Node 18 cannot be installed here; a preload makes this Node say it is one.
    const pretend18 = 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"18.20.4"})';
    const start = await run(['--import', pretend18, 'scripts/build/start.mjs'], { DIST_DIR: dist });
    expect(await start.exited).toBe(1);
    expect(start.output()).toContain(
      `Lucky Draw needs Node.js ${projectRange} (at least 20.19); this is Node.js 18.20.4.`,
    );
    expect(start.output()).not.toContain('Building');
    expect(existsSync(dist)).toBe(false);
    expect(leftovers(dist)).toEqual([]);
  });
});

describe('an interrupted first build', () => {
  it(
    'Ctrl-C mid-build: start.mjs stops, the partial build is removed, no dist/ is left to trust',
    async () => {
      const dist = freshDist('ctrl-c');
      const start = await run(['scripts/build/start.mjs'], {
        DIST_DIR: dist,
        DATA_DIR: `${dist}-data-unused`,
      });
      // Files are being written into the partial directory: a build well under way.
      await until(
        () => existsSync(path.join(`${dist}-partial-${readBuildPid(dist)}`, 'client')),
        'the build',
        start,
      );
      start.child.kill('SIGINT');
      expect(await start.exited).toBe(130);
      expect(start.output()).toContain('Build interrupted (SIGINT)');
      expect(existsSync(dist)).toBe(false);
      expect(leftovers(dist)).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'a build killed outright leaves only its partial directory, which the next build removes',
    async () => {
      const dist = freshDist('kill-9');
      const first = await run(['scripts/build/build.mjs'], { DIST_DIR: dist });
      const partial = `${dist}-partial-${first.child.pid}`;
      await until(() => existsSync(path.join(partial, 'client')), 'the build', first);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(existsSync(dist)).toBe(false);
      expect(existsSync(partial)).toBe(true);

      const second = await run(['scripts/build/build.mjs'], { DIST_DIR: dist });
      expect(await second.exited, second.output()).toBe(0);
      expect(existsSync(partial)).toBe(false);
      expect(leftovers(dist)).toEqual([]);
      for (const file of ['.build-stamp', 'client/index.html', 'server/server.js']) {
        expect(existsSync(path.join(dist, file)), file).toBe(true);
      }
    },
    BUILD_TIMEOUT,
  );
});

/** The pid in the name of the partial directory being built beside `dist`, if any. */
function readBuildPid(dist: string): string {
  const partial = leftovers(dist).find((name) => name.startsWith(`${path.basename(dist)}-partial-`));
  return partial?.slice(`${path.basename(dist)}-partial-`.length) ?? 'none';
}
