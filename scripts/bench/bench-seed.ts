// Test data at size for the benchmarks (tests/support/seed-at-size.ts), run as a child by bench-export.mjs
// to fill a data directory (or the DATABASE_URL database) before the built server starts on it:
//
//   node --import tsx scripts/bench/bench-seed.ts <data dir> <rows> [codes|exports]
//
// `codes` (the default): ROWS promo codes; `exports`: ROWS of everything the CSV exports read.
import { openDatabase } from '#server/db/client';
import { seedExports, seedPromoCodes } from '../../tests/support/seed-at-size';

const [dataDir, rows, what = 'codes'] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
await (what === 'exports' ? seedExports : seedPromoCodes)(database.db, Number(rows ?? 100_000));
await database.close();
