// API benchmark: the admin promo table with 100,000 codes on the embedded database. Paging and filtering
// run in SQL (indexes on created_at and lower(customer_name)), so the deep pages and filters stay fast.
import { openDatabase } from '#server/db/client';
import { signedInApp } from './bench-app';
import { seedPromoCodes } from '../../tests/support/seed-at-size';

const ROWS = 100_000;
const database = await openDatabase({});
await seedPromoCodes(database.db, ROWS);
const { app, headers } = await signedInApp(database);

async function measure(label: string, url: string, runs = 30) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await app.inject({ url, headers });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    total = res.json<{ total: number }>().total;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`${label.padEnd(44)} median ${median.toFixed(1).padStart(6)} ms   (total ${total})`);
}

console.log(`admin promo table, ${ROWS.toLocaleString()} codes, PGlite, 30 requests each:`);
await measure('first page', '/api/admin/promo-codes?page=1&pageSize=10');
// The deepest page a list offers: the first 10,000 rows page through, the rest by search or dates.
await measure('page 1,000 (deepest offset)', '/api/admin/promo-codes?page=1000&pageSize=10');
await measure('one customer', '/api/admin/promo-codes?customer=CUSTOMER-43');
await measure(
  'created today',
  `/api/admin/promo-codes?startDate=${new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 10)}`,
);
await measure('customer autocomplete', '/api/admin/customers?q=customer-42');
await app.close();
