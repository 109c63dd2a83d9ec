// The codes table at the size of a real day, and a code's lifecycle after it is handed out: the table's
// status, batch and page-size filters (and the CSV that follows them), and voiding or extending a code or a
// whole batch, with who and why in the audit log and a voided code refused to visitors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminSession, createPromoCode, uniqueName, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { itOnPostgres } from '#tests/support/postgres-only';
import { parseCsv } from '#shared/csv';
import { auditLog, draws, promoBatches, promoCodes } from '../../db/schema';

const HOUR = 60 * 60 * 1000;

interface Row {
  id: number;
  code: string;
  status: string;
  batchId: number | null;
  useCount: number;
  usageLimit: number;
  expiresAt: string;
}

describe('the codes table and code lifecycle', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  let ip = 0;
  const nextIp = () => `198.19.0.${++ip}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
  const post = (url: string, payload: object | string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: typeof payload === 'string' ? { ...admin.headers, 'content-type': 'text/csv' } : admin.headers,
    });
  const rows = async (query: string): Promise<{ items: Row[]; total: number; pageSize: number }> => {
    const res = await get(`/api/admin/promo-codes?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const visitor = (path: 'validate-promo' | 'use-promo', code: string) =>
    t.app.inject({ method: 'POST', url: `/api/${path}`, payload: { code }, remoteAddress: nextIp() });
  const auditCount = async () => (await t.app.db.select().from(auditLog)).length;
  const codeRow = async (id: number) =>
    (await t.app.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0];
  const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

  /** A batch of `n` codes for one customer, each of `uses` spins: its id and its codes' ids. */
  async function batchOf(customer: string, n: number, uses = 1) {
    const csv = [
      'customerName,depositAmount,prizeSlot,wheel,usageLimit,expirationHours',
      ...Array.from({ length: n }, () => `${customer},,1,normal,${uses},24`),
    ].join('\n');
    const res = await post('/api/admin/promo-batches', csv);
    expect(res.statusCode, res.body).toBe(201);
    const { batchId } = res.json<{ batchId: number }>();
    const listed = await rows(`customer=${encodeURIComponent(customer)}&pageSize=100`);
    return { batchId, codes: listed.items.filter((r) => r.batchId === batchId) };
  }

  it('filters by status; the default view (no status) stays every code', async () => {
    const customer = uniqueName('statuses');
    const active = await createPromoCode(admin, { customerName: customer });
    const used = await createPromoCode(admin, { customerName: customer });
    expect((await visitor('use-promo', used.code)).statusCode).toBe(200);
    const scheduled = await createPromoCode(admin, { customerName: customer, validFrom: inHours(5) });
    // Expired: made 2 hours ago for 1 hour.
    const [expired] = await t.app.db
      .insert(promoCodes)
      .values({
        code: `EX${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        customerName: customer,
        prizeId: 1,
        prizeName: 'FREE 1',
        prizeType: 'normal',
        expirationHours: 1,
        expiresAt: new Date(t.clock.now().getTime() - HOUR),
        createdAt: new Date(t.clock.now().getTime() - 2 * HOUR),
      })
      .returning();
    const c = `customer=${encodeURIComponent(customer)}`;
    const codesOf = async (status: string) =>
      (await rows(`${c}&status=${status}`)).items.map((r) => r.code).sort();

    expect(await codesOf('active')).toEqual([active.code]);
    expect(await codesOf('used')).toEqual([used.code]);
    expect(await codesOf('scheduled')).toEqual([scheduled.code]);
    expect(await codesOf('expired')).toEqual([expired?.code]);
    expect(await codesOf('void')).toEqual([]);
    expect((await rows(`${c}&status=all`)).total).toBe(4);
    expect((await rows(c)).total).toBe(4);
    expect((await get(`/api/admin/promo-codes?status=gone`)).json()).toMatchObject({
      code: 'validation.field',
      params: { field: 'status' },
    });
  });

  it('pages at 10, 50 or 100 rows and refuses any other page size, naming pageSize', async () => {
    const customer = uniqueName('paging');
    await batchOf(customer, 60);
    const c = `customer=${encodeURIComponent(customer)}`;
    expect((await rows(`${c}&pageSize=50`)).items).toHaveLength(50);
    expect((await rows(`${c}&pageSize=50&page=2`)).items).toHaveLength(10);
    expect((await rows(`${c}&pageSize=100`)).items).toHaveLength(60);
    expect((await rows(c)).items).toHaveLength(10);
    for (const size of ['25', '1', '0', '101', '1000', 'ten', '50.5']) {
      const res = await get(`/api/admin/promo-codes?${c}&pageSize=${size}`);
      expect(res.statusCode, size).toBe(400);
      expect(res.json<{ message: string }>().message, size).toMatch(/pageSize/);
    }
  });

  it('filters by batch, and each row says its batch, uses and expiry', async () => {
    const customer = uniqueName('batch');
    const { batchId, codes } = await batchOf(customer, 3, 3);
    const single = await createPromoCode(admin, { customerName: customer });
    expect(codes).toHaveLength(3);
    const [first] = codes;
    expect((await visitor('use-promo', first?.code ?? '')).statusCode).toBe(200);
    const listed = await rows(`batchId=${batchId}&pageSize=50`);
    expect(listed.total).toBe(3);
    expect(listed.items.every((r) => r.batchId === batchId)).toBe(true);
    const spun = listed.items.find((r) => r.code === first?.code);
    expect(spun).toMatchObject({ useCount: 1, usageLimit: 3, status: 'active' });
    expect(spun?.expiresAt).toEqual(expect.any(String));
    const alone = (await rows(`customer=${encodeURIComponent(customer)}&status=all`)).items.find(
      (r) => r.code === single.code,
    );
    expect(alone?.batchId).toBeNull();
    expect((await get('/api/admin/promo-codes?batchId=abc')).statusCode).toBe(400);
  });

  it('voids a code: visitors are told it is no longer valid, its record and spins stay, audited with why', async () => {
    const customer = uniqueName('void');
    const { code, id } = await createPromoCode(admin, { customerName: customer, usageLimit: 3 });
    expect((await visitor('use-promo', code)).statusCode).toBe(200);
    const res = await post(`/api/admin/promo-codes/${id}/void`, { reason: 'Sent to the wrong customer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, code, status: 'void' });

    for (const path of ['validate-promo', 'use-promo'] as const) {
      const refused = await visitor(path, code);
      expect(refused.statusCode, path).toBe(410);
      expect(refused.json(), path).toMatchObject({
        message: 'This promo code is no longer valid',
        code: 'promo.void',
      });
    }
    const row = await codeRow(id);
    expect(row).toMatchObject({ useCount: 1, voidReason: 'Sent to the wrong customer' });
    expect(row?.voidedAt).toBeInstanceOf(Date);
    expect(row?.voidedBySession).toEqual(expect.any(Number));
    expect((await t.app.db.select().from(draws).where(eq(draws.promoCode, code))).length).toBe(1);
    const listed = await rows(`customer=${encodeURIComponent(customer)}&status=void`);
    expect(listed.items.map((r) => [r.code, r.status])).toEqual([[code, 'void']]);
    expect((await rows(`customer=${encodeURIComponent(customer)}&status=active`)).total).toBe(0);

    const [entry] = (await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'promo.void'))).filter(
      (e) => e.target === code,
    );
    expect(entry).toMatchObject({
      actor: 'admin',
      details: expect.objectContaining({
        reason: 'Sent to the wrong customer',
        adminSessionId: row?.voidedBySession,
      }),
    });
    // Voided once: a second void is refused, and writes nothing.
    const before = await auditCount();
    const again = await post(`/api/admin/promo-codes/${id}/void`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(await auditCount()).toBe(before);
  });

  it('extends a code, an expired one too: it works again until its new expiry, audited', async () => {
    const customer = uniqueName('extend');
    const { code, id } = await createPromoCode(admin, { customerName: customer, expirationHours: 1 });
    t.clock.advance(2 * HOUR);
    expect((await visitor('validate-promo', code)).statusCode).toBe(410);
    const expiresAt = inHours(48);
    const res = await post(`/api/admin/promo-codes/${id}/extend`, { expiresAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, code, status: 'active', expiresAt });
    expect((await visitor('validate-promo', code)).statusCode).toBe(200);
    expect((await codeRow(id))?.expiresAt.toISOString()).toBe(expiresAt);
    const [entry] = (
      await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'promo.extend'))
    ).filter((e) => e.target === code);
    expect(entry?.details).toMatchObject({ expiresAt, adminSessionId: expect.any(Number) });
  });

  it('voids and extends a whole batch: the codes not used up change, the used-up ones are counted as skipped', async () => {
    const customer = uniqueName('batchlife');
    const { batchId, codes } = await batchOf(customer, 4);
    expect((await visitor('use-promo', codes[0]?.code ?? '')).statusCode).toBe(200);

    const expiresAt = inHours(100);
    const extended = await post(`/api/admin/promo-batches/${batchId}/extend`, { expiresAt });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toEqual({ batchId, changed: 3, skippedUsedUp: 1, skippedVoided: 0 });
    const after = await rows(`batchId=${batchId}&status=all`);
    expect(after.items.filter((r) => r.expiresAt === expiresAt)).toHaveLength(3);

    expect(
      (await post(`/api/admin/promo-codes/${codes[1]?.id}/void`, { reason: 'one first' })).statusCode,
    ).toBe(200);
    const voided = await post(`/api/admin/promo-batches/${batchId}/void`, { reason: 'Campaign cancelled' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toEqual({ batchId, changed: 2, skippedUsedUp: 1, skippedVoided: 1 });
    expect((await rows(`batchId=${batchId}&status=void`)).total).toBe(3);
    expect((await rows(`batchId=${batchId}&status=used`)).total).toBe(1);
    for (const c of codes.slice(1)) expect((await visitor('use-promo', c.code)).statusCode).toBe(410);

    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'promo.batch_void'));
    expect(entries.at(-1)?.details).toMatchObject({
      batchId,
      reason: 'Campaign cancelled',
      changed: 2,
      skippedUsedUp: 1,
      adminSessionId: expect.any(Number),
    });
    const ext = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'promo.batch_extend'));
    expect(ext.at(-1)?.details).toMatchObject({ batchId, expiresAt, changed: 3 });
  });

  it('refuses a pending or unknown batch, and a voided code is not extended', async () => {
    const customer = uniqueName('pending');
    const { batchId, codes } = await batchOf(customer, 1);
    await t.app.db.update(promoBatches).set({ pending: true }).where(eq(promoBatches.id, batchId));
    const before = await auditCount();
    const pendingVoid = await post(`/api/admin/promo-batches/${batchId}/void`, { reason: 'x' });
    expect(pendingVoid.statusCode).toBe(409);
    expect(pendingVoid.json<{ message: string }>().message).toMatch(/batchId/);
    expect(
      (await post(`/api/admin/promo-batches/${batchId}/extend`, { expiresAt: inHours(5) })).statusCode,
    ).toBe(409);
    await t.app.db.update(promoBatches).set({ pending: false }).where(eq(promoBatches.id, batchId));
    expect((await post(`/api/admin/promo-batches/999999/void`, { reason: 'x' })).statusCode).toBe(404);
    expect((await post(`/api/admin/promo-codes/999999/void`, { reason: 'x' })).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);

    const id = codes[0]?.id ?? 0;
    expect((await post(`/api/admin/promo-codes/${id}/void`, { reason: 'gone' })).statusCode).toBe(200);
    const res = await post(`/api/admin/promo-codes/${id}/extend`, { expiresAt: inHours(5) });
    expect(res.statusCode).toBe(409);
  });

  it('refuses every bad input with a 4xx naming its field, and writes nothing', async () => {
    const customer = uniqueName('bad');
    const usedUp = await createPromoCode(admin, { customerName: customer });
    expect((await visitor('use-promo', usedUp.code)).statusCode).toBe(200);
    const fresh = await createPromoCode(admin, { customerName: customer });
    const { batchId } = await batchOf(customer, 1);
    const snapshot = async () => ({
      audit: await auditCount(),
      used: await codeRow(usedUp.id),
      fresh: await codeRow(fresh.id),
    });
    const before = await snapshot();

    const cases: [string, object, string][] = [
      [`/api/admin/promo-codes/${usedUp.id}/void`, { reason: 'late' }, 'id'],
      [`/api/admin/promo-codes/${usedUp.id}/extend`, { expiresAt: inHours(5) }, 'id'],
      [`/api/admin/promo-codes/${fresh.id}/extend`, { expiresAt: inHours(-1) }, 'expiresAt'],
      [`/api/admin/promo-codes/${fresh.id}/extend`, { expiresAt: inHours(168.5) }, 'expiresAt'],
      [`/api/admin/promo-codes/${fresh.id}/extend`, { expiresAt: 'tomorrow' }, 'expiresAt'],
      [`/api/admin/promo-codes/${fresh.id}/extend`, {}, 'expiresAt'],
      [`/api/admin/promo-codes/${fresh.id}/extend`, { expiresAt: '' }, 'expiresAt'],
      [`/api/admin/promo-batches/${batchId}/extend`, { expiresAt: '  ' }, 'expiresAt'],
      [`/api/admin/promo-batches/${batchId}/extend`, { expiresAt: inHours(200) }, 'expiresAt'],
      [`/api/admin/promo-codes/${fresh.id}/void`, { reason: 'x'.repeat(501) }, 'reason'],
      [`/api/admin/promo-codes/${fresh.id}/void`, { reason: 'bad\u0007bell' }, 'reason'],
      [`/api/admin/promo-codes/${fresh.id}/void`, { reason: 'two\nlines' }, 'reason'],
      [`/api/admin/promo-codes/${fresh.id}/void`, { reason: '   ' }, 'reason'],
      [`/api/admin/promo-codes/${fresh.id}/void`, {}, 'reason'],
      [`/api/admin/promo-batches/${batchId}/void`, { reason: 'x'.repeat(501) }, 'reason'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      const answer = res.json<{ message: string; params?: { field?: string } }>();
      expect(answer.params?.field ?? answer.message, `${url} ${JSON.stringify(body)}`).toMatch(
        new RegExp(`\\b${field}\\b`),
      );
    }
    // 168 hours from now exactly is the longest allowed.
    expect(
      (await post(`/api/admin/promo-codes/${fresh.id}/extend`, { expiresAt: inHours(168) })).statusCode,
    ).toBe(200);
    const after = await snapshot();
    expect(after.audit).toBe(before.audit + 1);
    expect(after.used).toEqual(before.used);
    expect({ ...after.fresh, expiresAt: null }).toEqual({ ...before.fresh, expiresAt: null });
  });

  it('the promo-codes CSV follows the status and batch filters', async () => {
    const customer = uniqueName('csv');
    const { batchId, codes } = await batchOf(customer, 3);
    expect((await visitor('use-promo', codes[0]?.code ?? '')).statusCode).toBe(200);
    const res = await get(`/api/admin/export/promo-codes.csv?batchId=${batchId}&status=active`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...records] = parseCsv(res.body.replace(/^\uFEFF/, '')).map((r) => r.cells);
    const codeAt = header?.indexOf('Code') ?? -1;
    expect(records.map((r) => r[codeAt]).sort()).toEqual(
      codes
        .slice(1)
        .map((c) => c.code)
        .sort(),
    );
    const batchAt = header?.indexOf('Batch') ?? -1;
    expect(batchAt).toBeGreaterThan(-1);
    expect(records.every((r) => r[batchAt] === String(batchId))).toBe(true);
    expect((await get(`/api/admin/export/promo-codes.csv?status=nope`)).statusCode).toBe(400);
  });

  itOnPostgres('a void racing spins of the same code ends one way: the spin or the void', async () => {
    for (let round = 0; round < 6; round++) {
      const { code, id } = await createPromoCode(admin, { customerName: uniqueName('race') });
      const spins = Array.from({ length: 8 }, () => visitor('use-promo', code));
      const voiding = post(`/api/admin/promo-codes/${id}/void`, { reason: 'race' });
      const [voidAnswer, ...spun] = await Promise.all([voiding, ...spins]);
      const won = spun.filter((r) => r.statusCode === 200).length;
      const row = await codeRow(id);
      const drawn = (await t.app.db.select().from(draws).where(eq(draws.promoCode, code))).length;
      if (voidAnswer.statusCode === 200) {
        expect(won, `round ${round}`).toBe(0);
        expect(row).toMatchObject({ useCount: 0, isUsed: false });
        expect(row?.voidedAt).toBeInstanceOf(Date);
        expect(drawn).toBe(0);
        expect(spun.every((r) => r.json<{ code: string }>().code === 'promo.void')).toBe(true);
      } else {
        expect(voidAnswer.statusCode, voidAnswer.body).toBe(409);
        expect(won, `round ${round}`).toBe(1);
        expect(row).toMatchObject({ useCount: 1, isUsed: true, voidedAt: null });
        expect(drawn).toBe(1);
      }
    }
  });
});
