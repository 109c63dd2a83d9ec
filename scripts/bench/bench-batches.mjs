// Codes in a batch (docs/decisions/0019) on the built server, embedded PGlite: the preview and the generate
// of BATCH_ROWS (default 10,000) CSV rows, and what the public reads meanwhile get: their latency with
// nothing running, then while the batch previews and while it generates, side by side in one run. The reads
// are READ_RATE (default 100) GETs a second, alternating /api/prizes (answered from memory) and
// /api/draw-history (a database query), fired on schedule.
//
//   DIST_DIR=dist-x npm run build && DIST_DIR=dist-x node scripts/bench/bench-batches.mjs
import { adminCookie, percentile, readLoad, recordDraws, startBuiltServer } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const BATCH_ROWS = Number(process.env.BATCH_ROWS ?? 10_000);
const READ_RATE = Number(process.env.READ_RATE ?? 100);
const READS = ['/api/prizes', '/api/draw-history?page=1&pageSize=10'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const csv = [
  'customerName,depositAmount,prizeSlot,wheel,usageLimit,expirationHours',
  ...Array.from(
    { length: BATCH_ROWS },
    (_, i) => `Customer ${i},${(i % 50) + 10}.50,${(i % 6) + 1},${i % 3 ? 'normal' : 'super'},1,48`,
  ),
].join('\r\n');

const { base, stop } = await startBuiltServer({ DATABASE_URL: '' });
try {
  const cookie = await adminCookie(base);
  await recordDraws(base, cookie, 12);
  await readLoad(base, sleep(1000), READS, READ_RATE);
  const idle = await readLoad(base, sleep(3000), READS, READ_RATE);

  const send = async (url) => {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/csv', origin: base },
      body: csv,
    });
    const body = await res.json();
    return { ms: performance.now() - started, status: res.status, body };
  };
  const previewing = send('/api/admin/promo-batches/preview');
  const duringPreview = await readLoad(base, previewing, READS, READ_RATE);
  const preview = await previewing;
  if (preview.status !== 200 || preview.body.summary?.codes !== BATCH_ROWS) {
    throw new Error(`preview answered ${preview.status}: ${JSON.stringify(preview.body).slice(0, 200)}`);
  }
  const generating = send('/api/admin/promo-batches');
  const duringGenerate = await readLoad(base, generating, READS, READ_RATE);
  const generated = await generating;
  if (generated.status !== 201 || generated.body.count !== BATCH_ROWS) {
    throw new Error(`generate answered ${generated.status}: ${JSON.stringify(generated.body).slice(0, 200)}`);
  }

  const kb = Buffer.byteLength(csv) / 1000;
  console.log(`\nbatch of ${BATCH_ROWS} CSV rows (${kb.toFixed(0)} KB), embedded PGlite:`);
  console.log(`  preview  ${preview.ms.toFixed(0)} ms`);
  console.log(`  generate ${generated.ms.toFixed(0)} ms (${BATCH_ROWS} codes, in steps)`);
  console.log(`public reads at ${READ_RATE} req/s, p50 / p95 / max in ms:`);
  const f = (ms) => (Number.isNaN(ms) ? '-' : ms.toFixed(1));
  for (const route of READS) {
    for (const [label, run] of [
      ['idle', idle],
      ['while previewing', duringPreview],
      ['while generating', duringGenerate],
    ]) {
      const values = run[route];
      console.log(
        `  ${route.padEnd(38)} ${label.padEnd(17)} ${f(percentile(values, 50))} / ${f(percentile(values, 95))} / ${f(Math.max(...values))} (${values.length})`,
      );
    }
  }
  const history = READS[1];
  recordSummary([
    {
      measure: `batch preview of ${BATCH_ROWS} CSV rows (embedded)`,
      value: `${(preview.ms / 1000).toFixed(2)} s`,
    },
    {
      measure: `batch generate of ${BATCH_ROWS} codes (embedded, in steps)`,
      value: `${(generated.ms / 1000).toFixed(2)} s`,
    },
    {
      measure: `p95 of GET ${history}: idle → while a batch of ${BATCH_ROWS} generates (embedded)`,
      value: `${f(percentile(idle[history], 95))} → ${f(percentile(duringGenerate[history], 95))} ms`,
    },
  ]);
} finally {
  await stop();
}
