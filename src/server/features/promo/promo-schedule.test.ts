// A scheduled start, on the injected clock: before it a code is refused as not active yet with the time it
// starts in UTC+8, after it the code works; the admin table says Scheduled. A batch takes its start from
// ?validFrom=, and a batch still going in (pending) cannot be spun or listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PromoCodeList } from '#shared/api/promo';
import type { BatchList } from '#shared/api/promo-batches';
import { parseCsv } from '#shared/csv';
import { adminSession, createPromoCode, storedPromoCode, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { deposits, draws, promoBatches, promoCodes } from '../../db/schema';
import { deleteAbandonedBatches, insertBatch } from './promo-batches.repository';

const HOUR = 60 * 60 * 1000;

describe('a scheduled start', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const visitor = (path: string, code: string) =>
    t.app.inject({ method: 'POST', url: `/api/${path}`, payload: { code } });
  const listed = async (customer: string) =>
    (
      await t.app.inject({
        url: `/api/admin/promo-codes?customer=${encodeURIComponent(customer)}`,
        headers: admin.headers,
      })
    ).json<PromoCodeList>().items;
  const drawsOf = async (code: string) =>
    (await t.app.db.select().from(draws).where(eq(draws.promoCode, code))).length;

  it('refuses a code before its start with the time it starts in UTC+8, and spins it after', async () => {
    // 2 hours from now on the injected clock, said in UTC+8 as the operator typed it.
    const start = new Date(t.clock.now().getTime() + 2 * HOUR);
    const startText = new Date(start.getTime() + 8 * HOUR).toISOString().slice(0, 19) + '+08:00';
    const { code } = await createPromoCode(admin, {
      customerName: 'Scheduled Sam',
      validFrom: startText,
      expirationHours: 24,
    });

    const [item] = await listed('Scheduled Sam');
    expect(item?.status).toBe('scheduled');
    expect(item?.validFrom).toBe(start.toISOString());
    // The hours count from the start: a code scheduled ahead still has them once it works.
    expect(item?.expiresAt).toBe(new Date(start.getTime() + 24 * HOUR).toISOString());

    for (const path of ['validate-promo', 'use-promo']) {
      const early = await visitor(path, code);
      expect(early.statusCode).toBe(403);
      const wall = startText.slice(11, 16);
      expect(early.json()).toEqual({
        message: expect.stringMatching(
          new RegExp(`^This promo code is not active yet\\. It starts on .*${wall}.*\\(UTC\\+8\\)\\.$`),
        ),
        code: 'promo.not_active',
        params: { startsAt: start.toISOString() },
      });
    }
    expect(await drawsOf(code)).toBe(0);

    t.clock.advance(2 * HOUR - 1000);
    expect((await visitor('validate-promo', code)).statusCode).toBe(403);
    t.clock.advance(1000);
    expect((await visitor('validate-promo', code)).statusCode).toBe(200);
    expect((await visitor('use-promo', code)).statusCode).toBe(200);
    expect(await drawsOf(code)).toBe(1);
    expect((await listed('Scheduled Sam'))[0]?.status).toBe('used');
  });

  it('shows a code without a start as it always was, Active at once', async () => {
    const { code } = await createPromoCode(admin, { customerName: 'Plain Pat' });
    const [item] = await listed('Plain Pat');
    expect(item).toMatchObject({ status: 'active', validFrom: null });
    expect((await visitor('validate-promo', code)).statusCode).toBe(200);
  });

  it('refuses a start that is not a date and time with its offset, naming validFrom', async () => {
    for (const validFrom of [
      'tomorrow',
      '2026-11-28T10:00',
      '2026-02-30T10:00:00+08:00',
      '1999-12-31T10:00:00Z',
      12,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/generate-promo',
        headers: admin.headers,
        payload: {
          customerName: 'Bad Start',
          prizeId: 1,
          prizeType: 'normal',
          expirationHours: 24,
          usageLimit: 1,
          validFrom,
        },
      });
      expect(res.statusCode, String(validFrom)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('validFrom');
    }
    expect(await listed('Bad Start')).toEqual([]);
  });

  it('schedules a whole batch from ?validFrom=, in its codes, its file and its list entry', async () => {
    const start = new Date(t.clock.now().getTime() + 3 * HOUR);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/promo-batches?validFrom=${encodeURIComponent(start.toISOString())}`,
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: 'customerName,expirationHours\nBatch Bea,5\nBatch Bo,5\n',
    });
    expect(created.statusCode).toBe(201);
    const { batchId } = created.json<{ batchId: number }>();

    const file = await t.app.inject({
      url: `/api/admin/promo-batches/${batchId}/codes.csv`,
      headers: admin.headers,
    });
    const [header, ...rows] = parseCsv(file.body).map((record) => record.cells);
    expect(header?.at(-1)).toBe('Valid from (UTC+8)');
    expect(rows).toHaveLength(2);
    const startInUtc8 = new Date(start.getTime() + 8 * HOUR).toISOString().replace('Z', '+08:00');
    for (const row of rows) expect(row.at(-1)).toBe(startInUtc8);

    const list = (
      await t.app.inject({ url: '/api/admin/promo-batches', headers: admin.headers })
    ).json<BatchList>();
    expect(list.items.find((b) => b.id === batchId)?.validFrom).toBe(start.toISOString());
    const [bea] = await listed('Batch Bea');
    expect(bea).toMatchObject({ status: 'scheduled', validFrom: start.toISOString() });
    expect(bea?.expiresAt).toBe(new Date(start.getTime() + 5 * HOUR).toISOString());

    const code = rows[0]?.[1] ?? '';
    expect((await visitor('use-promo', code)).statusCode).toBe(403);
    t.clock.advance(3 * HOUR);
    expect((await visitor('use-promo', code)).statusCode).toBe(200);
  });

  it('refuses a bad ?validFrom= for a batch, naming it, and makes nothing', async () => {
    const before = (await t.app.db.select().from(promoBatches)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-batches?validFrom=next%20week',
      headers: admin.headers,
      payload: { rows: [{ customerName: 'Never Made' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('validFrom');
    expect((await t.app.db.select().from(promoBatches)).length).toBe(before);
  });

  it('keeps the codes of a batch still going in from spins and lists; a stop leaves nothing after start-up', async () => {
    const now = t.clock.now();
    const [batch] = await t.app.db
      .insert(promoBatches)
      .values({ count: 1, ip: '127.0.0.1', createdAt: now, pending: true })
      .returning({ id: promoBatches.id });
    const batchId = batch?.id ?? 0;
    await t.app.db.insert(promoCodes).values({ ...storedPromoCode('PENDNG23', 'Pending Pia', now), batchId });

    const refused = await visitor('validate-promo', 'PENDNG23');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'This promo code is not active yet.',
      code: 'promo.not_active',
    });
    expect((await visitor('use-promo', 'PENDNG23')).statusCode).toBe(403);
    expect(await listed('Pending Pia')).toEqual([]);
    const list = (
      await t.app.inject({ url: '/api/admin/promo-batches', headers: admin.headers })
    ).json<BatchList>();
    expect(list.items.some((b) => b.id === batchId)).toBe(false);
    expect(
      (await t.app.inject({ url: `/api/admin/promo-batches/${batchId}/codes.csv`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);

    // Another instance may be generating it right now: only one pending for a while is taken as cut short.
    expect(await deleteAbandonedBatches(t.app.db, new Date(now.getTime() - HOUR))).toBe(0);
    expect(await deleteAbandonedBatches(t.app.db, new Date(now.getTime() + 1))).toBe(1);
    expect(await t.app.db.select().from(promoCodes).where(eq(promoCodes.batchId, batchId))).toEqual([]);
    expect(await t.app.db.select().from(promoBatches).where(eq(promoBatches.id, batchId))).toEqual([]);
  });

  it('leaves nothing of a batch that fails on the way', async () => {
    const now = t.clock.now();
    await t.app.db.insert(promoCodes).values(storedPromoCode('TAKEN234', 'Taken Tom', now));
    const batchesBefore = (await t.app.db.select().from(promoBatches)).length;
    const codesBefore = (await t.app.db.select().from(promoCodes)).length;
    const depositsBefore = (await t.app.db.select().from(deposits)).length;
    const values = {
      customerName: 'Unlucky Una',
      prizeId: 1,
      prizeName: 'FREE 1',
      prizeType: 'normal' as const,
      expirationHours: 24,
      expiresAt: new Date(now.getTime() + 24 * HOUR),
      createdAt: now,
      deposit: {
        customerCode: 'Unlucky Una',
        customerName: 'Unlucky Una',
        depositAmount: '10.00',
        depositDate: '2026-01-15',
        createdAt: now,
      },
    };
    const fresh = ['FRESH234', 'FRESH235'];
    // Fresh codes for the first rows, then only the taken one: the third row can never go in.
    const draw = () => fresh.shift() ?? 'TAKEN234';
    await expect(
      insertBatch(
        t.app.db,
        [values, values, values],
        draw,
        { actor: 'admin', at: now, ip: '127.0.0.1', adminSessionId: null },
        {
          validFrom: null,
          details: {},
        },
      ),
    ).rejects.toThrow(/could not find free promo codes/);
    expect((await t.app.db.select().from(promoBatches)).length).toBe(batchesBefore);
    expect((await t.app.db.select().from(promoCodes)).length).toBe(codesBefore);
    // The deposits its rows typed went with it.
    expect((await t.app.db.select().from(deposits)).length).toBe(depositsBefore);
  });
});
