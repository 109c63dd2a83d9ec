// Test data at size for the benchmarks (tests/support/seed-at-size.ts), run as a child by bench-export.mjs
// and bench-backup.mjs to fill a data directory (or the DATABASE_URL database) before the built server
// starts on it:
//
//   node --import tsx scripts/bench/bench-seed.ts <data dir> <rows> [codes|exports|campaign]
//
// `codes` (the default): ROWS promo codes; `exports`: ROWS of everything the CSV exports read;
// `campaign`: ROWS codes spun once each (ROWS draws) over the last 30 days, with a deposit for every 20th.
import { openDatabase } from '#server/db/client';
import { seedCampaign, seedExports, seedPromoCodes } from '../../tests/support/seed-at-size';

const [dataDir, rows, what = 'codes'] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
const count = Number(rows ?? 100_000);
if (what === 'campaign') await seedCampaign(database.db, count, 30);
else await (what === 'exports' ? seedExports : seedPromoCodes)(database.db, count);
await database.close();
