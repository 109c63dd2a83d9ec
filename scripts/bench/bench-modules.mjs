// What the chunks are made of: builds the client once more with source maps (into a temporary folder)
// and prints, for each chunk a page loads first and for the largest on-demand ones, its biggest source
// modules. A module's gzip share is its share of the chunk's raw bytes times the chunk's gzip size: gzip
// works across module borders, so per-module gzip sizes do not exist, but the shares rank the culprits.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { build as viteBuild } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOP = Number(process.env.BENCH_MODULES_TOP ?? 8);

/** Folds a source path into a readable name: the package for node_modules, else the path in src. */
function moduleName(source) {
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return `${pkg} (${rest.slice(rest[0]?.startsWith('@') ? 2 : 1).join('/')})`;
  }
  return clean.replace(/^.*?src\//, 'src/');
}

/** Bytes of generated code per source module, from the chunk's source map. */
function bytesPerModule(code, map) {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const lineStarts = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const sizes = new Map();
  for (let i = 0; i < mappings.length; i += 1) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const start = lineStarts[m.generatedLine - 1] + m.generatedColumn;
    const end = next ? lineStarts[next.generatedLine - 1] + next.generatedColumn : code.length;
    const name = m.source ? moduleName(m.source) : '(no source)';
    sizes.set(name, (sizes.get(name) ?? 0) + Math.max(0, end - start));
  }
  return sizes;
}

/** Package-level totals beside the module rows: react-dom's parts add up to one line. */
const packageOf = (name) => (name.startsWith('src/') ? name : name.replace(/ \(.*$/, ''));

const out = await mkdtemp(path.join(tmpdir(), 'ld-modules-'));
try {
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: out, emptyOutDir: true, sourcemap: true },
  });
  const html = await readFile(path.join(out, 'index.html'), 'utf8');
  const assets = path.join(out, 'assets');
  const chunks = [];
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    const code = await readFile(path.join(assets, name), 'utf8');
    // The bundler's own runtime has no map (and no source to blame).
    const mapText = await readFile(path.join(assets, `${name}.map`), 'utf8').catch(() => null);
    if (mapText === null) continue;
    const map = JSON.parse(mapText);
    const gzip = gzipSync(code).length;
    chunks.push({ name, code, map, gzip, initial: html.includes(`/assets/${name}"`) });
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const shown = [
    ...chunks.filter((c) => c.initial),
    ...chunks
      .filter((c) => !c.initial)
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4),
  ];
  console.log('largest modules per chunk (gzip share of the chunk)');
  for (const chunk of shown) {
    const sizes = bytesPerModule(chunk.code, chunk.map);
    const total = [...sizes.values()].reduce((s, n) => s + n, 0) || 1;
    const packages = new Map();
    for (const [name, bytes] of sizes)
      packages.set(packageOf(name), (packages.get(packageOf(name)) ?? 0) + bytes);
    console.log(
      `\n${chunk.name} (${kb(chunk.gzip)} gzip, ${chunk.initial ? 'first load of every public page' : 'on demand'})`,
    );
    for (const [name, bytes] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(`  ${kb((bytes / total) * chunk.gzip).padStart(10)}  ${name}`);
    }
  }
} finally {
  await rm(out, { recursive: true, force: true });
}
