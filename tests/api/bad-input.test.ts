// Each request an attacker's run once answered 500 with, now a 400 naming the field; nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, promoCodes } from '#server/db/schema';
import { adminSession, depositBody, promoCodeBody, type ApiAdmin } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

describe('inputs that once reached the database and failed there', () => {
  let t: TestApp;
  let admin: ApiAdmin;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const cases: [string, string, string, unknown, RegExp][] = [
    ['anonymous', 'POST', '/api/validate-promo', { code: '\u0000' }, /^code cannot contain control/],
    ['anonymous', 'POST', '/api/use-promo', { code: 'AB\u0000CD' }, /^code cannot contain control/],
    ['anonymous', 'POST', '/api/use-promo', { code: '\uD800' }, /invalid Unicode/],
    [
      'admin',
      'POST',
      '/api/admin/generate-promo',
      promoCodeBody({ customerName: 'a\u0000' }),
      /customerName/,
    ],
    ['admin', 'POST', '/api/admin/deposits', depositBody({ customerCode: '\u0000' }), /customerCode/],
    ['admin', 'POST', '/api/admin/deposits', depositBody({ customerName: 'x\u0000y' }), /customerName/],
    ['admin', 'POST', '/api/admin/deposits', depositBody({ notes: 'n\u0000' }), /notes/],
    ['admin', 'POST', '/api/admin/deposits', depositBody({ depositDate: '0000-01-01' }), /depositDate/],
    ['admin', 'POST', '/api/admin/deposits', depositBody({ depositDate: '2101-01-01' }), /depositDate/],
    ['admin', 'GET', '/api/admin/promo-codes?customer=%00', undefined, /customer/],
    ['admin', 'GET', '/api/admin/promo-codes?startDate=0000-01-01', undefined, /startDate/],
    ['admin', 'GET', '/api/admin/promo-codes?endDate=0000-01-01', undefined, /endDate/],
    ['admin', 'GET', '/api/admin/promo-codes?page=1e300', undefined, /page/],
    ['admin', 'GET', '/api/admin/customers?q=%00', undefined, /^q/],
    ['admin', 'GET', '/api/admin/deposits/search?customerCode=%00', undefined, /customerCode/],
    [
      'admin',
      'GET',
      '/api/admin/deposits/search?customerCode=A&startDate=0000-01-01',
      undefined,
      /startDate/,
    ],
    ['admin', 'GET', '/api/admin/deposits/search?customerCode=A&endDate=0000-01-01', undefined, /endDate/],
    ['admin', 'DELETE', '/api/admin/promo-codes/2147483648', undefined, /^id must be a whole number/],
    ['admin', 'DELETE', '/api/admin/promo-codes/0x10', undefined, /^id must be a whole number/],
    ['anonymous', 'GET', '/api/draw-history?page=99999999999', undefined, /page/],
  ];

  it.each(cases)('%s %s %s → 400 naming the field', async (who, method, url, payload, message) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST' | 'DELETE',
      url,
      headers: who === 'admin' ? admin.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('stored none of them', async () => {
    expect(await t.app.db.select().from(promoCodes)).toHaveLength(0);
    expect(await t.app.db.select().from(deposits)).toHaveLength(0);
  });

  describe('money', () => {
    const deposit = (depositAmount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/deposits',
        headers: admin.headers,
        payload: depositBody({ depositAmount }),
      });

    it('refuses a single deposit above 1,000,000.00 and takes exactly that', async () => {
      const over = await deposit(1_000_000.01);
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe('depositAmount can be at most 1,000,000.00');
      expect((await deposit(1_000_000)).statusCode).toBe(201);
    });

    it("says 'at most 2 decimals' to float garbage such as 0.1 + 0.2", async () => {
      const res = await deposit(0.1 + 0.2);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('depositAmount can have at most 2 decimals');
    });

    it('refuses 1e309 (Infinity) as not a number, without a crash', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/deposits',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: '{"customerCode":"C","depositAmount":1e309,"depositDate":"2026-01-15"}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/depositAmount/);
    });

    it('bounds the deposit behind a generated code the same way', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/generate-promo',
        headers: admin.headers,
        payload: promoCodeBody({ depositAmount: 2_000_000 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('depositAmount can be at most 1,000,000.00');
    });
  });
});
