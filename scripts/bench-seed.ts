// Test data at size for the benchmarks: ROWS promo codes in one statement (making them through the API
// takes minutes). Used in-process by bench-api.ts, and run as a child by bench-export.mjs to fill a data
// directory (or the DATABASE_URL database) before the built server starts on it:
//
//   node --import tsx scripts/bench-seed.ts <data dir> <rows>
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import type { Db } from '#server/db/types';

/**
 * Codes over 5,000 customers made over the last `rows` seconds; every 50th customer name is a formula a
 * spreadsheet would run and every 7th is Chinese, as the CSV export has to carry both.
 */
export async function seedPromoCodes(db: Db, rows: number): Promise<void> {
  await db.execute(sql`
    insert into promo_codes (code, customer_name, deposit_amount, prize_id, prize_name, prize_type,
      expiration_hours, usage_limit, expires_at, created_at)
    select 'B' || lpad(to_hex(g), 7, '0'),
      case when g % 50 = 0 then '=HYPERLINK("x' || g || '")'
           when g % 7 = 0 then '客户-' || (g % 500)
           else 'customer-' || (g % 5000) end,
      (g % 1000)::numeric / 10, (g % 6) + 1,
      'FREE ' || (g % 20), case when g % 2 = 0 then 'normal' else 'super' end, 24, 1,
      now() + interval '1 day', now() - (g || ' seconds')::interval
    from generate_series(1, ${rows}) g`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, rows] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await seedPromoCodes(database.db, Number(rows ?? 100_000));
  await database.close();
}
