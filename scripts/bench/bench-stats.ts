// Statistics over time at size: 100,000 codes and 100,000 draws spread over the last 30 days (and 5,000
// deposits) on the embedded database, then GET /api/admin/stats for the default 30 days, for a year, and the
// stats.csv export. Target: under 200 ms (the figures are SQL aggregates over the indexed time columns, one
// pass per table).
import { openDatabase } from '#server/db/client';
import { signedInApp } from './bench-app';
import { recordSummary } from './bench-summary.mjs';
import { seedCampaign } from '../../tests/support/seed-at-size';

const ROWS = Number(process.env.STATS_ROWS ?? 100_000);
const TARGET_MS = 200;
const database = await openDatabase({});
const seeding = performance.now();
await seedCampaign(database.db, ROWS, 30);
console.log(
  `seeded ${ROWS.toLocaleString()} codes and draws in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);
const { app, headers } = await signedInApp(database);

const today = new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() + 8 * 3600e3 - 365 * 86_400_000).toISOString().slice(0, 10);

async function measure(label: string, url: string, runs = 20) {
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await app.inject({ url, headers });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    body = res.body;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p95 = times[Math.ceil(times.length * 0.95) - 1] ?? 0;
  console.log(
    `  ${label.padEnd(40)} median ${median.toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms`,
  );
  return { median, p95, body };
}

console.log(`statistics over ${ROWS.toLocaleString()} codes and draws (30 days), PGlite, 20 requests each:`);
const month = await measure('GET /api/admin/stats (last 30 days)', '/api/admin/stats');
const counted = JSON.parse(month.body) as { totals: { codesGenerated: number; codesRedeemed: number } };
if (counted.totals.codesGenerated < ROWS * 0.95 || counted.totals.codesRedeemed < ROWS * 0.95) {
  throw new Error(`the stats did not count the seeded rows: ${JSON.stringify(counted.totals)}`);
}
const year = await measure('GET /api/admin/stats (366 days)', `/api/admin/stats?from=${yearAgo}&to=${today}`);
const file = await measure('GET /api/admin/export/stats.csv (30 days)', '/api/admin/export/stats.csv');
recordSummary([
  {
    measure: `GET /api/admin/stats, 30 days of ${ROWS.toLocaleString()} codes and draws (embedded, p95)`,
    value: `${month.p95.toFixed(0)} ms`,
    target: `< ${TARGET_MS} ms`,
    met: month.p95 < TARGET_MS,
  },
  {
    measure: `GET /api/admin/stats, a 366-day range of the same (embedded, p95)`,
    value: `${year.p95.toFixed(0)} ms`,
    target: `< ${TARGET_MS} ms`,
    met: year.p95 < TARGET_MS,
  },
  { measure: 'stats.csv of 30 days (embedded, p95)', value: `${file.p95.toFixed(0)} ms` },
]);
await app.close();
