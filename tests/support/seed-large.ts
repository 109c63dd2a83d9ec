// A database at size, made in a few statements (generate_series) instead of through the API, which would
// take minutes: `rows` promo codes, each spun once (a draw each, a quarter of them paid, every 100th code a
// demo, never paid), a deposit per code, `rows` audit entries, and rows / 10 conversations of 10 messages each. Used by
// the tests that check the admin lists stay served by indexes at 100,000 rows, and by
// scripts/bench/bench-lists.ts, which times them.
import { count, eq, sql } from 'drizzle-orm';
import { claimPayments, promoCodes } from '#server/db/schema';
import type { Db } from '#server/db/types';

/** What seedLarge made, for assertions. */
export interface LargeSeed {
  codes: number;
  draws: number;
  /** Draws with a payment (about every 4th, none of a demo code). */
  paid: number;
  /** Draws of demo codes (every 100th code's), none paid. */
  demoDraws: number;
  conversations: number;
  messages: number;
}

/**
 * Fills `db` with `rows` of each kind, spread over the `days` before `now` (the codes' and draws' times).
 * Codes are 'L' and 7 hex digits; customers 'customer-0' … 'customer-4999'; every message holds the word
 * 'hello' and its conversation's number ('conversation 42').
 */
export async function seedLarge(db: Db, rows: number, now: Date, days = 30): Promise<LargeSeed> {
  const span = days * 86_400;
  const at = now.toISOString();
  await db.execute(sql`
    insert into promo_codes (code, customer_name, deposit_amount, prize_id, prize_name, prize_type,
      expiration_hours, usage_limit, use_count, is_used, is_demo, expires_at, created_at)
    select 'L' || lpad(to_hex(g), 7, '0'), 'customer-' || (g % 5000), (g % 1000)::numeric / 10, (g % 6) + 1,
      'FREE ' || (g % 20), case when g % 3 = 0 then 'super' else 'normal' end, 24, 1, 1, true, g % 100 = 0,
      made + interval '24 hours', made
    from generate_series(1, ${rows}) g,
      lateral (select ${at}::timestamptz - ((g::bigint * ${span}) / ${rows} || ' seconds')::interval as made) m`);
  await db.execute(sql`
    insert into draws (promo_code_id, promo_code, prize_id, prize_name, prize_type, drawn_at, spin_seconds)
    select id, code, prize_id, prize_name, prize_type, created_at + interval '60 seconds', 60
    from promo_codes where code like 'L%'`);
  await db.execute(sql`
    insert into claim_payments (draw_id, amount, method, paid_at)
    select d.id, 10, 'cash', d.drawn_at + interval '1 hour' from draws d join promo_codes p on p.id = d.promo_code_id
    where d.promo_code like 'L%' and d.id % 4 = 0 and not p.is_demo`);
  await db.execute(sql`
    insert into deposits (customer_code, customer_name, deposit_amount, deposit_date)
    select customer_name, customer_name, deposit_amount + 10,
      to_char((created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')::date
    from promo_codes where code like 'L%'`);
  await db.execute(sql`
    insert into audit_log (at, actor, action, target, details)
    select ${at}::timestamptz - ((g::bigint * ${span}) / ${rows} || ' seconds')::interval, 'visitor',
      'promo.redeem', 'customer-' || (g % 5000), jsonb_build_object('code', 'L' || lpad(to_hex(g), 7, '0'))
    from generate_series(1, ${rows}) g`);
  const conversations = Math.max(1, Math.floor(rows / 10));
  await db.execute(sql`
    insert into chat_sessions (id, visitor_name, last_message, last_message_at, created_at)
    select 'large-' || lpad(g::text, 18, '0'), 'Visitor ' || g, 'hello again, conversation ' || g,
      ${at}::timestamptz - (g || ' seconds')::interval, ${at}::timestamptz - (g || ' seconds')::interval
    from generate_series(1, ${conversations}) g`);
  await db.execute(sql`
    insert into chat_messages (session_id, sender_name, message, is_admin, created_at)
    select 'large-' || lpad((g % ${conversations} + 1)::text, 18, '0'), 'Visitor',
      'hello ' || (g / ${conversations}) || ', conversation ' || (g % ${conversations} + 1),
      g % 2 = 0, ${at}::timestamptz - (g || ' seconds')::interval
    from generate_series(0, ${conversations * 10 - 1}) g`);
  // The planner's statistics, as autovacuum would have them after such a load (PGlite has no autovacuum).
  await db.execute(sql`analyze`);
  const [paid] = await db.select({ n: count() }).from(claimPayments);
  const [demo] = await db.select({ n: count() }).from(promoCodes).where(eq(promoCodes.isDemo, true));
  return {
    codes: rows,
    draws: rows,
    paid: paid?.n ?? 0,
    demoDraws: demo?.n ?? 0,
    conversations,
    messages: conversations * 10,
  };
}
