import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DaySummary } from '#shared/api/day-summary';
import { BUILT_IN_PRIZE_NAMES } from '#shared/i18n/built-in-texts';
import { adminSession, createDeposit, createPromoCode, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

describe('GET /api/admin/day-summary', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const summary = async (query = '') => {
    const res = await t.app.inject({ url: `/api/admin/day-summary${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DaySummary>();
  };
  const redeem = async (code: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const HOUR = 3600_000;
  /** Moves the clock, and signs in again: a session does not outlive a jump of a day. */
  const at = async (iso: string) => {
    t.clock.set(new Date(iso));
    admin = await adminSession(t);
  };

  it('is empty on a day with nothing, with no rate to show', async () => {
    expect(await summary('?date=2025-12-31')).toEqual({
      date: '2025-12-31',
      codesGenerated: 0,
      codesRedeemed: 0,
      redemptionRate: null,
      depositsTotal: '0.00',
      focTotal: '0.00',
      valueWon: '0.00',
      valueWonUnknown: 0,
      prizes: [],
    });
  });

  it("counts the business day's codes, draws per slot, deposits and FOC, without demo codes or voided deposits", async () => {
    // The clock starts on 2026-01-15 12:00 at UTC+8; the day before gets a code redeemed today.
    await at('2026-01-14T10:00:00Z'); // 18:00 on the 14th, UTC+8
    const yesterday = await createPromoCode(admin, { prizeId: 6, prizeType: 'super' });
    await at('2026-01-14T16:30:00Z'); // 00:30 on the 15th, UTC+8
    const codes = [];
    for (const [prizeId, prizeType] of [
      [1, 'normal'],
      [1, 'normal'],
      [3, 'super'],
      [4, 'normal'],
    ] as const) {
      codes.push(await createPromoCode(admin, { prizeId, prizeType }));
    }
    await createPromoCode(admin, { isDemo: true });
    await redeem(codes[0]!.code);
    await redeem(codes[1]!.code);
    await redeem(codes[2]!.code);
    await redeem(yesterday.code);
    await createDeposit(admin, { depositAmount: 100.1, depositDate: '2026-01-15' });
    await createDeposit(admin, { depositAmount: 33.33, depositDate: '2026-01-15' });
    await createDeposit(admin, { depositAmount: 500, depositDate: '2026-01-14' });
    const voided = await createDeposit(admin, { depositAmount: 1000, depositDate: '2026-01-15' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${voided.id}/void`,
      headers: admin.headers,
      payload: { reason: 'duplicate' },
    });
    expect(res.statusCode).toBe(200);

    await at('2026-01-15T15:59:00Z'); // 23:59 on the 15th, UTC+8
    const today = await summary();
    expect(today).toMatchObject({
      date: '2026-01-15',
      codesGenerated: 4,
      codesRedeemed: 4,
      redemptionRate: 0.75,
      depositsTotal: '133.43',
      focTotal: '20.01',
    });
    // Spun in English, the default language: the built-in names as its readers see them.
    const { normal, super: superNames } = {
      normal: BUILT_IN_PRIZE_NAMES.normal.en,
      super: BUILT_IN_PRIZE_NAMES.super.en,
    };
    expect(today.prizes).toEqual([
      { prizeType: 'normal', slot: 1, prizeName: normal[0], count: 2 },
      { prizeType: 'super', slot: 3, prizeName: superNames[2], count: 1 },
      { prizeType: 'super', slot: 6, prizeName: superNames[5], count: 1 },
    ]);
    // A minute later it is the 16th: a new day with nothing in it yet.
    t.clock.advance(HOUR / 60);
    expect(await summary()).toMatchObject({ date: '2026-01-16', codesGenerated: 0, codesRedeemed: 0 });
    expect(await summary('?date=2026-01-14')).toMatchObject({
      codesGenerated: 1,
      codesRedeemed: 0,
      redemptionRate: 1,
      depositsTotal: '500.00',
      focTotal: '75.00',
    });
  });

  it('answers 401 without a session and 400 naming date for a bad date', async () => {
    expect((await t.app.inject({ url: '/api/admin/day-summary' })).statusCode).toBe(401);
    for (const date of ['2026-02-30', 'today', '15-01-2026', '1999-12-31']) {
      const res = await t.app.inject({ url: `/api/admin/day-summary?date=${date}`, headers: admin.headers });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message).toMatch(/date/);
    }
  });
});
