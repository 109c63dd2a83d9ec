// Builds the client (Vite, into <dist>/client) and bundles the server (esbuild, into <dist>/server).
// The build goes into a sibling directory first and is renamed into place when complete, so an
// interrupted build (Ctrl-C, a crash, a full disk) never leaves a half-built dist/ that start.mjs trusts.
import './check-node.mjs';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the build goes; DIST_DIR lets two builds (e.g. parallel test runs) live side by side. */
export const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
/** Marks a finished build; start.mjs compares its time with the sources'. */
export const STAMP = '.build-stamp';

// Work directories beside the target: `dist-partial-<pid>` (being built) and `dist-old-<pid>` (being
// replaced). Beside it, not in /tmp, so the final rename stays on one filesystem; `dist-*` is ignored by
// git, ESLint and Prettier.
const partialDir = (target, pid) => `${target}-partial-${pid}`;
const oldDir = (target, pid) => `${target}-old-${pid}`;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Removes what an interrupted build left beside `target` (its process is gone). */
function sweepLeftovers(target) {
  const dir = path.dirname(target);
  const pattern = new RegExp(
    `^${path.basename(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(partial|old)-(\\d+)$`,
  );
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const match = pattern.exec(name);
    if (match && (Number(match[2]) === process.pid || !alive(Number(match[2])))) {
      rmSync(path.join(dir, name), { recursive: true, force: true });
    }
  }
}

/**
 * Writes .br and .gz beside each script and stylesheet at maximum compression, once, at build time;
 * the server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
 */
async function precompress(dir) {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  for (const name of await readdir(dir)) {
    if (!/\.(js|css|svg)$/.test(name)) continue;
    const data = await readFile(path.join(dir, name));
    await writeFile(
      path.join(dir, `${name}.br`),
      await br(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    await writeFile(path.join(dir, `${name}.gz`), await gz(data, { level: 9 }));
  }
}

/** The whole build into `outDir`, whose previous contents it replaces; the stamp is written last. */
async function buildInto(outDir) {
  // Loaded here, not at the top: a process that only imports this module's names (bench.mjs, start.mjs)
  // should not pay for Vite and esbuild until it builds.
  const [{ build: viteBuild }, { build: esbuild }] = await Promise.all([import('vite'), import('esbuild')]);
  // One build per language (docs/decisions/0016), into one folder: chunks are named by their content,
  // so the ones no message reaches (the framework, most of the styles) are one file for all three.
  // English goes last and keeps index.html; the others leave index.<lang>.html for the server to pick.
  const clientDir = path.join(outDir, 'client');
  for (const [i, locale] of ['zh', 'ms', 'en'].entries()) {
    process.env.LOCALE = locale;
    await viteBuild({
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: clientDir, emptyOutDir: i === 0 },
    });
    if (locale !== 'en')
      renameSync(path.join(clientDir, 'index.html'), path.join(clientDir, `index.${locale}.html`));
  }
  delete process.env.LOCALE;
  await esbuild({
    // The server, and the commands that run with it stopped: npm run restore and npm run db:copy.
    entryPoints: {
      server: path.join(root, 'src/server/server.ts'),
      restore: path.join(root, 'src/server/cli/restore.ts'),
      'db-copy': path.join(root, 'src/server/cli/db-copy.ts'),
    },
    outdir: path.join(outDir, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await precompress(path.join(outDir, 'client/assets'));
  await writeFile(path.join(outDir, STAMP), new Date().toISOString());
}

/** Builds into a partial directory beside `target`, then swaps it in with two renames. */
export async function buildAll(target = distDir) {
  sweepLeftovers(target);
  const partial = partialDir(target, process.pid);
  try {
    await buildInto(partial);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  // A directory cannot be renamed over a non-empty one. Between the two renames there is no `target`
  // at all, which the next start treats as "not built" and builds again.
  const old = oldDir(target, process.pid);
  if (existsSync(target)) renameSync(target, old);
  renameSync(partial, target);
  rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  // Ctrl-C (or start.mjs passing on its own signal): drop the partial build and say so. A terminal's
  // Ctrl-C reaches both start.mjs and this process, so the same signal can come twice.
  let interrupted = false;
  const interrupt = (signal) => {
    if (interrupted) return;
    interrupted = true;
    rmSync(partialDir(distDir, process.pid), { recursive: true, force: true });
    console.error(
      `\nBuild interrupted (${signal}); ${path.relative(root, distDir) || distDir} was left as it was.`,
    );
    process.exit(130);
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  await buildAll();
  console.log(`Built client and server into ${distDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
