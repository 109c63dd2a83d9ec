// npm start: builds when dist/ is missing or older than the sources, then runs the built server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const stamp = path.join(dist, '.build-stamp');

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const inputs = ['src', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json']
  .map((p) => path.join(root, p))
  .filter((p) => existsSync(p));
const stale = !existsSync(stamp) || inputs.some((p) => newestMtime(p) > statSync(stamp).mtimeMs);

if (stale) {
  console.log('Building Lucky Draw (first start or sources changed)...');
  const { buildAll } = await import('./build.mjs');
  // Vite sets NODE_ENV=production while it builds; the server must see the operator's own value
  // (production would mark the session cookie Secure, which plain-http LAN use cannot send back).
  const nodeEnv = process.env.NODE_ENV;
  await buildAll();
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
await import(path.join(dist, 'server/server.js'));
