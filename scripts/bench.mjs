// npm run bench: measures what a visitor pays on first load (bytes of the public page's JS and CSS,
// raw, gzip and brotli as served) from the production build, then the admin table's API speed. Budgets are asserted by tests; this prints the figures.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildAll();
const assets = path.join(root, 'dist/client/assets');
const html = readFileSync(path.join(root, 'dist/client/index.html'), 'utf8');
const rows = readdirSync(assets)
  .filter((name) => !/\.(br|gz)$/.test(name))
  .map((name) => {
    const data = readFileSync(path.join(assets, name));
    const br = readFileSync(path.join(assets, `${name}.br`)).length;
    return { name, bytes: data.length, gzip: gzipSync(data).length, br, initial: html.includes(name) };
  });
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  'asset'.padEnd(34),
  'raw'.padStart(12),
  'gzip'.padStart(12),
  'brotli'.padStart(12),
  '  loaded by',
);
for (const r of rows.sort((a, b) => b.bytes - a.bytes)) {
  console.log(
    r.name.padEnd(34),
    kb(r.bytes).padStart(12),
    kb(r.gzip).padStart(12),
    kb(r.br).padStart(12),
    r.initial ? '  every page' : '  on demand',
  );
}
const initial = rows.filter((r) => r.initial);
const sum = (key) => kb(initial.reduce((s, r) => s + r[key], 0));
console.log(
  `\nfirst load of a public page: ${sum('bytes')} raw, ${sum('gzip')} gzip, ${sum('br')} brotli (as served)`,
);

console.log('');
const { execFileSync } = await import('node:child_process');
execFileSync('npx', ['tsx', path.join(root, 'scripts/bench-api.ts')], { stdio: 'inherit' });

console.log('');
execFileSync(process.execPath, [path.join(root, 'scripts/bench-reads.mjs')], { stdio: 'inherit' });
execFileSync(process.execPath, [path.join(root, 'scripts/bench-chat.mjs')], { stdio: 'inherit' });

execFileSync(process.execPath, [path.join(root, 'scripts/bench-lighthouse.mjs')], { stdio: 'inherit' });
