// Data at size in a few statements (generate_series), for the API tests and the benchmarks that need
// 100,000 rows: made through the API they take minutes. The rows are what the app itself writes, with the
// awkward cases an export has to carry (a formula for a name, Chinese, a voided payment).
import { sql } from 'drizzle-orm';
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
 * Everything the CSV exports read, `rows` of each: the codes of seedPromoCodes, a draw of each (so
 * `rows` claims), a payment for every other draw (every 10th of those voided and paid again), and
 * `rows` audit entries with details.
 */
export async function seedExports(db: Db, rows: number): Promise<void> {
  await seedPromoCodes(db, rows);
  await db.execute(sql`
    insert into draws (promo_code_id, promo_code, prize_id, prize_name, prize_type, drawn_at, language,
      spin_seconds)
    select id, code, prize_id, prize_name, prize_type, created_at + interval '1 minute',
      case when id % 3 = 0 then 'zh' else 'en' end, 60
    from promo_codes where code like 'B%' order by id`);
  await db.execute(sql`
    insert into claim_payments (draw_id, amount, method, note, paid_at, paid_by_session, ip, voided_at,
      void_reason)
    select d.id, (d.id % 100)::numeric, 'cash', case when d.id % 20 = 0 then 'paid, "at" the desk' else '' end,
      d.drawn_at + interval '1 hour', null, '10.0.0.1',
      case when s.voided then d.drawn_at + interval '2 hours' end, case when s.voided then 'typo' else '' end
    from draws d cross join (values (true), (false)) as s(voided)
    where d.id % 2 = 0 and (not s.voided or d.id % 20 = 0)
    order by d.id, s.voided desc`);
  await db.execute(sql`
    insert into audit_log (at, actor, action, target, details, ip)
    select now() - (g || ' seconds')::interval, 'admin',
      case when g % 3 = 0 then 'promo.create' else 'settings.save' end, 'code-' || g,
      jsonb_build_object('customerName', 'customer-' || (g % 5000), 'count', g), '10.0.0.1'
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
