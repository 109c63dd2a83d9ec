// The CSV exports at size: ROWS (default 100,000) codes, draws, payments and audit entries put in the
// database before the server starts (tests/support/seed-at-size.ts), then
// - GET /api/admin/export/promo-codes.csv downloaded from the built server, with the server's resident
//   memory (RSS) before, at its peak during (sampled every 50 ms) and after the download. The export
//   streams keyset batches, so the growth does not follow ROWS;
// - the p99 of a cheap request (GET /api/health, 50 a second, sent on schedule) while each export
//   (claims, draws, promo-codes, audit) downloads, while a 4 MiB CSV of short rows is posted to the batch
//   generator, and during a flood of reads naming a settings version never saved. Target: 100 ms.
//
//   DIST_DIR=dist-export node scripts/build/build.mjs &&
//     DIST_DIR=dist-export node scripts/bench/bench-export.mjs
//
// On PGlite, or on PostgreSQL when DATABASE_URL is set (in a database of its own, dropped after).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { adminCookie, percentile, readLoad, rssOf, startBuiltServer } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

const MB = 1024 * 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The p99 target of a cheap request while a heavy one runs. */
const CHEAP_P99_TARGET_MS = 100;
/** Health checks a second during each heavy request. */
const CHEAP_RATE = 50;

/** Runs one statement on the DATABASE_URL server (create or drop a database). */
async function adminQuery(text) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Fills a new data directory, or on PostgreSQL a new database, with `rows` of everything the exports
 * read, before the server starts. Resolves with the server's environment and how to remove the data.
 */
async function seed(rows) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ld-export-'));
  let env = { DATA_DIR: dataDir };
  let dropDatabase = async () => undefined;
  if (process.env.DATABASE_URL) {
    const name = `ld_bench_export_${Date.now().toString(36)}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env = { ...env, DATABASE_URL: url.toString() };
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  await run(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'bench-seed.ts'), dataDir, String(rows), 'exports'],
    { env: { ...process.env, ...env, NODE_OPTIONS: '' } },
  );
  return {
    env,
    remove: async () => {
      await rm(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}

/** The p99 of GET /api/health while `work()` runs, in ms, and how many were sent. */
async function healthP99During(base, work) {
  const latencies = await readLoad(base, work(), ['/api/health'], CHEAP_RATE);
  const all = latencies['/api/health'];
  return { p99: Math.round(percentile(all, 99)), count: all.length };
}

/** Downloads a file to its end, counting nothing: the load a person's download makes. */
async function drain(url, cookie) {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  for await (const chunk of res.body) void chunk;
}

/** Reads naming a settings version never saved, from `clients` clients at once, for `ms`. */
async function forcedVersionFlood(base, clients, ms) {
  const until = performance.now() + ms;
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const res = await fetch(`${base}/api/sync/load-all`, {
          headers: { 'x-settings-version': '9999999999' },
        });
        await res.arrayBuffer();
        sent++;
      }
    }),
  );
  return sent;
}

/** Downloads a CSV as a stream, counting bytes and line ends; the RSS of `pid` is sampled meanwhile. */
async function download(url, cookie, pid) {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // the process is gone: the download will fail and say so
    }
  }, 50);
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
    return { bytes, lines, peak, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
  }
}

/**
 * Makes the codes, downloads the export and measures the server. `log` gets progress lines.
 * Resolves with { rows, bytes, rssBeforeMb, rssPeakMb, rssGrowthMb } (and the rest shown when run directly).
 */
export async function measureExport({ rows = Number(process.env.ROWS ?? 100_000), log = () => {} } = {}) {
  const made = performance.now();
  log(
    `making ${rows.toLocaleString('en')} rows of each export (one insert each, tests/support/seed-at-size.ts) …`,
  );
  const data = await seed(rows);
  const makeSeconds = (performance.now() - made) / 1000;
  const server = await startBuiltServer(data.env);
  try {
    const cookie = await adminCookie(server.base);
    // Let what the generation left behind settle, so "before" is the server at rest with the data.
    await sleep(2000);
    const pid = server.child.pid;
    const before = rssOf(pid);
    const got = await download(`${server.base}/api/admin/export/promo-codes.csv`, cookie, pid);
    await sleep(2000);
    const after = rssOf(pid);
    const cheap = {};
    for (const name of ['claims', 'draws', 'promo-codes', 'audit']) {
      log(`GET /api/health while ${name}.csv downloads …`);
      cheap[`${name}.csv`] = await healthP99During(server.base, () =>
        drain(`${server.base}/api/admin/export/${name}.csv`, cookie),
      );
    }
    log('GET /api/health while a 4 MiB CSV of short rows is posted …');
    const shortRows = 'a\n'.repeat(2 * 1024 * 1024);
    cheap['a 4 MiB CSV upload'] = await healthP99During(server.base, async () => {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${server.base}/api/admin/promo-batches`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'text/csv' },
          body: shortRows,
        });
        await res.arrayBuffer();
        if (res.status !== 400) throw new Error(`the 4 MiB CSV was answered ${res.status}`);
      }
    });
    log('GET /api/health during a flood of forced settings versions …');
    let flooded = 0;
    cheap['a forced-version flood'] = await healthP99During(server.base, async () => {
      flooded = await forcedVersionFlood(server.base, 20, 3000);
    });
    const result = {
      rows: got.lines - 1,
      bytes: got.bytes,
      rssBeforeMb: Math.round(before / MB),
      rssPeakMb: Math.round(got.peak / MB),
      rssGrowthMb: Math.round((got.peak - before) / MB),
      rssAfterMb: Math.round(after / MB),
      downloadSeconds: Number(got.seconds.toFixed(2)),
      makeSeconds: Number(makeSeconds.toFixed(1)),
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      cheap,
      floodedReadsPerSecond: Math.round(flooded / 3),
    };
    if (result.rows !== rows) throw new Error(`the export has ${result.rows} rows, not ${rows}`);
    return result;
  } finally {
    await server.stop();
    await data.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureExport({ log: (line) => console.log(line) });
  console.log(`promo-codes.csv export on ${r.database}:`);
  for (const [label, value] of [
    ['rows', r.rows.toLocaleString('en')],
    ['bytes', `${r.bytes.toLocaleString('en')} (${(r.bytes / MB).toFixed(1)} MiB)`],
    ['download time', `${r.downloadSeconds} s`],
    ['server RSS before', `${r.rssBeforeMb} MiB`],
    ['server RSS at peak (sampled every 50 ms)', `${r.rssPeakMb} MiB`],
    ['server RSS growth', `${r.rssGrowthMb} MiB`],
    ['server RSS 2 s after', `${r.rssAfterMb} MiB`],
    ['making the data took', `${r.makeSeconds} s`],
    ...Object.entries(r.cheap).map(([during, { p99, count }]) => [
      `GET /api/health p99 during ${during}`,
      `${p99} ms (${count} sent)`,
    ]),
    ['forced-version reads answered', `${r.floodedReadsPerSecond}/s`],
  ]) {
    console.log(`  ${label.padEnd(42)} ${value}`);
  }
  console.log(`BENCH_EXPORT_JSON ${JSON.stringify(r)}`);
  // An export streams: constant memory whatever the size. On a fresh start the embedded database reads the
  // rows into its 16 MB shared_buffers and its WASM heap, which never shrinks: measured 15, 27 and 30 MiB of
  // growth for 20,000, 100,000 and 300,000 codes, so the bound is that fill plus one batch, not the rows.
  recordSummary([
    {
      measure: `promo-codes.csv of ${r.rows.toLocaleString('en')} codes: server RSS growth (${r.database})`,
      value: `${r.rssGrowthMb} MiB`,
      target: '≤ 40 MiB',
      met: r.rssGrowthMb <= 40,
    },
    ...Object.entries(r.cheap).map(([during, { p99 }]) => ({
      measure: `GET /api/health p99 during ${during} at ${r.rows.toLocaleString('en')} rows (${r.database})`,
      value: `${p99} ms`,
      target: `≤ ${CHEAP_P99_TARGET_MS} ms`,
      met: p99 <= CHEAP_P99_TARGET_MS,
    })),
  ]);
}
