// Builds the client (Vite, into dist/client) and bundles the server (esbuild, into dist/server).
// Writes dist/.build-stamp last, so start.mjs can tell a finished build from a partial one.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the build goes; DIST_DIR lets two builds (e.g. parallel test runs) live side by side. */
export const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

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
  await writeFile(path.join(distDir, '.build-stamp'), new Date().toISOString());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildAll();
  console.log(`Built client and server into ${distDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
