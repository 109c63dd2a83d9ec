// One prize value (docs/decisions/0044-one-prize-value.md): a slot is worth the value the operator set,
// else the number after FREE in its name (the product's rule), else it is unknown and said so. The promo table, the
// deposit search (prize amount and final deduction), claims, the liability, the day summary and the
// statistics all read that one rule, so they agree with each other and with the Generate form's preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim, Liability } from '#shared/api/claims';
import type { DaySummary } from '#shared/api/day-summary';
import type { DepositSummary } from '#shared/api/deposits';
import type { PrizeLists } from '#shared/api/prizes';
import type { PromoCodeList } from '#shared/api/promo';
import { formatCents, parseMoneyToCents } from '#shared/money';
import { depositPreview } from '#client/features/deposits/preview';
import type { Stats } from '#shared/api/stats';
import {
  adminSession,
  createPromoCode,
  createWin,
  savePrizeNames,
  uniqueName,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/** Slot 1: FREE 6 and no value; slot 3: no number, no value (unknown); slot 6: the jackpot, RM 888.00. */
const SUPER_NAMES = ['FREE 6', 'Diamond', 'Diamond Grand', 'Gold Grand', 'Supreme Grand', 'RM 888 JACKPOT'];
const SUPER_VALUES = [null, null, null, null, null, 888];

describe('one prize value', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    await savePrizeNames(admin, 'super', SUPER_NAMES, undefined, SUPER_VALUES);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const row = async (customer: string, code: string) => {
    const list = await get<PromoCodeList>(
      `/api/admin/promo-codes?customer=${encodeURIComponent(customer)}&pageSize=100`,
    );
    const item = list.items.find((i) => i.code === code);
    if (!item) throw new Error(`${code} is not listed`);
    return item;
  };
  const search = (customer: string) =>
    get<DepositSummary>(`/api/admin/deposits/search?customerCode=${encodeURIComponent(customer)}`);
  const spin = async (code: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('values each slot by the rule in the promo table: set value, else FREE n, else unknown (null)', async () => {
    const customer = uniqueName('table');
    const jackpot = await createPromoCode(admin, { customerName: customer, prizeType: 'super', prizeId: 6 });
    const free = await createPromoCode(admin, { customerName: customer, prizeType: 'super', prizeId: 1 });
    const unknown = await createPromoCode(admin, { customerName: customer, prizeType: 'super', prizeId: 3 });
    expect((await row(customer, jackpot.code)).prizeValue).toBe('888.00');
    expect((await row(customer, free.code)).prizeValue).toBe('6.00');
    expect((await row(customer, unknown.code)).prizeValue).toBeNull();
  });

  it('counts the same values in the deposit search: prize amount, its unknowns and the final deduction', async () => {
    const customer = uniqueName('foc');
    // RM 10,000 deposited: FOC 15% is RM 1,500.00.
    await createPromoCode(admin, {
      customerName: customer,
      prizeType: 'super',
      prizeId: 6,
      depositAmount: 10_000,
    });
    // Two uses of FREE 6: the code issues RM 12.00, as the Generate form says.
    await createPromoCode(admin, { customerName: customer, prizeType: 'super', prizeId: 1, usageLimit: 2 });
    await createPromoCode(admin, { customerName: customer, prizeType: 'super', prizeId: 3 });
    // A demo code pays nothing and counts nowhere.
    await createPromoCode(admin, { customerName: customer, prizeType: 'super', prizeId: 6, isDemo: true });
    const summary = await search(customer);
    expect(summary).toMatchObject({
      totalDeposit: '10000.00',
      foc15Percent: '1500.00',
      totalPrizeAmount: '900.00',
      prizeAmountUnknown: 1,
      finalDeduction: '600.00',
    });
  });

  it("the Generate form's preview says beforehand what the search, the table and the claim say after", async () => {
    const customer = uniqueName('preview');
    const lists = await get<PrizeLists>('/api/prizes');
    let existing = { deposit: 0, prize: 0, unknown: 0 };
    for (const [prizeId, uses, deposit] of [
      [6, 1, 10_000],
      [1, 3, 50],
      [3, 1, 0],
    ] as const) {
      const slot = lists.super[prizeId - 1];
      if (!slot) throw new Error(`no super slot ${prizeId}`);
      const preview = depositPreview({
        existingDepositCents: existing.deposit,
        newDepositCents: deposit * 100,
        existingPrizeCents: existing.prize,
        existingPrizeUnknown: existing.unknown,
        prizeName: slot.name,
        slotValue: slot.value,
        uses,
        isDemo: false,
      });
      const { code } = await createPromoCode(admin, {
        customerName: customer,
        prizeType: 'super',
        prizeId,
        usageLimit: uses,
        depositAmount: deposit,
      });
      const summary = await search(customer);
      expect(summary).toMatchObject({
        totalDeposit: formatCents(preview.totalDepositCents),
        foc15Percent: formatCents(preview.focCents),
        totalPrizeAmount: formatCents(preview.prizeCents),
        prizeAmountUnknown: preview.prizeUnknown,
        // The search clamps at zero where the preview shows the sign (the product's rule).
        finalDeduction: formatCents(Math.max(0, preview.finalDeductionCents)),
      });
      const each = (await row(customer, code)).prizeValue;
      expect(preview.issuedCents).toBe(each === null ? null : (parseMoneyToCents(each) ?? 0) * uses);
      await spin(code);
      const claims = await get<{ items: Claim[] }>(
        `/api/admin/claims?status=unclaimed&customer=${encodeURIComponent(customer)}`,
      );
      expect(claims.items.find((c) => c.promoCode === code)?.slotValue).toBe(each);
      existing = {
        deposit: preview.totalDepositCents,
        prize: preview.prizeCents,
        unknown: preview.prizeUnknown,
      };
    }
    // RM 10,050 deposited: FOC 1,507.50; 888 + 3 × 6 = 906 counted, slot 3 unknown.
    expect(existing).toEqual({ deposit: 1_005_000, prize: 90_600, unknown: 1 });
  });

  it('a customer whose every code has a value has no unknowns; one with none says so', async () => {
    const known = uniqueName('known');
    await createPromoCode(admin, { customerName: known, prizeType: 'super', prizeId: 1, depositAmount: 100 });
    expect(await search(known)).toMatchObject({
      totalPrizeAmount: '6.00',
      prizeAmountUnknown: 0,
      finalDeduction: '9.00',
    });
    const none = uniqueName('none');
    await createPromoCode(admin, { customerName: none, prizeType: 'super', prizeId: 2, depositAmount: 100 });
    expect(await search(none)).toMatchObject({
      totalPrizeAmount: '0.00',
      prizeAmountUnknown: 1,
      finalDeduction: '15.00',
    });
  });

  it('values the draws the same way in claims, the liability, the day summary and the statistics', async () => {
    const before = await get<Liability>('/api/admin/claims/liability');
    const dayBefore = await get<DaySummary>('/api/admin/day-summary');
    const statsBefore = await get<Stats>('/api/admin/stats');
    const wins: Claim[] = [];
    for (const prizeId of [6, 1, 3]) wins.push(await createWin(admin, { prizeType: 'super', prizeId }));
    expect(wins.map((w) => w.slotValue)).toEqual(['888.00', '6.00', null]);

    const after = await get<Liability>('/api/admin/claims/liability');
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(cents(after.unpaid.amount) - cents(before.unpaid.amount)).toBe(89_400);
    expect(after.unpaid.unknown - before.unpaid.unknown).toBe(1);

    const day = await get<DaySummary>('/api/admin/day-summary');
    expect(cents(day.valueWon) - cents(dayBefore.valueWon)).toBe(89_400);
    expect(day.valueWonUnknown - dayBefore.valueWonUnknown).toBe(1);

    const stats = await get<Stats>('/api/admin/stats');
    expect(cents(stats.totals.valueWon) - cents(statsBefore.totals.valueWon)).toBe(89_400);
    expect(stats.totals.valueWonUnknown - statsBefore.totals.valueWonUnknown).toBe(1);
  });

  it('a code is worth its slot now: a rename or a new value after generation moves the table, the deduction and the claim together', async () => {
    const customer = uniqueName('renamed');
    const { code } = await createPromoCode(admin, {
      customerName: customer,
      prizeType: 'super',
      prizeId: 4,
      depositAmount: 1_000,
    });
    expect((await row(customer, code)).prizeValue).toBeNull();
    expect((await search(customer)).finalDeduction).toBe('150.00');

    // Renamed to FREE 30 (no value): the name's number now.
    await savePrizeNames(admin, 'super', SUPER_NAMES.with(3, 'FREE 30'), undefined, SUPER_VALUES);
    expect((await row(customer, code)).prizeValue).toBe('30.00');
    expect(await search(customer)).toMatchObject({ totalPrizeAmount: '30.00', finalDeduction: '120.00' });

    // Given a value: the value, whatever the name says.
    await savePrizeNames(admin, 'super', SUPER_NAMES.with(3, 'FREE 30'), undefined, SUPER_VALUES.with(3, 45));
    expect((await row(customer, code)).prizeValue).toBe('45.00');
    expect(await search(customer)).toMatchObject({ totalPrizeAmount: '45.00', finalDeduction: '105.00' });
    await spin(code);
    const claims = await get<{ items: Claim[] }>(
      `/api/admin/claims?status=unclaimed&customer=${encodeURIComponent(customer)}`,
    );
    expect(claims.items.map((c) => c.slotValue)).toEqual(['45.00']);
    await savePrizeNames(admin, 'super', SUPER_NAMES, undefined, SUPER_VALUES);
  });
});
