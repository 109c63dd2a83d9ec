// The customer page: GET /api/admin/customers/{name} gathers one customer's codes, deposits with their
// FOC summary, wins and payments, and the chats the operator named after them, each with what links to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerPage } from '#shared/api/customers';
import { drawReference } from '#shared/draw-reference';
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

describe('the customer page', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const page = (name: string) =>
    t.app.inject({ url: `/api/admin/customers/${encodeURIComponent(name)}`, headers: admin.headers });

  it("answers a customer's codes with uses and status, deposits with FOC, wins with payments, and chats", async () => {
    const name = '林美玲 Mei Ling';
    await createDeposit(admin, { customerCode: name, customerName: name, depositAmount: 200 });
    const threeUses = await createPromoCode(admin, { customerName: name, usageLimit: 3 });
    await t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code: threeUses.code } });
    const paid = await createWin(admin, { customerName: name });
    await payWin(admin, paid.drawId, { amount: 25, method: 'bank_transfer' });
    await createPromoCode(admin, { customerName: 'Someone else' });
    await t.app.db.insert(chatSessions).values({
      id: 'customer-page-chat',
      customerName: name,
      visitorName: 'Visitor',
      contact: '012-555 1234',
    });

    // Any case, as the lists search it.
    const res = await page('林美玲 MEI LING');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CustomerPage>();
    expect(body.name).toBe(name);
    const byCode = new Map(body.codes.map((c) => [c.code, c]));
    expect(body.codes).toHaveLength(2);
    expect(byCode.get(threeUses.code)).toMatchObject({
      id: threeUses.id,
      useCount: 1,
      usageLimit: 3,
      status: 'active',
    });
    expect(byCode.get(paid.promoCode)).toMatchObject({ useCount: 1, usageLimit: 1, status: 'used' });
    expect(body.deposits.totalDeposit).toBe('200.00');
    expect(body.deposits.foc15Percent).toBe('30.00');
    expect(body.deposits.deposits).toHaveLength(1);
    expect(body.wins).toHaveLength(2);
    const paidWin = body.wins.find((w) => w.drawId === paid.drawId);
    expect(paidWin).toMatchObject({
      promoCode: paid.promoCode,
      reference: drawReference(paid.drawId),
      payment: { amount: '25.00', method: 'bank_transfer' },
    });
    expect(body.wins.find((w) => w.promoCode === threeUses.code)?.payment).toBeNull();
    expect(body.chats).toEqual([
      expect.objectContaining({ sessionId: 'customer-page-chat', contact: '012-555 1234' }),
    ]);
  });

  it('answers the same as the deposit search for the deposits', async () => {
    const name = 'Deposit only customer';
    await createDeposit(admin, { customerCode: name, customerName: name, depositAmount: 120 });
    const res = await page(name);
    expect(res.statusCode, res.body).toBe(200);
    const search = await t.app.inject({
      url: `/api/admin/deposits/search?customerCode=${encodeURIComponent(name)}`,
      headers: admin.headers,
    });
    expect(res.json<CustomerPage>().deposits).toEqual(search.json());
    expect(res.json<CustomerPage>().codes).toEqual([]);
  });

  it('answers 404 JSON for nobody by that name', async () => {
    const res = await page('Nobody at all');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toMatch(/Nobody at all/);
  });

  it('refuses a name over 100 characters or with control characters, naming name', async () => {
    // 100 Chinese characters are 900 bytes in the URL: still the schema's to judge, not the router's.
    expect((await page('张'.repeat(100))).statusCode).toBe(404);
    for (const name of ['x'.repeat(101), '张'.repeat(101), 'a\u0000b', 'a\u0007b', 'a\nb']) {
      const res = await page(name);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^name\b/);
    }
  });

  it('is for operators only', async () => {
    const res = await t.app.inject({ url: '/api/admin/customers/Someone%20else' });
    expect(res.statusCode).toBe(401);
  });
});
