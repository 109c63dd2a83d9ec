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

/**
 * A campaign over the last `days` days for the statistics: `rows` codes spread evenly over them, every
 * code spun once between a minute and two hours after it was made (a draw each, on either wheel's six
 * slots), and a deposit for every 20th code.
 */
export async function seedCampaign(db: Db, rows: number, days: number): Promise<void> {
  const spanSeconds = days * 86_400;
  await db.execute(sql`
    insert into promo_codes (code, customer_name, deposit_amount, prize_id, prize_name, prize_type,
      expiration_hours, usage_limit, use_count, is_used, expires_at, created_at)
    select 'S' || lpad(to_hex(g), 7, '0'), 'customer-' || (g % 5000), (g % 1000)::numeric / 10, (g % 6) + 1,
      'FREE ' || (g % 20), case when g % 3 = 0 then 'super' else 'normal' end, 24, 1, 1, true,
      now() + interval '1 day', now() - ((g::bigint * ${spanSeconds}) / ${rows} || ' seconds')::interval
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`
    insert into draws (promo_code_id, promo_code, prize_id, prize_name, prize_type, drawn_at, spin_seconds)
    select id, code, prize_id, prize_name, prize_type, created_at + ((60 + id % 7140) || ' seconds')::interval,
      60 + id % 7140
    from promo_codes where code like 'S%'`);
  await db.execute(sql`
    insert into deposits (customer_code, customer_name, deposit_amount, deposit_date)
    select customer_name, customer_name, deposit_amount + 10,
      to_char((created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')::date
    from promo_codes where code like 'S%' and id % 20 = 0`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, rows] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await seedPromoCodes(database.db, Number(rows ?? 100_000));
  await database.close();
}
