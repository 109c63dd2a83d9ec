import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim, ClaimList, Liability } from '#shared/api/claims';
import { auditLine } from '#shared/audit-words';
import { parseCsv } from '#shared/csv';
import {
  adminSession,
  createPromoCode,
  createWin,
  paymentBody,
  payWin,
  savePrizeValues,
  uniqueName,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog, claimPayments } from '../../db/schema';

describe('claims', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const pay = (drawId: number | string, payload: object = paymentBody()) =>
    t.app.inject({ method: 'POST', url: `/api/admin/claims/${drawId}/pay`, headers: admin.headers, payload });
  const voidIt = (paymentId: number | string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/payments/${paymentId}/void`,
      headers: admin.headers,
      payload,
    });
  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/admin/claims?${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ClaimList>();
  };
  const livePayments = (drawId: number) =>
    t.app.db
      .select()
      .from(claimPayments)
      .where(and(eq(claimPayments.drawId, drawId), isNull(claimPayments.voidedAt)));
  const lastAudit = async (action: string) =>
    (
      await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it('pays a win once: the second payment is 409 and the first one stands', async () => {
    const win = await createWin(admin);
    expect(win.payment).toBeNull();
    const first = await pay(
      win.drawId,
      paymentBody({ amount: 25.5, method: 'bank_transfer', note: 'ref 42' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const { claim } = first.json<{ claim: Claim }>();
    expect(claim.payment).toMatchObject({
      amount: '25.50',
      method: 'bank_transfer',
      note: 'ref 42',
      // The person who paid, by name (the test signs in as the owner).
      paidBy: 'Owner',
    });
    expect(claim.payment?.paidAt).toBe(t.clock.now().toISOString());

    const second = await pay(win.drawId, paymentBody({ amount: 99 }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'claim.paid', message: expect.any(String) as unknown });
    const rows = await livePayments(win.drawId);
    expect(rows.map((r) => r.amount)).toEqual(['25.50']);

    const entry = await lastAudit('claim.pay');
    expect(entry).toMatchObject({ actor: 'admin', target: win.customerName });
    expect(entry?.details).toMatchObject({ drawId: win.drawId, amount: '25.50', method: 'bank_transfer' });
    expect(auditLine(entry ?? { action: '', target: '', details: {} })).toBe(
      `Win paid: RM 25.50 by bank transfer, ${win.prizeName}, draw ${win.drawId} (ref 42)`,
    );
  });

  it('two operators paying one win at once give exactly one payment; the others get 409', async () => {
    const win = await createWin(admin);
    const other = await adminSession(t, '10.0.0.2');
    const answers = await Promise.all(
      [admin, other, admin, other, admin].map((who, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/claims/${win.drawId}/pay`,
          headers: who.headers,
          payload: paymentBody({ amount: 10 + i }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await livePayments(win.drawId)).toHaveLength(1);
    const paid = await list(`status=paid&customer=${encodeURIComponent(win.customerName)}`);
    expect(paid.items.map((c) => c.drawId)).toEqual([win.drawId]);
  });

  it('voids a payment with a reason, keeps it, and lets the win be paid again', async () => {
    const win = await createWin(admin);
    const paid = await payWin(admin, win.drawId, { amount: 30 });
    const paymentId = paid.payment?.id ?? 0;

    const noReason = await voidIt(paymentId, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toContain('reason');

    const voided = await voidIt(paymentId, { reason: 'Typed RM 30, paid RM 20' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<{ claim: Claim }>().claim.payment).toBeNull();
    const customer = encodeURIComponent(win.customerName);
    expect((await list(`status=unclaimed&customer=${customer}`)).items.map((c) => c.drawId)).toEqual([
      win.drawId,
    ]);
    const again = await voidIt(paymentId, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'claim.voided' });

    const repaid = await payWin(admin, win.drawId, { amount: 20 });
    expect(repaid.payment?.amount).toBe('20.00');
    expect(repaid.payment?.id).not.toBe(paymentId);
    // The voided payment stays, with why; the audit trail has both payments and the void.
    const all = await t.app.db.select().from(claimPayments).where(eq(claimPayments.drawId, win.drawId));
    expect(all.map((p) => [p.amount, p.voidReason, p.voidedAt !== null])).toEqual([
      ['30.00', 'Typed RM 30, paid RM 20', true],
      ['20.00', '', false],
    ]);
    const entry = await lastAudit('claim.void');
    expect(entry?.details).toMatchObject({ paymentId, amount: '30.00', reason: 'Typed RM 30, paid RM 20' });
    expect(auditLine(entry ?? { action: '', target: '', details: {} })).toBe(
      `Payment voided: RM 30.00 by cash, ${win.prizeName}, draw ${win.drawId}, reason: Typed RM 30, paid RM 20`,
    );
  });

  it('answers 404 for a draw or a payment that does not exist', async () => {
    const missing = await pay(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    const noPayment = await voidIt(2_000_000_000, { reason: 'no such' });
    expect(noPayment.statusCode).toBe(404);
  });

  it('refuses bad amounts, methods, notes and ids with 400 naming the field, never 5xx', async () => {
    const win = await createWin(admin);
    const cases: [object, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: '10' }, 'amount'],
      [{ amount: 10.001 }, 'amount'],
      [{ amount: 2_000_000 }, 'amount'],
      [{ amount: undefined }, 'amount'],
      [{ method: 'cheque' }, 'method'],
      [{ method: undefined }, 'method'],
      [{ method: 3 }, 'method'],
      [{ note: 'bell\u0007' }, 'note'],
      [{ note: 'x'.repeat(501) }, 'note'],
      [{ note: 'a\u202Eb' }, 'note'],
    ];
    for (const [override, field] of cases) {
      const res = await pay(win.drawId, { ...paymentBody(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(override)).toContain(field);
    }
    for (const id of ['abc', '0', '1e3', '0x10', '99999999999', '-1']) {
      const res = await pay(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json<{ message: string }>().message, id).toContain('drawId');
      const v = await voidIt(id, { reason: 'x' });
      expect(v.statusCode, id).toBe(400);
      expect(v.json<{ message: string }>().message, id).toContain('paymentId');
    }
    for (const query of [
      'status=lost',
      'startDate=2026-02-30',
      'page=0',
      'startDate=2026-02-02&endDate=2026-02-01',
    ]) {
      const res = await t.app.inject({ url: `/api/admin/claims?${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toMatch(/status|startDate|page/);
    }
    expect(await livePayments(win.drawId)).toHaveLength(0);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${win.drawId}/pay`,
      payload: paymentBody(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists unclaimed wins oldest first and paid ones newest payment first, by customer and dates', async () => {
    const customer = uniqueName('lister');
    const wins: Claim[] = [];
    for (let i = 0; i < 3; i++) {
      wins.push(await createWin(admin, { customerName: customer }));
      t.clock.advance(26 * 60 * 60 * 1000); // a business day and more between wins
      admin = await adminSession(t);
    }
    const q = `customer=${encodeURIComponent(customer.toUpperCase())}`;
    const unclaimed = await list(`status=unclaimed&${q}`);
    expect(unclaimed.items.map((c) => c.drawId)).toEqual(wins.map((w) => w.drawId));
    expect(unclaimed.total).toBe(3);
    await payWin(admin, wins[2]?.drawId ?? 0);
    t.clock.advance(60_000);
    await payWin(admin, wins[0]?.drawId ?? 0);
    expect((await list(`status=paid&${q}`)).items.map((c) => c.drawId)).toEqual([
      wins[0]?.drawId,
      wins[2]?.drawId,
    ]);
    expect((await list(q)).items.map((c) => c.drawId)).toEqual([wins[1]?.drawId]);
    // By the business date of the win.
    const day = (wins[1]?.drawnAt ?? '').slice(0, 10);
    const byDay = await list(`status=unclaimed&${q}&startDate=${day}&endDate=${day}`);
    expect(byDay.items.map((c) => c.drawId)).toEqual([wins[1]?.drawId]);
    expect((await list(`status=paid&${q}&startDate=${day}&endDate=${day}`)).total).toBe(0);
    // Paged.
    const page = await list(`status=paid&${q}&pageSize=1&page=2`);
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items.map((c) => c.drawId)).toEqual([wins[2]?.drawId]);
  });

  it('gives the liability figures of the rows the factories made, at the slots’ values', async () => {
    // A database of its own, so that the figures are only this test's rows.
    const own = await createTestApp();
    try {
      const boss = await adminSession(own);
      await savePrizeValues(boss, 'normal', [10, 20.5, null, 0, 1000, null]);
      await savePrizeValues(boss, 'super', [100, null, null, null, null, null]);
      const figures = async (who: ApiAdmin) => {
        const res = await own.app.inject({ url: '/api/admin/claims/liability', headers: who.headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<Liability>();
      };
      const empty = await figures(boss);
      expect(empty).toEqual({
        unpaid: { amount: '0.00', count: 0, unknown: 0 },
        paid: { amount: '0.00', count: 0, unknown: 0 },
        possible: { amount: '0.00', count: 0, unknown: 0 },
      });

      // Wins: normal 1 (10), normal 2 (20.50) twice, normal 3 (no value), super 1 (100).
      const a = await createWin(boss, { prizeType: 'normal', prizeId: 1 });
      const b = await createWin(boss, { prizeType: 'normal', prizeId: 2 });
      await createWin(boss, { prizeType: 'normal', prizeId: 2 });
      await createWin(boss, { prizeType: 'normal', prizeId: 3 });
      const d = await createWin(boss, { prizeType: 'super', prizeId: 1 });
      expect(b.slotValue).toBe('20.50');
      expect(d.slotValue).toBe('100.00');
      // Paid: a at 12.00 (not its value), d at 100; b paid then voided (unpaid again).
      await payWin(boss, a.drawId, { amount: 12 });
      await payWin(boss, d.drawId, { amount: 100 });
      const voided = await payWin(boss, b.drawId, { amount: 5 });
      const res = await own.app.inject({
        method: 'POST',
        url: `/api/admin/claims/payments/${voided.payment?.id ?? 0}/void`,
        headers: boss.headers,
        payload: { reason: 'wrong win' },
      });
      expect(res.statusCode).toBe(200);

      // Still possible: a live 3-use code on normal 5 (1000) used once, a live code on normal 6 (no
      // value), an expired one, a demo one, a used-up one.
      const live = await createPromoCode(boss, { prizeId: 5, usageLimit: 3 });
      await own.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code: live.code } });
      await createPromoCode(boss, { prizeId: 6 });
      await createPromoCode(boss, { prizeId: 5, isDemo: true });
      await createPromoCode(boss, { prizeId: 1, expirationHours: 1 });
      own.clock.advance(2 * 60 * 60 * 1000);
      const boss2 = await adminSession(own);
      expect(await figures(boss2)).toEqual({
        // b and its twin (2 × 20.50) and the normal-3 win (no value); the 3-use code's spin on normal 5.
        unpaid: { amount: '1041.00', count: 4, unknown: 1 },
        paid: { amount: '112.00', count: 2, unknown: 0 },
        // Two spins left on normal 5, one on normal 6.
        possible: { amount: '2000.00', count: 3, unknown: 1 },
      });

      // Ten dashboards reloading at once share the reads and get one set of figures; one asked after a
      // payment sees it, even while a read that started before the payment is still running.
      const together = await Promise.all(Array.from({ length: 10 }, () => figures(boss2)));
      expect(new Set(together.map((f) => JSON.stringify(f))).size).toBe(1);
      const inFlight = figures(boss2);
      await payWin(boss2, b.drawId, { amount: 20.5 });
      expect((await figures(boss2)).paid).toEqual({ amount: '132.50', count: 3, unknown: 0 });
      expect((await inFlight).paid.count).toBeGreaterThanOrEqual(2);
    } finally {
      await own.close();
    }
  });

  it('exports claims.csv with the view’s filters, formula-safe, audited', async () => {
    const customer = `=HYPERLINK(${uniqueName('x')})`;
    const first = await createWin(admin, { customerName: customer });
    const second = await createWin(admin, { customerName: customer });
    await payWin(admin, second.drawId, { amount: 7.5, method: 'credit', note: '+60 12 345' });
    const q = `customer=${encodeURIComponent(customer)}`;
    const get = (query: string) =>
      t.app.inject({ url: `/api/admin/export/claims.csv?${query}`, headers: admin.headers });

    const paid = await get(`status=paid&${q}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.headers['content-disposition']).toMatch(
      /^attachment; filename="claims-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = parseCsv(paid.body.replace(/^\uFEFF/, '')).map((r) => r.cells);
    expect(records[0]).toEqual([
      'Draw ID',
      'Won at',
      'Code',
      'Customer',
      'Prize type',
      'Prize slot',
      'Prize',
      'Slot value',
      'Status',
      'Days waiting',
      'Amount paid',
      'Method',
      'Note',
      'Paid at',
      'Paid by',
      'Person',
    ]);
    expect(records.slice(1)).toEqual([
      [
        String(second.drawId),
        expect.stringMatching(/\+08:00$/) as unknown,
        second.promoCode,
        `'${customer}`,
        'normal',
        '1',
        second.prizeName,
        '',
        'paid',
        '',
        '7.50',
        'credit',
        "'+60 12 345",
        expect.stringMatching(/\+08:00$/) as unknown,
        expect.stringMatching(/^session #\d+ from /) as unknown,
        'Owner',
      ],
    ]);
    const unclaimed = parseCsv((await get(`status=unclaimed&${q}`)).body.replace(/^\uFEFF/, ''));
    expect(unclaimed.slice(1).map((r) => [r.cells[0], r.cells[8], r.cells[9]])).toEqual([
      [String(first.drawId), 'unclaimed', '0'],
    ]);
    expect((await get('status=lost')).statusCode).toBe(400);
    const entry = await lastAudit('export.claims');
    expect(entry?.details).toMatchObject({ status: 'unclaimed', customer });
  });
});
