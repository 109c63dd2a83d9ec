// Where a built server's CPU went: self time of a --cpu-prof profile grouped by what the code belongs to
// (Fastify, zod, the pg driver, our own modules by file, GC ...), optionally only within time windows. Run
// the redemption bench with a profile, then this on the file it wrote:
//
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" DIST_DIR=dist-x node scripts/bench/bench-redeem.mjs
//   DIST_DIR=dist-x node scripts/bench/profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [windows] [count]
//
// windows: the PROFILE_WINDOWS=... the bench printed (the timed redemption passes, so code generation and
// warm-up are left out); count: how many requests ran in them, to print µs per request.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [file, windowsArg, countArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.mjs <file.cpuprofile> [from-to,from-to] [requests]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const windows = (windowsArg?.replace(/^PROFILE_WINDOWS=/, '') ?? '')
  .split(',')
  .filter(Boolean)
  .map((w) => w.split('-').map(Number));

// The server is one esbuild bundle; its "// src/..." comments say which source file each line came from.
const bundle = path.join(root, process.env.DIST_DIR ?? 'dist', 'server/server.js');
const starts = [];
readFileSync(bundle, 'utf8')
  .split('\n')
  .forEach((line, i) => {
    const m = /^\/\/ (src\/\S+)$/.exec(line);
    if (m) starts.push([i, m[1]]);
  });
function sourceOf(line) {
  let lo = 0;
  let hi = starts.length - 1;
  let found = 'server.js';
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid][0] <= line) {
      found = starts[mid][1];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Most specific first: the group a frame's self time is counted under. */
const GROUPS = [
  [/\/node_modules\/(fastify-type-provider-zod|zod)\//, 'zod (validation and serialization)'],
  [/\/node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+|pgpass)\//, 'pg driver'],
  [/\/node_modules\/drizzle-orm\//, 'drizzle (building SQL text)'],
  [/\/node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream)\//, 'logging (pino)'],
  [/\/node_modules\/(find-my-way)\//, 'Fastify routing (find-my-way)'],
  [/\/node_modules\/(fast-json-stringify|secure-json-parse)\//, 'Fastify JSON (parse, stringify)'],
  [
    /\/node_modules\/(fastify|@fastify\/[^/]+|avvio|light-my-request|fast-querystring|proxy-addr|forwarded)\//,
    'Fastify core and plugins',
  ],
  [/\/node_modules\/([^/]+)\//, (m) => `other package: ${m[1]}`],
  [/^node:(_http|http|net|stream|internal\/http|internal\/streams)/, 'node http, net, streams'],
  [/^node:/, (m, url) => `node: ${url.replace(/^node:(internal\/)?/, '').split('/')[0]}`],
];

function groupOf({ url, functionName, lineNumber }) {
  if (!url) {
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(idle)' || functionName === '(program)') return functionName;
    if (/^(JSON|stringify|parse)$/.test(functionName)) return 'JSON (V8 built-in)';
    return `V8 built-ins (${functionName || 'anonymous'})`;
  }
  if (url.endsWith('/server/server.js')) return `ours: ${sourceOf(lineNumber)}`;
  // The bare driver's process (bench-redeem-bare.ts) runs the sources through tsx.
  const source = /^file:\/\/.*?\/((src|scripts)\/[^?]+)/.exec(url);
  if (source && !url.includes('/node_modules/')) return `ours: ${source[1]}`;
  for (const [pattern, name] of GROUPS) {
    const m = pattern.exec(url);
    if (m) return typeof name === 'function' ? name(m, url) : name;
  }
  return url;
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
let t = profile.startTime;
let total = 0;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i];
  const dt = profile.timeDeltas[i + 1] ?? 0;
  if (windows.length > 0 && !windows.some(([from, to]) => t >= from && t <= to)) return;
  const node = byId.get(id);
  const key = groupOf(node.callFrame);
  selfUs.set(key, (selfUs.get(key) ?? 0) + dt);
  total += dt;
});

const busy = total - (selfUs.get('(idle)') ?? 0);
const count = Number(countArg) || 0;
console.log(
  `${(total / 1e6).toFixed(2)} s profiled, ${(busy / 1e6).toFixed(2)} s busy` +
    (count ? `, ${(busy / count).toFixed(1)} µs busy per request over ${count}` : ''),
);
for (const [key, us] of [...selfUs].sort((a, b) => b[1] - a[1])) {
  if (key === '(idle)') continue;
  const share = ((100 * us) / busy).toFixed(1).padStart(5);
  const per = count ? `${(us / count).toFixed(1).padStart(7)} µs` : '';
  console.log(`${share}% ${per}  ${key}`);
}
