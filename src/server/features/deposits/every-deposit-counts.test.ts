// A deposit typed anywhere is one deposit record: on the Generate form, in a batch row, or through the
// API with a code. Each then counts, once, in the customer's search, the day at a glance and the
// statistics, as a deposit recorded on its own does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DaySummary } from '#shared/api/day-summary';
import type { DepositSummary } from '#shared/api/deposits';
import type { Stats } from '#shared/api/stats';
import {
  adminSession,
  createDeposit,
  createPromoCode,
  uniqueName,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { eq } from 'drizzle-orm';
import { deposits, promoBatches } from '../../db/schema';

describe('every deposit counts, once', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const search = (customer: string) =>
    get<DepositSummary>(`/api/admin/deposits/search?customerCode=${encodeURIComponent(customer)}`);
  const today = async () => get<DaySummary>('/api/admin/day-summary');
  const stats = async () => get<Stats>('/api/admin/stats');
  const cents = (money: string) => Math.round(Number(money) * 100);

  it('counts the deposits of a batch in the search, the day summary and the statistics', async () => {
    const before = { day: await today(), stats: await stats() };
    const names = Array.from({ length: 20 }, () => uniqueName('batch customer'));
    // RM 3,810 over 20 rows, as in the report: 1,720 for the first, then 20, 30, … 200.
    const rows = names.map((customerName, i) => ({
      customerName,
      depositAmount: (i + 1) * 10 + (i === 0 ? 1710 : 0),
    }));
    const total = rows.reduce((sum, row) => sum + row.depositAmount, 0);
    expect(total).toBe(3810);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-batches',
      headers: admin.headers,
      payload: { rows },
    });
    expect(res.statusCode, res.body).toBe(201);

    const first = await search(names[0] ?? '');
    expect(first.totalDeposit).toBe('1720.00');
    expect(first.deposits).toHaveLength(1);
    const after = { day: await today(), stats: await stats() };
    expect(cents(after.day.depositsTotal) - cents(before.day.depositsTotal)).toBe(total * 100);
    expect(cents(after.stats.totals.depositsTotal) - cents(before.stats.totals.depositsTotal)).toBe(
      total * 100,
    );
  });

  it('counts a deposit given with a code through the API', async () => {
    const customer = uniqueName('api customer');
    const before = await today();
    await createPromoCode(admin, { customerName: customer, depositAmount: 250 });
    const found = await search(customer);
    expect(found.totalDeposit).toBe('250.00');
    expect(found.deposits).toHaveLength(1);
    expect(cents((await today()).depositsTotal) - cents(before.depositsTotal)).toBe(25_000);
  });

  it('counts a deposit recorded first and then linked to its code once, not twice', async () => {
    const customer = uniqueName('form customer');
    const deposit = await createDeposit(admin, {
      customerCode: customer,
      customerName: customer,
      depositAmount: 40,
      depositDate: '2026-01-15',
    });
    await createPromoCode(admin, { customerName: customer, depositAmount: 40, depositId: deposit.id });
    const found = await search(customer);
    expect(found.totalDeposit).toBe('40.00');
    expect(found.deposits).toHaveLength(1);
  });

  it("counts a batch's deposits only once the batch is live, as its codes", async () => {
    const customer = uniqueName('pending customer');
    const [batch] = await t.app.db
      .insert(promoBatches)
      .values({ count: 1, adminSessionId: null, ip: '127.0.0.1', createdAt: t.clock.now(), pending: true })
      .returning({ id: promoBatches.id });
    if (!batch) throw new Error('no batch');
    await t.app.db.insert(deposits).values({
      customerCode: customer,
      customerName: customer,
      depositAmount: '75.00',
      depositDate: '2026-01-15',
      batchId: batch.id,
      createdAt: t.clock.now(),
    });
    const before = await today();
    expect((await search(customer)).deposits).toEqual([]);
    await t.app.db.update(promoBatches).set({ pending: false }).where(eq(promoBatches.id, batch.id));
    expect((await search(customer)).totalDeposit).toBe('75.00');
    expect(cents((await today()).depositsTotal) - cents(before.depositsTotal)).toBe(7_500);
  });
});
