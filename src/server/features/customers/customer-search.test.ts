// One search rule (q) in the three lists an operator searches: the promo table, Claims and the deposit
// search. A code exact or by its start (any case), a part of the customer's name (any case, any script),
// or a phone's digits (in the name, or in the contact of the chat the operator named after the customer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimList } from '#shared/api/claims';
import type { DepositSummary } from '#shared/api/deposits';
import type { PromoCodeList } from '#shared/api/promo';
import {
  adminSession,
  createDeposit,
  createPromoCode,
  createWin,
  payWin,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { chatSessions } from '../../db/schema';

describe('one search rule in the promo table, Claims and the deposit search', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  // Names of this file only (each test file has its own database).
  const visitor = 'Visitor phone';
  const chinese = '陈小明先生';
  const meng = 'Ah Meng';
  const digitsName = 'Kumar 012-777 8899';
  const wildcard = 'Tan 50%_off';
  let visitorCode = '';
  let chineseCode = '';
  let mengCode = '';
  let digitsCode = '';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    // Each of them won once: the claim, the code and a deposit of their own.
    for (const customerName of [visitor, chinese, meng, digitsName, wildcard]) {
      await createDeposit(admin, { customerCode: customerName, customerName, depositAmount: 100 });
    }
    visitorCode = (await createWin(admin, { customerName: visitor })).promoCode;
    chineseCode = (await createWin(admin, { customerName: chinese })).promoCode;
    mengCode = (await createWin(admin, { customerName: meng })).promoCode;
    digitsCode = (await createWin(admin, { customerName: digitsName })).promoCode;
    await createPromoCode(admin, { customerName: wildcard });
    // The operator named Ah Meng's conversation after him; he left his phone there.
    await t.app.db
      .insert(chatSessions)
      .values({ id: 'search-rule-chat-1', customerName: meng, contact: '+60 12-345 6789' });
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  const promoNames = async (text: string) =>
    (await get<PromoCodeList>(`/api/admin/promo-codes?${q(text)}&pageSize=100`)).items.map(
      (i) => i.customerName,
    );
  const claimNames = async (text: string, status = 'unclaimed') =>
    (await get<ClaimList>(`/api/admin/claims?status=${status}&${q(text)}&pageSize=100`)).items.map(
      (i) => i.customerName,
    );
  const depositSearch = (text: string) =>
    get<DepositSummary & { customers: string[] }>(`/api/admin/deposits/search?${q(text)}`);

  describe('by its code', () => {
    it('finds the code exactly or by its start, any case, in each list', async () => {
      for (const text of [visitorCode, visitorCode.toLowerCase(), visitorCode.slice(0, 5)]) {
        expect(await promoNames(text)).toContain(visitor);
        expect(await claimNames(text)).toEqual([visitor]);
        const found = await depositSearch(text);
        expect(found.customerCode).toBe(visitor);
        expect(found.deposits.map((d) => d.customerCode)).toEqual([visitor]);
      }
    });

    it("finds a win by the code on the customer's screenshot, paid or not", async () => {
      const win = await createWin(admin, { customerName: 'Screenshot customer' });
      expect(await claimNames(win.promoCode)).toEqual(['Screenshot customer']);
      await payWin(admin, win.drawId);
      expect(await claimNames(win.promoCode)).toEqual([]);
      expect(await claimNames(win.promoCode, 'paid')).toEqual(['Screenshot customer']);
    });
  });

  describe('by a part of the name', () => {
    it('finds "Visitor phone" by "Visitor", "visitor" and "phone"', async () => {
      for (const text of ['Visitor', 'visitor', 'PHONE', 'tor ph']) {
        expect(await promoNames(text)).toEqual([visitor]);
        expect(await claimNames(text)).toEqual([visitor]);
        const found = await depositSearch(text);
        expect(found.customerCode).toBe(visitor);
        expect(found.totalDeposit).toBe('100.00');
      }
    });

    it('finds a Chinese name by a part of it, in each list (under 3 characters: by its start)', async () => {
      for (const text of ['陈小', '陈小明', '小明先', '明先生']) {
        expect(await promoNames(text)).toEqual([chinese]);
        expect(await claimNames(text)).toEqual([chinese]);
        expect((await depositSearch(text)).customerCode).toBe(chinese);
      }
    });

    it("finds a customer's deposits by the first three letters of their name", async () => {
      const found = await depositSearch('Kum');
      expect(found.customerCode).toBe(digitsName);
      expect(found.deposits).toHaveLength(1);
      expect(found.totalDeposit).toBe('100.00');
      expect(found.customers).toEqual([digitsName]);
    });

    it('lists every customer a part matches, and sums only the first', async () => {
      for (const name of ['Lim Bee Lian', 'Lim Ah Kow']) {
        await createDeposit(admin, { customerCode: name, customerName: name, depositAmount: 10 });
      }
      const found = await depositSearch('lim');
      expect(found.customers).toEqual(['Lim Ah Kow', 'Lim Bee Lian']);
      expect(found.customerCode).toBe('Lim Ah Kow');
      expect(found.totalDeposit).toBe('10.00');
      // Under three characters, the start of a word of the name.
      expect((await depositSearch('Be')).customers).toEqual(['Lim Bee Lian']);
    });

    it('takes % and _ literally', async () => {
      expect(await promoNames('50%_')).toEqual([wildcard]);
      expect(await promoNames('%_o')).toEqual([wildcard]);
      // A wildcard would match every name.
      expect(await promoNames('_')).toEqual([]);
      expect(await promoNames('%')).toEqual([]);
      expect((await depositSearch('0%_')).customers).toEqual([wildcard]);
    });
  });

  describe("by a phone's digits", () => {
    it('finds the digits in the name, written with or without spaces and dashes', async () => {
      for (const text of ['0127778899', '012 777 8899', '777-8899']) {
        expect(await promoNames(text)).toEqual([digitsName]);
        expect(await claimNames(text)).toEqual([digitsName]);
        expect((await depositSearch(text)).customerCode).toBe(digitsName);
      }
    });

    it('finds the customer whose chat left that contact, local or international', async () => {
      for (const text of ['+60 12-345 6789', '012-345 6789', '3456789']) {
        expect(await promoNames(text)).toEqual([meng]);
        expect(await claimNames(text)).toEqual([meng]);
        expect((await depositSearch(text)).customerCode).toBe(meng);
      }
      expect(mengCode).not.toBe('');
      expect(chineseCode).not.toBe('');
      expect(digitsCode).not.toBe('');
    });
  });

  describe('the existing parameters still work', () => {
    it('keeps code and customer on the promo table, customer on Claims, customerCode on deposits', async () => {
      expect(
        (await get<PromoCodeList>(`/api/admin/promo-codes?code=${visitorCode.slice(0, 4)}`)).items.map(
          (i) => i.code,
        ),
      ).toContain(visitorCode);
      expect(
        (await get<PromoCodeList>(`/api/admin/promo-codes?customer=${encodeURIComponent(meng)}`)).items,
      ).toHaveLength(1);
      expect(await claimNames('', 'unclaimed')).toEqual(expect.arrayContaining([meng, chinese]));
      const byCustomer = await get<ClaimList>(`/api/admin/claims?customer=${encodeURIComponent(meng)}`);
      expect(byCustomer.items.map((i) => i.customerName)).toEqual([meng]);
      const exact = await get<DepositSummary>(
        `/api/admin/deposits/search?customerCode=${encodeURIComponent(meng)}`,
      );
      expect(exact.totalDeposit).toBe('100.00');
    });
  });

  describe('bad q', () => {
    it('refuses a q over 100 characters, or with control characters, naming q, in each list', async () => {
      for (const url of ['/api/admin/promo-codes', '/api/admin/claims', '/api/admin/deposits/search']) {
        for (const text of ['x'.repeat(101), 'a\u0000b', 'a\tb']) {
          const res = await t.app.inject({ url: `${url}?${q(text)}`, headers: admin.headers });
          expect(res.statusCode, `${url} ${res.body}`).toBe(400);
          expect(res.json<{ message: string }>().message).toMatch(/^q\b/);
        }
        const ok = await t.app.inject({ url: `${url}?${q('x'.repeat(100))}`, headers: admin.headers });
        expect(ok.statusCode, ok.body).toBe(200);
      }
    });

    it('refuses a deposit search with neither q nor customerCode', async () => {
      const res = await t.app.inject({ url: '/api/admin/deposits/search', headers: admin.headers });
      expect(res.statusCode).toBe(400);
    });
  });
});
