// Statistics over time against rows made by the factories on the injected clock, across a business-day
// boundary (midnight UTC+8 is 16:00 UTC): each code, spin, payment and deposit counts on its own business
// date, a day's figures match the day summary, and the file says what the screen says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DaySummary } from '#shared/api/day-summary';
import type { Stats } from '#shared/api/stats';
import { parseCsv } from '#shared/csv';
import {
  adminSession,
  createDeposit,
  createPromoCode,
  payWin,
  savePrizeValues,
  storedPromoCode,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { eq } from 'drizzle-orm';
import { auditLog, draws, promoBatches, promoCodes } from '../../db/schema';

const MINUTE = 60 * 1000;
// 23:50 on 23 Nov 2026 in UTC+8.
const BEFORE_MIDNIGHT = new Date('2026-11-23T15:50:00.000Z');
const A = '2026-11-23';
const B = '2026-11-24';

describe('statistics over time', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BEFORE_MIDNIGHT);
    admin = await adminSession(t);
    // Normal slot 2 is worth RM 20.50; the super wheel has no values (unknown, never counted as zero).
    await savePrizeValues(admin, 'normal', [null, 20.5, null, null, null, null]);

    const c1 = await createPromoCode(admin, { prizeType: 'normal', prizeId: 2 });
    const c2 = await createPromoCode(admin, { prizeType: 'super', prizeId: 6 });
    await createPromoCode(admin, { prizeType: 'normal', prizeId: 2 });
    // A demo code is the spin page's try-out, not business.
    await createPromoCode(admin, { isDemo: true });
    // Nor is a code of a batch still going in: no list shows it until the batch is finished.
    const [batch] = await t.app.db
      .insert(promoBatches)
      .values({ count: 1, ip: '127.0.0.1', createdAt: BEFORE_MIDNIGHT, pending: true })
      .returning({ id: promoBatches.id });
    await t.app.db.insert(promoCodes).values({
      ...storedPromoCode('PENDNG23', 'Pending Pia', BEFORE_MIDNIGHT),
      batchId: batch?.id ?? 0,
    });
    await createDeposit(admin, { depositAmount: 100, depositDate: A });
    const voided = await createDeposit(admin, { depositAmount: 999, depositDate: A });
    const voiding = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${voided.id}/void`,
      headers: admin.headers,
      payload: { reason: 'typed twice' },
    });
    expect(voiding.statusCode).toBe(200);
    await createDeposit(admin, { depositAmount: 40, depositDate: B });

    const spin = async (code: string) =>
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code } })).statusCode,
      ).toBe(200);
    t.clock.advance(5 * MINUTE); // 23:55, day A: 5 minutes after c1 was made
    await spin(c1.code);
    t.clock.advance(15 * MINUTE); // 00:10, day B: 20 minutes after c2 was made
    await spin(c2.code);
    await createPromoCode(admin, { prizeType: 'normal', prizeId: 1 });
    // c1's win (day A) paid on day B.
    const [c1Draw] = await t.app.db.select().from(draws).where(eq(draws.promoCode, c1.code));
    await payWin(admin, c1Draw?.id ?? 0, { amount: 20.5 });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: admin.headers });

  it('counts each code, spin and deposit on its business date, with the range’s totals', async () => {
    const res = await get(`/api/admin/stats?from=${A}&to=${B}`);
    expect(res.statusCode).toBe(200);
    const stats = res.json<Stats>();
    const zeros = [0, 0, 0, 0, 0, 0];
    expect(stats).toEqual({
      from: A,
      to: B,
      days: [
        {
          date: A,
          codesGenerated: 3,
          codesRedeemed: 1,
          // c1 and c2 (made on A) are used, the third is not.
          redemptionRate: 2 / 3,
          medianMinutesToSpin: 5,
          wins: { normal: [0, 1, 0, 0, 0, 0], super: zeros },
          valueWon: '20.50',
          valueWonUnknown: 0,
          valuePaid: '0.00',
          depositsTotal: '100.00',
          focTotal: '15.00',
        },
        {
          date: B,
          codesGenerated: 1,
          codesRedeemed: 1,
          redemptionRate: 0,
          medianMinutesToSpin: 20,
          wins: { normal: zeros, super: [0, 0, 0, 0, 0, 1] },
          valueWon: '0.00',
          valueWonUnknown: 1,
          valuePaid: '20.50',
          depositsTotal: '40.00',
          focTotal: '6.00',
        },
      ],
      totals: {
        codesGenerated: 4,
        codesRedeemed: 2,
        redemptionRate: 0.5,
        medianMinutesToSpin: 12.5,
        wins: { normal: [0, 1, 0, 0, 0, 0], super: [0, 0, 0, 0, 0, 1] },
        valueWon: '20.50',
        valueWonUnknown: 1,
        valuePaid: '20.50',
        depositsTotal: '140.00',
        focTotal: '21.00',
      },
    });
  });

  it('says of a day what the day summary says', async () => {
    const stats = (await get(`/api/admin/stats?from=${A}&to=${B}`)).json<Stats>();
    for (const day of stats.days) {
      const summary = (await get(`/api/admin/day-summary?date=${day.date}`)).json<DaySummary>();
      expect(day).toMatchObject({
        codesGenerated: summary.codesGenerated,
        codesRedeemed: summary.codesRedeemed,
        redemptionRate: summary.redemptionRate,
        depositsTotal: summary.depositsTotal,
        focTotal: summary.focTotal,
      });
    }
  });

  it('defaults to the last 30 business days, today included, days without activity as zeros', async () => {
    const stats = (await get('/api/admin/stats')).json<Stats>();
    expect(stats.days).toHaveLength(30);
    expect(stats.to).toBe(B);
    expect(stats.from).toBe('2026-10-26');
    expect(stats.days[0]).toMatchObject({ date: '2026-10-26', codesGenerated: 0, redemptionRate: null });
    expect(stats.days[0]?.medianMinutesToSpin).toBeNull();
    expect(stats.totals.codesGenerated).toBe(4);
  });

  it('refuses a bad range with 400 naming the field', async () => {
    for (const [query, field] of [
      [`from=${B}&to=${A}`, 'from'],
      ['from=2025-01-01&to=2026-11-24', 'from'],
      ['from=2026-02-30', 'from'],
      ['to=soon', 'to'],
    ] as const) {
      const res = await get(`/api/admin/stats?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toContain(field);
    }
    expect((await t.app.inject({ url: '/api/admin/stats' })).statusCode).toBe(401);
  });

  it('exports the same figures as CSV, a row a day and a Total row, audited with the range', async () => {
    const res = await get(`/api/admin/export/stats.csv?from=${A}&to=${B}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="stats-${A}-${B}.csv"`);
    const [header, ...rows] = parseCsv(res.body).map((record) => record.cells);
    expect(header?.slice(0, 5)).toEqual([
      'Date',
      'Codes generated',
      'Codes redeemed',
      'Redemption rate (%)',
      'Median minutes to spin',
    ]);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows.map((row) => row[0])).toEqual([A, B, 'Total']);
    expect(rows.map((row) => row[column('Redemption rate (%)')])).toEqual(['66.7', '0.0', '50.0']);
    expect(rows.map((row) => row[column('Normal slot 2 wins')])).toEqual(['1', '0', '1']);
    expect(rows.map((row) => row[column('Super slot 6 wins')])).toEqual(['0', '1', '1']);
    expect(rows.map((row) => row[column('FOC')])).toEqual(['15.00', '6.00', '21.00']);
    expect(rows.map((row) => row[column('Value won')])).toEqual(['20.50', '0.00', '20.50']);
    expect(rows.map((row) => row[column('Wins without a value')])).toEqual(['0', '1', '1']);
    expect(rows.map((row) => row[column('Value paid')])).toEqual(['0.00', '20.50', '20.50']);
    const audited = (await t.app.db.select().from(auditLog)).filter((row) => row.action === 'export.stats');
    expect(audited.at(-1)?.details).toEqual({ from: A, to: B });
  });
});
