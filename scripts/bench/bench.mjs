// npm run bench: builds once, then runs every benchmark, each in its own process on the built server, and
// ends with one table of the headline figures beside their targets (scripts/bench/bench-summary.mjs).
// Embedded PGlite always; PostgreSQL too where a benchmark supports it and DATABASE_URL is set.
//
//   npm run bench                            the whole run (~25 minutes on 2 cores: the metrics' cost about
//                                            5 of them, the wheel's frames about 3, Lighthouse on /spin 1 to 2)
//   BENCH_DOC=docs/benchmarks.md npm run bench   also writes the table, with date and machine, to that file
//
// The figures are only comparable within one run on one machine: absolute speeds move with the load the
// machine is under; the ratios and byte counts do not.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureFirstLoads } from './bench-first-load.mjs';
import { readSummary, recordSummary, summaryTable } from './bench-summary.mjs';
import { buildAll, distDir } from '../build/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'ld-bench-'));
process.env.BENCH_SUMMARY_FILE = path.join(scratch, 'summary.jsonl');
const started = Date.now();

/** Runs one benchmark script as its own process; a failure is reported in the table, not fatal. */
function run(script, args = [], env = {}) {
  console.log(`\n== ${script}`);
  try {
    execFileSync(process.execPath, [...args, path.join(root, 'scripts/bench', script)], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  } catch (error) {
    recordSummary([
      { measure: `${script} failed`, value: String(error.status ?? error.message), met: false },
    ]);
  }
}

await buildAll();

// 1. What the build holds: every asset as served, and which the HTML names (loaded by every page).
const assets = path.join(distDir, 'client/assets');
const html = readFileSync(path.join(distDir, 'client/index.html'), 'utf8');
const rows = readdirSync(assets)
  .filter((name) => !/\.(br|gz)$/.test(name))
  .map((name) => {
    const data = readFileSync(path.join(assets, name));
    const br = readFileSync(path.join(assets, `${name}.br`)).length;
    return { name, bytes: data.length, gzip: gzipSync(data).length, br, initial: html.includes(name) };
  });
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
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
    kib(r.bytes).padStart(12),
    kib(r.gzip).padStart(12),
    kib(r.br).padStart(12),
    r.initial ? '  every page' : '  on demand',
  );
}

// 2. The largest source modules of each chunk, then what each page fetches by network idle.
run('bench-modules.mjs');
console.log('\n== first-load JavaScript by network idle (gzip, 390x844)');
try {
  for (const row of await measureFirstLoads()) {
    const kb = row.bytes / 1000;
    console.log(
      `${row.route.padEnd(8)} ${row.language} ${kb.toFixed(1).padStart(7)} KB in ${row.files} files`,
    );
    recordSummary([
      {
        measure: `first-load JS of ${row.route} in ${row.language} by network idle (gzip, ${row.files} files)`,
        value: `${kb.toFixed(1)} KB`,
        target: `≤ ${row.targetKb} KB`,
        met: kb <= row.targetKb,
      },
    ]);
  }
} catch (error) {
  recordSummary([{ measure: 'first-load measurement failed', value: String(error.message), met: false }]);
}

// 3. The server: redemptions, memory (embedded; its targets are for PGlite), reads, pushes, chat, the
// admin table, exports, public reads while heavy uploads run, and the phone's view of the pages.
run('bench-redeem.mjs');
// What the metrics cost: a redemption's CPU with METRICS_TOKEN beside without (six fresh pairs of servers,
// the sides taking turns), and a /metrics scrape with 200 routes; the embedded database, whose queue is
// measured too.
run('bench-metrics.ts', ['--import', 'tsx'], { DATABASE_URL: '' });
// The fleet line: its own PostgreSQL cluster, three instances and HAProxy (root, as the fleet test needs).
if (process.env.DATABASE_URL) run('bench-fleet.ts', ['--import', 'tsx']);
run('bench-memory.mjs', [], { DATABASE_URL: '' });
run('bench-first-start.mjs', [], { DATABASE_URL: '' });
run('bench-reads.mjs');
run('bench-push.mjs');
run('bench-chat.mjs');
run('bench-api.ts', ['--import', 'tsx']);
// The exports at 100,000 rows, and a cheap request meanwhile: on PGlite, and on PostgreSQL (a database of
// its own) when DATABASE_URL is set.
run('bench-export.mjs', [], { DATABASE_URL: '' });
if (process.env.DATABASE_URL) run('bench-export.mjs');
// Re-encoding is bounded per process; the embedded database is the case where it shares the most.
run('bench-uploads.mjs', [], { DATABASE_URL: '' });
// Codes in a batch: the embedded database, where one transaction shares the one connection with the reads.
run('bench-batches.mjs', [], { DATABASE_URL: '' });
// Statistics over 100,000 codes and draws: the embedded database, the slower of the two.
run('bench-stats.ts', ['--import', 'tsx'], { DATABASE_URL: '' });
// Backups of the embedded database at 10,000 and 100,000 codes and draws: their time, size and memory, how
// long spins wait while one is made, and the restore.
run('bench-backup.mjs', [], { DATABASE_URL: '' });
// npm run db:copy of 100,000 codes and 100,000 draws: into PostgreSQL (a database of its own) when
// DATABASE_URL is set, else into a new embedded data directory.
run('bench-db-copy.ts', ['--import', 'tsx']);
// The admin lists at 100,000 rows: PGlite, and PostgreSQL in a database of its own when DATABASE_URL is set.
run('bench-lists.ts', ['--import', 'tsx']);
run('bench-lighthouse.mjs');
// The wheel's frames through a spin, in each theme, on a phone's screen with its CPU slowed 4×.
run('bench-frames.mjs', [], { DATABASE_URL: '' });

// 4. The table.
const summary = readSummary(process.env.BENCH_SUMMARY_FILE);
rmSync(scratch, { recursive: true, force: true });
const table = summaryTable(summary);
const cpus = os.cpus();
const machine =
  `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
  `Node ${process.version}, ${os.type()} ${os.release()}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end`;
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n== summary (${machine}; ${minutes} min)\n\n${table}`);
const unmet = summary.filter((row) => row.met === false).length;
console.log(`\n${summary.filter((row) => row.met).length} targets met, ${unmet} not met`);

if (process.env.BENCH_DOC) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const docPath = path.resolve(root, process.env.BENCH_DOC);
  // The page's own sections after the table (e.g. where the CPU goes, from a profile) are kept as they are.
  let notes = '';
  try {
    const previous = readFileSync(docPath, 'utf8');
    const at = previous.indexOf('\n## ');
    if (at >= 0) notes = `\n${previous.slice(at + 1)}`;
  } catch {
    // no page yet
  }
  const doc =
    `# Benchmarks\n\nOne run of \`npm run bench\` on ${when} UTC, ${machine}. ` +
    `The run took ${minutes} minutes` +
    `${process.env.DATABASE_URL ? ', with PostgreSQL 15 on the same machine' : ', embedded PGlite only'}.\n\n` +
    `How to read it: see the README's Benchmarks section. Throughput and times move with the machine and ` +
    `its load; byte counts, ratios to the bare server and memory are the figures to compare between runs.\n\n` +
    `${table}\n${notes}`;
  // Formatted as `npm run lint` checks it, so the written page passes prettier --check as committed.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(docPath)) ?? {};
  writeFileSync(docPath, await prettier.format(doc, { ...options, filepath: docPath }));
  console.log(`written to ${process.env.BENCH_DOC}`);
}
