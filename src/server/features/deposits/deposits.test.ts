import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSession,
  createDeposit,
  createPromoCode,
  depositBody,
  type ApiAdmin,
} from '#tests/support/factories';
import type { DepositRecord, DepositSummary } from '#shared/api/deposits';
import { auditLine } from '#shared/audit-words';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { desc, eq } from 'drizzle-orm';
import { auditLog, deposits } from '../../db/schema';

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
    return res.json<DepositSummary>();
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

  it('records a deposit on its own (no code): 201 with the record, audited in words; 401 without a session', async () => {
    const body = depositBody({ depositAmount: 75.5, notes: 'cash at the counter' });
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(201);
    const { deposit } = res.json<{ success: true; deposit: DepositRecord }>();
    expect(deposit).toMatchObject({
      customerCode: body.customerCode,
      customerName: body.customerName,
      depositAmount: '75.50',
      depositDate: '2026-01-15',
      notes: 'cash at the counter',
      voidedAt: null,
    });
    // Listed by the search at once, counted in the totals.
    const summary = await search(`customerCode=${body.customerCode}`);
    expect(summary.deposits.map((d) => d.id)).toEqual([deposit.id]);
    expect(summary.totalDeposit).toBe('75.50');

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'deposit.create'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actor: 'admin', target: body.customerCode });
    expect(entry?.details).toMatchObject({ id: deposit.id, depositAmount: '75.50' });
    expect(auditLine(entry ?? { action: '', target: '', details: {} })).toBe(
      'Deposit recorded: RM 75.50, dated 2026-01-15',
    );

    const before = (await t.app.db.select().from(deposits)).length;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/deposits',
      payload: depositBody(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Admin login required', code: 'auth.required' });
    expect((await t.app.db.select().from(deposits)).length).toBe(before);
  });

  it('refuses amounts that are not numbers greater than 0, bad dates and bad names with 400 naming the field, storing nothing', async () => {
    const before = (await t.app.db.select().from(deposits)).length;
    for (const [override, field] of [
      [{ depositAmount: 0 }, 'depositAmount'],
      [{ depositAmount: -5 }, 'depositAmount'],
      [{ depositAmount: '10' }, 'depositAmount'],
      [{ depositAmount: 10.001 }, 'depositAmount'],
      [{ depositAmount: undefined }, 'depositAmount'],
      [{ depositDate: '2026-02-30' }, 'depositDate'],
      [{ depositDate: '10/01/2026' }, 'depositDate'],
      [{ depositDate: undefined }, 'depositDate'],
      [{ notes: 'x'.repeat(501) }, 'notes'],
      [{ customerCode: 'x'.repeat(101) }, 'customerCode'],
      [{ customerCode: 'Ali\u200BTan' }, 'customerCode'],
      [{ customerName: 'Ali\nTan' }, 'customerName'],
    ] as const) {
      const res = await add({ ...depositBody(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(override)).toContain(field);
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

  describe('corrections', () => {
    const patch = (id: number | string, payload: unknown, headers: Record<string, string> = admin.headers) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/deposits/${id}`,
        headers,
        payload: payload as object,
      });
    const voidIt = (id: number | string, payload: unknown, headers: Record<string, string> = admin.headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/deposits/${id}/void`,
        headers,
        payload: payload as object,
      });
    const auditOf = async (action: string) =>
      (await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id))).filter((r) => r.action === action);

    it('corrects amount, date and notes, keeping the old values in the audit log', async () => {
      const code = `FIX-${Date.now()}`;
      const first = await createDeposit(admin, {
        customerCode: code,
        depositAmount: 100,
        depositDate: '2026-03-01',
      });
      await createDeposit(admin, { customerCode: code, depositAmount: 50, depositDate: '2026-03-02' });
      const res = await patch(first.id, {
        depositAmount: 10.5,
        depositDate: '2026-03-03',
        notes: 'typo fixed',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().deposit).toMatchObject({
        id: first.id,
        depositAmount: '10.50',
        depositDate: '2026-03-03',
        notes: 'typo fixed',
        voidedAt: null,
      });
      expect(res.json().deposit.updatedAt).toEqual(expect.any(String));
      expect((await search(`customerCode=${code}`)).totalDeposit).toBe('60.50');
      const [entry] = await auditOf('deposit.update');
      expect(entry).toMatchObject({
        actor: 'admin',
        target: code,
        details: {
          id: first.id,
          before: { depositAmount: '100.00', depositDate: '2026-03-01', notes: '' },
          after: { depositAmount: '10.50', depositDate: '2026-03-03', notes: 'typo fixed' },
        },
      });
      // A partial correction changes only what it names.
      const notesOnly = await patch(first.id, { notes: '' });
      expect(notesOnly.json().deposit).toMatchObject({ depositAmount: '10.50', notes: '' });
    });

    it('voids with a required reason: kept and listed, left out of every sum, audited', async () => {
      const code = `VOID-${Date.now()}`;
      const kept = await createDeposit(admin, {
        customerCode: code,
        depositAmount: 200,
        depositDate: '2026-04-01',
      });
      const wrong = await createDeposit(admin, {
        customerCode: code,
        depositAmount: 1000,
        depositDate: '2026-04-01',
      });
      expect((await search(`customerCode=${code}`)).totalDeposit).toBe('1200.00');

      for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 'a\u0000b' }, { reason: 5 }]) {
        const res = await voidIt(wrong.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(/reason/);
      }
      const res = await voidIt(wrong.id, { reason: 'Entered twice' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().deposit).toMatchObject({
        id: wrong.id,
        voidReason: 'Entered twice',
        depositAmount: '1000.00',
      });
      expect(res.json().deposit.voidedAt).toEqual(expect.any(String));

      const summary = await search(`customerCode=${code}`);
      expect(summary.totalDeposit).toBe('200.00');
      expect(summary.foc15Percent).toBe('30.00');
      expect(summary.deposits.map((d) => d.id)).toEqual([kept.id, wrong.id]);
      expect(summary.deposits.find((d) => d.id === wrong.id)).toMatchObject({ voidReason: 'Entered twice' });

      const [entry] = await auditOf('deposit.void');
      expect(entry).toMatchObject({
        target: code,
        details: {
          id: wrong.id,
          reason: 'Entered twice',
          depositAmount: '1000.00',
          depositDate: '2026-04-01',
        },
      });
      // A voided record cannot be changed or voided again; the row is still there.
      expect((await voidIt(wrong.id, { reason: 'again' })).statusCode).toBe(409);
      const edit = await patch(wrong.id, { depositAmount: 1 });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toMatch(/void/);
      expect((await t.app.db.select().from(deposits)).some((d) => d.id === wrong.id)).toBe(true);
    });

    it('refuses bad corrections with a 4xx naming the field, and unknown ids with 404', async () => {
      const deposit = await createDeposit(admin, { depositAmount: 5, depositDate: '2026-05-01' });
      for (const [payload, field] of [
        [{}, /depositAmount, depositDate or notes/],
        [{ depositAmount: 0 }, /depositAmount/],
        [{ depositAmount: '5' }, /depositAmount/],
        [{ depositDate: '2026-02-30' }, /depositDate/],
        [{ notes: 'x'.repeat(501) }, /notes/],
        [{ notes: 'a\u0000' }, /notes/],
      ] as const) {
        const res = await patch(deposit.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(field);
      }
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await patch(id, { notes: 'x' })).statusCode, id).toBe(400);
        expect((await voidIt(id, { reason: 'x' })).statusCode, id).toBe(400);
      }
      expect((await patch(2_000_000_000, { notes: 'x' })).statusCode).toBe(404);
      expect((await voidIt(2_000_000_000, { reason: 'x' })).statusCode).toBe(404);
      expect((await patch(deposit.id, { notes: 'x' }, {})).statusCode).toBe(401);
      expect((await voidIt(deposit.id, { reason: 'x' }, {})).statusCode).toBe(401);
    });

    it('lets exactly one of a burst of concurrent voids win, and no edit land on a voided record', async () => {
      const deposit = await createDeposit(admin, { depositAmount: 70, depositDate: '2026-06-01' });
      const results = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) => voidIt(deposit.id, { reason: `void ${i}` })),
        ...Array.from({ length: 8 }, (_, i) => patch(deposit.id, { notes: `edit ${i}` })),
      ]);
      const voids = results.slice(0, 8).map((r) => r.statusCode);
      expect(voids.filter((s) => s === 200)).toHaveLength(1);
      expect(voids.filter((s) => s === 409)).toHaveLength(7);
      const [row] = await t.app.db.select().from(deposits).where(eq(deposits.id, deposit.id));
      const edits = (await auditOf('deposit.update')).filter((e) => e.details.id === deposit.id);
      // Every edit that succeeded happened before the void; its notes are what the row holds.
      expect(results.slice(8).filter((r) => r.statusCode === 200)).toHaveLength(edits.length);
      expect((await auditOf('deposit.void')).filter((e) => e.details.id === deposit.id)).toHaveLength(1);
      expect(row?.voidedAt).not.toBeNull();
    });
  });
});
