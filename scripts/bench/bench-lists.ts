// The admin lists at size: 100,000 codes, draws, deposits and audit entries and 100,000 chat messages
// (tests/support/seed-large.ts), then the lists an operator opens every day, timed in-process (no HTTP):
// the Claims tab's first page, the liability card every dashboard loads, a deep page of the promo table,
// and the desk's chat list, unfiltered and searched (one and two letters are refused). Embedded PGlite always; PostgreSQL too when DATABASE_URL
// is set (in a database of its own, dropped after). Target: about 100 ms each on PGlite.
//
//   node --import tsx scripts/bench/bench-lists.ts            LIST_ROWS=100000 (default)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { signedInApp } from './bench-app';
import type { Database } from '#server/db/types';
import { seedLarge } from '#tests/support/seed-large';
import { recordSummary } from './bench-summary.mjs';

const ROWS = Number(process.env.LIST_ROWS ?? 100_000);
const RUNS = Number(process.env.LIST_RUNS ?? 15);
const TARGET_MS = 100;
const LISTS = [
  ['Claims tab, first page', '/api/admin/claims'],
  ['liability card', '/api/admin/claims/liability'],
  ['promo table, page 999 of 100', '/api/admin/promo-codes?page=999&pageSize=100'],
  ['promo table, page 100 of 100', '/api/admin/promo-codes?page=100&pageSize=100'],
  ['chat search, 1 letter', '/api/chat/sessions?q=h'],
  ['chat search, 2 letters', '/api/chat/sessions?q=he'],
  ['chat list, no search', '/api/chat/sessions'],
  ['chat search, 3 letters in every message', '/api/chat/sessions?q=hel'],
  ['chat search, a word in one conversation', '/api/chat/sessions?q=conversation%204242'],
  ['chat search, a word in none', '/api/chat/sessions?q=zebra'],
  // The search rule (docs/decisions/0045), q beside the old exact filters each list had.
  ['promo table, old code= prefix', '/api/admin/promo-codes?code=L0001'],
  ['promo table, q a code prefix', '/api/admin/promo-codes?q=L0001'],
  ['promo table, old customer= exact', '/api/admin/promo-codes?customer=customer-4242'],
  ['promo table, q a part of a name', '/api/admin/promo-codes?q=omer-424'],
  ['promo table, q phone digits', '/api/admin/promo-codes?q=4242'],
  ['promo table, q 1 letter in every name', '/api/admin/promo-codes?q=c'],
  ['promo table, q in no name', '/api/admin/promo-codes?q=zebra'],
  ['Claims, old customer= exact', '/api/admin/claims?customer=customer-4242'],
  ['Claims, q a code', '/api/admin/claims?q=L0001234'],
  ['Claims, q a part of a name', '/api/admin/claims?q=omer-424'],
  ['Claims, q phone digits', '/api/admin/claims?q=4242'],
  ['Claims, q 1 letter in every name', '/api/admin/claims?q=c'],
  ['deposit search, old customerCode= exact', '/api/admin/deposits/search?customerCode=customer-4242'],
  ['deposit search, q a code', '/api/admin/deposits/search?q=L0001234'],
  ['deposit search, q a part of a name', '/api/admin/deposits/search?q=omer-424'],
  ['deposit search, q phone digits', '/api/admin/deposits/search?q=4242'],
  ['deposit search, q 1 letter in every name', '/api/admin/deposits/search?q=c'],
] as const;

async function benchOne(label: string, database: Database) {
  const seeding = performance.now();
  await seedLarge(database.db, ROWS, new Date());
  console.log(`\n${label}: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const { app, headers } = await signedInApp(database);
  try {
    console.log(`${ROWS.toLocaleString()} rows each, ${RUNS} requests each (median, p95):`);
    for (const [name, url] of LISTS) {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const res = await app.inject({ url, headers });
        times.push(performance.now() - start);
        status = res.statusCode;
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      const p95 = times[Math.ceil(times.length * 0.95) - 1] ?? 0;
      console.log(
        `  ${name.padEnd(40)} ${url.padEnd(56)} ${status} median ${median.toFixed(1).padStart(7)} ms, p95 ${p95.toFixed(1).padStart(7)} ms`,
      );
      recordSummary([
        {
          measure: `${name} at ${ROWS.toLocaleString()} rows (${label}, median; answer ${status})`,
          value: `${median.toFixed(0)} ms`,
          ...(label === 'PGlite' && { target: `≤ ${TARGET_MS} ms`, met: median <= TARGET_MS }),
        },
      ]);
    }
  } finally {
    await app.close();
  }
}

await benchOne('PGlite', await openDatabase({}));

if (process.env.DATABASE_URL) {
  const name = `ld_bench_lists_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    await benchOne('PostgreSQL', await openDatabase({ databaseUrl: url.toString() }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
