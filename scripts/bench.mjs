// npm run bench: measures what a visitor pays on first load (bytes of the public page's JS and CSS,
// raw and gzipped) from the production build. Budgets are asserted by tests; this prints the figures.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildAll();
const assets = path.join(root, 'dist/client/assets');
const html = readFileSync(path.join(root, 'dist/client/index.html'), 'utf8');
const rows = readdirSync(assets).map((name) => {
  const data = readFileSync(path.join(assets, name));
  return { name, bytes: data.length, gzip: gzipSync(data).length, initial: html.includes(name) };
});
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log('asset'.padEnd(34), 'raw'.padStart(12), 'gzip'.padStart(12), '  loaded by');
for (const r of rows.sort((a, b) => b.bytes - a.bytes)) {
  console.log(
    r.name.padEnd(34),
    kb(r.bytes).padStart(12),
    kb(r.gzip).padStart(12),
    r.initial ? '  every page' : '  on demand',
  );
}
const initial = rows.filter((r) => r.initial);
console.log(
  `\nfirst load of a public page: ${kb(initial.reduce((s, r) => s + r.bytes, 0))} raw, ${kb(initial.reduce((s, r) => s + r.gzip, 0))} gzipped`,
);
