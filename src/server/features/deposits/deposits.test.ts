import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSession,
  createDeposit,
  createPromoCode,
  depositBody,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { deposits } from '../../db/schema';

describe('deposits', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  /** Sends a body as it is, for the refusals (valid deposits go through createDeposit). */
  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/deposits', headers: admin.headers, payload });
  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/admin/deposits/search?${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      customerCode: string;
      totalDeposit: string;
      foc15Percent: string;
      totalPrizeAmount: string;
      finalDeduction: string;
      deposits: { depositAmount: string; depositDate: string }[];
    }>();
  };

  it('records a deposit with the CUSTOMER / Customer defaults', async () => {
    const deposit = await createDeposit(admin, {
      customerCode: undefined,
      customerName: undefined,
      depositAmount: 50.5,
      depositDate: '2026-01-10',
    });
    expect(deposit).toMatchObject({
      customerCode: 'CUSTOMER',
      customerName: 'Customer',
      depositAmount: '50.50',
      depositDate: '2026-01-10',
      notes: '',
    });
  });

  it('refuses amounts that are not numbers greater than 0, and bad dates, storing nothing', async () => {
    const before = (await t.app.db.select().from(deposits)).length;
    for (const override of [
      { depositAmount: 0 },
      { depositAmount: -5 },
      { depositAmount: '10' },
      { depositAmount: 10.001 },
      { depositAmount: undefined },
      { depositDate: '2026-02-30' },
      { depositDate: '10/01/2026' },
      { depositDate: undefined },
      { notes: 'x'.repeat(501) },
    ]) {
      const res = await add({ ...depositBody(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await t.app.db.select().from(deposits)).length).toBe(before);
  });

  it('sums deposits in cents and derives FOC 15%, prize amount and final deduction', async () => {
    await t.app.settings.save('dev_general', 'customPrizeNames', ['FREE 10', 'FREE 5', 'C', 'D', 'E', 'F'], {
      ip: '127.0.0.1',
      adminSessionId: null,
    });
    for (const [amount, date] of [
      [0.1, '2026-01-14'],
      [0.2, '2026-01-15'],
      [100, '2026-01-15'],
      [33.33, '2026-01-16'],
    ] as const) {
      await createDeposit(admin, {
        customerCode: 'Mei77',
        customerName: 'Mei',
        depositAmount: amount,
        depositDate: date,
      });
    }
    // Codes created at 2026-01-15T04:00Z (the test clock) = business date 2026-01-15.
    for (const prizeId of [1, 2]) {
      await createPromoCode(admin, { customerName: 'mei77', prizeId, prizeType: 'normal', depositAmount: 0 });
    }

    const all = await search('customerCode=MEI77');
    // 0.10 + 0.20 + 100.00 + 33.33 = 133.63 exactly (floats would give 133.63000000000002).
    expect(all.totalDeposit).toBe('133.63');
    expect(all.foc15Percent).toBe('20.04'); // 20.0445 -> 20.04
    expect(all.totalPrizeAmount).toBe('15.00');
    expect(all.finalDeduction).toBe('5.04');
    expect(all.deposits.map((d) => d.depositDate)).toEqual([
      '2026-01-14',
      '2026-01-15',
      '2026-01-15',
      '2026-01-16',
    ]);

    const day = await search('customerCode=mei77&startDate=2026-01-15&endDate=2026-01-15');
    expect(day.totalDeposit).toBe('100.20');
    expect(day.foc15Percent).toBe('15.03');
    expect(day.totalPrizeAmount).toBe('15.00');
    expect(day.finalDeduction).toBe('0.03');

    // The search summary clamps at 0 when prizes exceed FOC.
    const small = await search('customerCode=mei77&startDate=2026-01-14&endDate=2026-01-14');
    expect(small).toMatchObject({
      totalDeposit: '0.10',
      foc15Percent: '0.02',
      totalPrizeAmount: '0.00',
      finalDeduction: '0.02',
    });
    const none = await search('customerCode=nobody');
    expect(none).toMatchObject({
      totalDeposit: '0.00',
      foc15Percent: '0.00',
      finalDeduction: '0.00',
      deposits: [],
    });
  });

  it('refuses a search without a customer code or with bad dates', async () => {
    for (const query of [
      '',
      'customerCode=',
      'customerCode=abc&startDate=2026-1-1',
      'customerCode=abc&startDate=2026-02-02&endDate=2026-02-01',
    ]) {
      const res = await t.app.inject({ url: `/api/admin/deposits/search?${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
