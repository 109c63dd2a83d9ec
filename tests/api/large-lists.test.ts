// The admin lists at 100,000 rows (codes, draws, payments, deposits, audit entries, chat messages;
// tests/support/seed-large.ts): each list an operator opens is read through an index, not by reading and
// sorting the whole table (the plans, on PGlite and PostgreSQL alike); a page deeper than LIST_DEPTH_MAX rows
// is refused with a 400 that says how to narrow the list; a chat search of one or two characters is refused
// (it could use no trigram, and read every message), one of three is answered.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SEARCH_MIN } from '#shared/api/chat-find';
import { LIST_DEPTH_MAX } from '#shared/pagination';
import { adminSession, type ApiAdmin } from '#tests/support/factories';
import { seedLarge, type LargeSeed } from '#tests/support/seed-large';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import type { Db } from '../../src/server/db/types';
import {
  claimsPage,
  possibleSpinsBySlot,
  unpaidWinsBySlot,
} from '../../src/server/features/claims/claims.repository';
import { promoCodesPage } from '../../src/server/features/promo/promo.repository';
import { SEARCH_WALK } from '../../src/server/features/chat/chat-desk.repository';
import { CHAT_SESSIONS_MAX } from '#shared/chat';

const ROWS = 100_000;

/** The planner's plan of a statement, as text (the same on both databases' EXPLAIN). */
async function planOf(db: Db, statement: { getSQL: () => SQL }): Promise<string> {
  const result = await db.execute(sql`explain ${statement.getSQL()}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe(`admin lists at ${ROWS.toLocaleString('en')} rows`, () => {
  let t: TestApp;
  let admin: ApiAdmin;
  let seeded: LargeSeed;
  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seedLarge(t.app.db, ROWS, t.clock.now());
    admin = await adminSession(t);
  }, 300_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: admin.headers });

  it('the Claims tab reads the unclaimed wins in the order of draws_drawn_at_idx and stops at its page', async () => {
    const plan = await planOf(t.app.db, claimsPage(t.app.db, { status: 'unclaimed' }, 0, 20));
    expect(plan).toMatch(/Index Scan Backward using draws_drawn_at_idx on draws/);
    expect(plan).not.toMatch(/Seq Scan on (draws|promo_codes)/);
    expect(plan).not.toMatch(/\bSort\b/);
    const paid = await planOf(t.app.db, claimsPage(t.app.db, { status: 'paid' }, 0, 20));
    expect(paid).toMatch(/Index Scan using claim_payments_paid_at_idx/);
    expect(paid).not.toMatch(/Seq Scan on (draws|promo_codes|claim_payments)/);

    const res = await get('/api/admin/claims');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ items: { drawnAt: string; payment: unknown }[]; total: number }>();
    expect(list.items).toHaveLength(20);
    expect(list.items.every((c) => c.payment === null)).toBe(true);
    const times = list.items.map((c) => c.drawnAt);
    expect(times).toEqual([...times].sort());
    // Demo codes' draws aside.
    expect(list.total).toBe(seeded.draws - seeded.paid - seeded.demoDraws);
  });

  it('the liability reads the demo codes and the live codes by their indexes, not every code', async () => {
    const unpaid = await planOf(t.app.db, unpaidWinsBySlot(t.app.db));
    // Each draw is checked against the few demo codes (promo_codes_demo_idx), not joined to its code.
    expect(unpaid).toMatch(/promo_codes_demo_idx/);
    expect(unpaid).not.toMatch(/promo_codes_pkey|Seq Scan on promo_codes/);
    const possible = await planOf(t.app.db, possibleSpinsBySlot(t.app.db, t.clock.now()));
    expect(possible).toMatch(/promo_codes_live_idx/);
    expect(possible).not.toMatch(/Seq Scan on promo_codes/);

    const res = await get('/api/admin/claims/liability');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ unpaid: { count: number } }>().unpaid.count).toBe(
      seeded.draws - seeded.paid - seeded.demoDraws,
    );
  });

  it(`pages the promo table through promo_codes_created_at_idx up to row ${LIST_DEPTH_MAX}, and refuses a deeper page`, async () => {
    const plan = await planOf(t.app.db, promoCodesPage(t.app.db, {}, LIST_DEPTH_MAX - 100, 100));
    expect(plan).toMatch(/Index Scan using promo_codes_created_at_idx on promo_codes/);
    expect(plan).not.toMatch(/Seq Scan on promo_codes/);

    const last = await get(`/api/admin/promo-codes?page=${LIST_DEPTH_MAX / 100}&pageSize=100`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<{ items: unknown[]; total: number }>().items).toHaveLength(100);

    for (const [page, pageSize] of [
      [LIST_DEPTH_MAX / 100 + 1, 100],
      [999, 100],
      [LIST_DEPTH_MAX / 10 + 1, 10],
    ] as const) {
      const deep = await get(`/api/admin/promo-codes?page=${page}&pageSize=${pageSize}`);
      expect(deep.statusCode, deep.body).toBe(400);
      const body = deep.json<{ message: string; code: string; params?: { max?: number } }>();
      expect(body.code).toBe('request.invalid');
      expect(body.params?.max).toBe(LIST_DEPTH_MAX);
      expect(body.message).toMatch(/narrow the list/);
    }
    // Every paged list keeps the same limit.
    for (const url of [
      '/api/admin/claims?page=501',
      '/api/admin/audit-log?page=201',
      '/api/draw-history?page=1001',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });

  it('finds a searched page of the promo table by its indexes first, not by walking every code newest first', async () => {
    // Phone digits most names hold none of: the codes are a few dozen of the 100,000.
    const plan = await planOf(t.app.db, promoCodesPage(t.app.db, { q: '4242' }, 0, 10));
    expect(plan).toMatch(/Bitmap Index Scan on promo_codes_customer_digits_idx/);
    expect(plan).not.toMatch(/Index Scan using promo_codes_created_at_idx/);
    const searched = await get('/api/admin/promo-codes?q=4242');
    expect(searched.statusCode, searched.body).toBe(200);
    const { items, total } = searched.json<{ items: { customerName: string }[]; total: number }>();
    expect(total).toBeGreaterThan(0);
    for (const item of items) expect(item.customerName.replace(/[^0-9]/g, '')).toContain('4242');
  });

  it(`answers a chat search of ${CHAT_SEARCH_MIN} characters or more, and refuses a shorter one with why`, async () => {
    for (const q of ['h', 'he', ' he ', '你好']) {
      const res = await get(`/api/chat/sessions?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/at least 3 characters/);
    }
    const found = await get(`/api/chat/sessions?q=${encodeURIComponent('conversation 4242')}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ sessionId: string }[]>().map((s) => s.sessionId)).toContain(
      `large-${'4242'.padStart(18, '0')}`,
    );
    expect((await get('/api/chat/sessions?q=hel')).statusCode).toBe(200);
    expect((await get('/api/chat/sessions?q=')).statusCode).toBe(200);
  });

  it('lists the desk in its order, and finds a text every message holds or one far down the list', async () => {
    type Row = { sessionId: string; lastAt: string; resolved: boolean; unread: number };
    const list = await get('/api/chat/sessions');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<Row[]>();
    expect(rows).toHaveLength(CHAT_SESSIONS_MAX);
    const times = rows.map((r) => r.lastAt);
    expect(times).toEqual([...times].sort().reverse());
    // Every message holds 'hello': the page is the list's own first page, found by walking down it.
    const hel = await get('/api/chat/sessions?q=hel');
    expect(hel.json<Row[]>()).toEqual(rows);
    // Conversation 4242 is past the conversations the walk probes: found through the trigram index.
    const id = `large-${'4242'.padStart(18, '0')}`;
    const result = await t.app.db.execute(sql`select count(*)::int as above from chat_sessions
      where last_message_at > (select last_message_at from chat_sessions where id = ${id})`);
    const [above] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      above: number;
    }[];
    expect(above?.above).toBeGreaterThan(SEARCH_WALK);
    const found = await get(`/api/chat/sessions?q=${encodeURIComponent('conversation 4242')}`);
    expect(found.json<Row[]>().map((r) => r.sessionId)).toEqual([id]);
  });
});
