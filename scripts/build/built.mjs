// The build that `npm start`, `npm run restore` and `npm run db:copy` run from: dist/ is built (in a child
// process) when it is missing or older than the sources, then the entry asked for is loaded from it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const stamp = path.join(dist, '.build-stamp');

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Runs scripts/build/build.mjs as a child; resolves with its exit code. A signal to us is passed on. */
function buildInChild() {
  const child = spawn(process.execPath, [path.join(root, 'scripts/build/build.mjs')], { stdio: 'inherit' });
  const passOn = (signal) => child.kill(signal);
  process.on('SIGINT', passOn);
  process.on('SIGTERM', passOn);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('SIGINT', passOn);
      process.off('SIGTERM', passOn);
      resolve(code ?? (signal ? 130 : 1));
    }),
  );
}

/**
 * Builds when dist/ is stale (the build runs in a child process: Vite and esbuild hold a few hundred MB
 * that the server, which runs in this process afterwards, should not keep for its whole life), then
 * imports dist/server/<entry>.js. Exits with the build's status when it fails.
 */
export async function runBuilt(entry) {
  const inputs = ['src', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json']
    .map((p) => path.join(root, p))
    .filter((p) => existsSync(p));
  const stale = !existsSync(stamp) || inputs.some((p) => newestMtime(p) > statSync(stamp).mtimeMs);
  if (stale) {
    console.log('Building Lucky Draw (first start or sources changed)...');
    const code = await buildInChild();
    if (code !== 0) process.exit(code);
  }
  await import(path.join(dist, `server/${entry}.js`));
}
