// The promo-code CSV export at size: ROWS (default 100,000) codes made through the admin API, then
// GET /api/admin/export/promo-codes.csv downloaded from the built server, with the server's resident
// memory (RSS) before, at its peak during (sampled every 50 ms) and after the download. The export
// streams keyset batches of 1,000 rows, so the growth should stay near one batch, whatever ROWS is.
//
//   DIST_DIR=dist-export node scripts/build.mjs && DIST_DIR=dist-export node scripts/bench-export.mjs
//
// On PGlite, or on PostgreSQL when DATABASE_URL is set (the codes are then added to that database).
import { adminCookie, rssOf, startBuiltServer } from './bench-server.mjs';

const MB = 1024 * 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Makes `count` codes through POST /api/admin/generate-promo (the app has no bulk route; SQL stays in it). */
async function makeCodes(base, cookie, count, concurrency) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${base}/api/admin/generate-promo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          // Some names a spreadsheet must see as text, and some Chinese ones.
          customerName:
            i % 50 === 0 ? `=HYPERLINK("x${i}")` : i % 7 === 0 ? `客户-${i % 500}` : `bench-${i % 500}`,
          prizeId: (i % 6) + 1,
          prizeType: i % 2 ? 'super' : 'normal',
          expirationHours: 24,
          usageLimit: 1,
          depositAmount: (i % 100_000) / 100,
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`generate-promo answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
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
export async function measureExport({
  rows = Number(process.env.ROWS ?? 100_000),
  concurrency = 10,
  log = () => {},
} = {}) {
  const server = await startBuiltServer();
  try {
    const cookie = await adminCookie(server.base);
    const made = performance.now();
    log(`making ${rows.toLocaleString('en')} promo codes through the admin API …`);
    await makeCodes(server.base, cookie, rows, concurrency);
    const makeSeconds = (performance.now() - made) / 1000;
    // Let what the generation left behind settle, so "before" is the server at rest with the data.
    await sleep(2000);
    const pid = server.child.pid;
    const before = rssOf(pid);
    const got = await download(`${server.base}/api/admin/export/promo-codes.csv`, cookie, pid);
    await sleep(2000);
    const after = rssOf(pid);
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
    };
    if (!process.env.DATABASE_URL && result.rows !== rows) {
      throw new Error(`the export has ${result.rows} rows, not ${rows}`);
    }
    return result;
  } finally {
    await server.stop();
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
    ['making the codes took', `${r.makeSeconds} s`],
  ]) {
    console.log(`  ${label.padEnd(42)} ${value}`);
  }
  console.log(`BENCH_EXPORT_JSON ${JSON.stringify(r)}`);
}
