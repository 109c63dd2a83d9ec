// Builds the client (Vite, into dist/client) and bundles the server (esbuild, into dist/server).
// Writes dist/.build-stamp last, so start.mjs can tell a finished build from a partial one.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the build goes; DIST_DIR lets two builds (e.g. parallel test runs) live side by side. */
export const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

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

export async function buildAll() {
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: path.join(distDir, 'client'), emptyOutDir: true },
  });
  await esbuild({
    entryPoints: [path.join(root, 'src/server/server.ts')],
    outfile: path.join(distDir, 'server/server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await precompress(path.join(distDir, 'client/assets'));
  await writeFile(path.join(distDir, '.build-stamp'), new Date().toISOString());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildAll();
  console.log(`Built client and server into ${distDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
