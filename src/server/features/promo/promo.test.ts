import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSession,
  createDeposit,
  createPromoCode,
  promoCodeBody,
  storedPromoCode,
  uniqueName,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { PROMO_MESSAGES } from '#shared/api/promo';
import { PROMO_GUESS_LIMIT, PROMO_GUESS_WINDOW_MS } from '#shared/promo-status';
import { BUILT_IN_PRIZE_NAMES } from '#shared/i18n/built-in-texts';
import { and, sql } from 'drizzle-orm';
import { promoFilterConditions } from '../../db/promo-filter';
import { auditLog, draws, promoCodes } from '../../db/schema';
import { itOnPostgres } from '#tests/support/postgres-only';

const HOUR = 60 * 60 * 1000;

describe('promo codes', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  let visitorIp = 0;
  /** Each visitor test uses its own IP so the guess limit of one test does not leak into another. */
  const nextIp = () => `198.18.0.${++visitorIp}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const validate = (code: unknown, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/validate-promo', payload: { code }, remoteAddress: ip });
  const use = (code: unknown, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code }, remoteAddress: ip });
  const promoCount = async () => (await t.app.db.select().from(promoCodes)).length;
  const drawRowsFor = async (code: string) =>
    (await t.app.db.select().from(draws)).filter((d) => d.promoCode === code).length;

  it('answers 401 on every admin route without a session', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/generate-promo'],
      ['GET', '/api/admin/promo-codes'],
      ['GET', '/api/admin/customers?q=a'],
      ['DELETE', '/api/admin/promo-codes/1'],
      ['POST', '/api/admin/deposits'],
      ['GET', '/api/admin/deposits/search?customerCode=abc'],
      ['DELETE', '/api/admin/clear-draw-history'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? promoCodeBody() : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Admin login required', code: 'auth.required' });
    }
  });

  it('generates 8-character codes without look-alikes, named by the server prize settings', async () => {
    const { code } = await createPromoCode(admin, {
      customerName: 'ali88',
      prizeId: 3,
      prizeType: 'super',
      depositAmount: 100,
      usageLimit: 1,
      expirationHours: 24,
      prizeName: 'whatever the client says',
    });
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    const [row] = await t.app.db
      .select()
      .from(promoCodes)
      .where((await import('drizzle-orm')).eq(promoCodes.code, code));
    expect(row).toMatchObject({
      customerName: 'ali88',
      prizeId: 3,
      prizeType: 'super',
      prizeName: BUILT_IN_PRIZE_NAMES.super.en[2],
      depositAmount: '100.00',
      usageLimit: 1,
      expirationHours: 24,
      isUsed: false,
    });
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 24 * HOUR);

    await t.app.settings.save('dev_general', 'customPrizeNames', ['A', 'B', 'C', 'D', 'E', 'FREE 10'], {
      ip: '127.0.0.1',
      adminSessionId: null,
    });
    const { code: normal } = await createPromoCode(admin, { prizeType: 'normal', prizeId: 6 });
    const list = await t.app.inject({ url: '/api/admin/promo-codes', headers: admin.headers });
    const item = (list.json().items as { code: string; prizeName: string; prizeValue: string | null }[]).find(
      (i) => i.code === normal,
    );
    expect(item).toMatchObject({ prizeName: 'FREE 10', prizeValue: '10.00' });
  });

  it('refuses every out-of-bounds field with 400 and stores nothing', async () => {
    const before = await promoCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ customerName: '' }, /Customer Name\/ID is required/],
      [{ customerName: '   ' }, /Customer Name\/ID is required/],
      [{ customerName: undefined }, /Customer Name\/ID is required/],
      [{ customerName: 'x'.repeat(101) }, /at most 100/],
      [{ prizeId: 0 }, /prizeId/],
      [{ prizeId: 7 }, /prizeId/],
      [{ prizeId: 2.5 }, /prizeId/],
      [{ prizeId: '3' }, /prizeId/],
      [{ prizeType: 'mega' }, /prizeType/],
      [{ expirationHours: 0 }, /Expiration/],
      [{ expirationHours: 169 }, /Expiration/],
      [{ expirationHours: 1.5 }, /Expiration/],
      [{ usageLimit: 0 }, /Usage limit/],
      [{ usageLimit: 11 }, /Usage limit/],
      [{ depositAmount: -1 }, /negative/],
      [{ depositAmount: 1.234 }, /2 decimals/],
      [{ depositAmount: 'ten' }, /depositAmount/],
      [{ isDemo: 'yes' }, /isDemo/],
    ];
    for (const [override, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/generate-promo',
        headers: admin.headers,
        payload: { ...promoCodeBody(), ...override },
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message, JSON.stringify(override)).toMatch(message);
    }
    // The bounds themselves are accepted.
    await createPromoCode(admin, { expirationHours: 1, usageLimit: 10 });
    await createPromoCode(admin, { expirationHours: 168, usageLimit: 1, depositAmount: 0 });
    expect(await promoCount()).toBe(before + 2);
  });

  it('validates a code trimmed and upper-cased, with distinct messages for empty, unknown, expired and used', async () => {
    const { code } = await createPromoCode(admin, { prizeId: 2, prizeType: 'normal', isDemo: false });
    const ok = await validate(`  ${code.toLowerCase()} `);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ code, prizeId: 2, prizeType: 'normal', isDemo: false });

    for (const empty of ['', '   ']) {
      const res = await validate(empty);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PROMO_MESSAGES.empty, code: 'promo.empty' });
    }
    expect((await validate(undefined)).statusCode).toBe(400);
    const unknown = await validate('ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PROMO_MESSAGES.unknown, code: 'promo.unknown' });

    expect((await use(code)).statusCode).toBe(200);
    const used = await validate(code);
    expect(used.statusCode).toBe(409);
    // With what it won (promo-redeem.test); the spin's own refusal is the plain one.
    expect(used.json()).toMatchObject({ code: 'promo.used' });
    expect(used.json<{ message: string }>().message).toMatch(/used/);
    expect((await use(code)).json()).toEqual({ message: PROMO_MESSAGES.used, code: 'promo.used' });

    const { code: soon } = await createPromoCode(admin, { expirationHours: 1 });
    t.clock.advance(HOUR + 1);
    const expired = await validate(soon);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: PROMO_MESSAGES.expired, code: 'promo.expired' });
    expect((await use(soon)).statusCode).toBe(410);
    expect(
      new Set([PROMO_MESSAGES.empty, PROMO_MESSAGES.unknown, PROMO_MESSAGES.expired, PROMO_MESSAGES.used])
        .size,
    ).toBe(4);
  });

  it('uses a one-use code exactly once under 200 concurrent spins', async () => {
    const { code } = await createPromoCode(admin, { usageLimit: 1, prizeId: 3, prizeType: 'super' });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => use(code, `203.0.113.${i % 250}`)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json()).toMatchObject({
      prizeName: BUILT_IN_PRIZE_NAMES.super.en[2],
      prizeId: 3,
      prizeType: 'super',
    });
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toMatch(/used/);
    }
    expect(await drawRowsFor(code)).toBe(1);
  });

  it('uses a three-use code exactly three times under 60 concurrent spins', async () => {
    const { code } = await createPromoCode(admin, { usageLimit: 3 });
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => use(code, `203.0.114.${i}`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await drawRowsFor(code)).toBe(3);
    const list = await t.app.inject({ url: '/api/admin/promo-codes?pageSize=100', headers: admin.headers });
    expect((list.json().items as { code: string }[]).find((i) => i.code === code)).toMatchObject({
      useCount: 3,
      isUsed: true,
      status: 'used',
    });
  });

  // The answer to a spin can be lost after the use was stored: a dropped connection, an instance that
  // stopped. The page asks again with the same spinId and is told what it won, not "used".
  describe('a spin asked again (spinId)', () => {
    const spin = (code: string, spinId: unknown, ip = nextIp()) =>
      t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code, spinId }, remoteAddress: ip });
    const spinIdA = 'pageA-spin-0123456789';

    it('answers the prize the spin won when the same spin asks again, and records one draw', async () => {
      const { code } = await createPromoCode(admin, { usageLimit: 1, prizeId: 4, prizeType: 'super' });
      const first = await spin(code, spinIdA);
      expect(first.statusCode).toBe(200);
      const again = await spin(code, spinIdA, nextIp());
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(first.json()).toMatchObject({ prizeId: 4, prizeType: 'super' });
      expect(await drawRowsFor(code)).toBe(1);
      // Another page's spin, or one that names none, is told the code is used.
      for (const other of [await spin(code, 'pageB-spin-0123456789'), await use(code)]) {
        expect(other.statusCode).toBe(409);
        expect(other.json<{ message: string }>().message).toMatch(/used/);
      }
    });

    it('answers a repeat on a code with uses left with the same prize, spending no second use', async () => {
      const { code } = await createPromoCode(admin, { usageLimit: 3, prizeId: 2 });
      const first = await spin(code, 'first-spin-0123456789');
      const again = await spin(code, 'first-spin-0123456789');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await drawRowsFor(code)).toBe(1);
      // Another spin is a new use.
      expect((await spin(code, 'second-spin-0123456789')).statusCode).toBe(200);
      expect(await drawRowsFor(code)).toBe(2);
    });

    // A page that retries while its first request is still in flight (a flaky phone network) sends the
    // same spin several times at once. On PostgreSQL each arrives on its own connection: all of them must
    // get the one draw's answer, and the code loses one use.
    it('spends one use and makes one draw when the same spin arrives ten times at once, every round', async () => {
      for (let round = 0; round < 20; round++) {
        const { code } = await createPromoCode(admin, { usageLimit: 5, prizeId: 5 });
        const spinId = `burst-${round}-spin-0123456789`;
        const results = await Promise.all(Array.from({ length: 10 }, () => spin(code, spinId)));
        expect(
          results.map((r) => r.statusCode),
          `round ${round}`,
        ).toEqual(Array.from({ length: 10 }, () => 200));
        const answers = new Set(results.map((r) => r.body));
        expect(answers.size, `round ${round}: one answer`).toBe(1);
        expect(await drawRowsFor(code), `round ${round}: draws`).toBe(1);
        const [row] = await t.app.db
          .select({ useCount: promoCodes.useCount })
          .from(promoCodes)
          .where(sql`${promoCodes.code} = ${code}`);
        expect(row?.useCount, `round ${round}: uses`).toBe(1);
      }
    });

    it('refuses a spinId that is not one, naming it', async () => {
      const { code } = await createPromoCode(admin, { usageLimit: 1 });
      for (const bad of [
        'short',
        'x'.repeat(65),
        'has space in it 0123',
        'bad\u0000nul-0123456789',
        42,
        null,
      ]) {
        const res = await spin(code, bad);
        expect(res.statusCode, String(bad)).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/spinId/);
      }
      expect(await drawRowsFor(code)).toBe(0);
    });
  });

  it('keeps a multi-use code usable until its limit', async () => {
    const { code } = await createPromoCode(admin, { usageLimit: 2 });
    expect((await use(code)).statusCode).toBe(200);
    expect((await validate(code)).statusCode).toBe(200);
    expect((await use(code)).statusCode).toBe(200);
    expect((await validate(code)).statusCode).toBe(409);
  });

  it('never uses up a demo code and keeps it out of the history', async () => {
    const { code } = await createPromoCode(admin, { isDemo: true, prizeId: 5 });
    expect((await validate(code)).json()).toMatchObject({ isDemo: true, prizeId: 5 });
    for (let i = 0; i < 3; i++) {
      const res = await use(code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ prizeId: 5 });
    }
    expect(await drawRowsFor(code)).toBe(0);
    expect((await validate(code)).statusCode).toBe(200);
  });

  it('stops validating a deleted code', async () => {
    const { code, id } = await createPromoCode(admin);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/promo-codes/${id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await validate(code)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/promo-codes/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/promo-codes/abc',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a used code: DELETE answers 409 and the deposit summary stays as it was', async () => {
    const customer = uniqueName('kept');
    await createDeposit(admin, {
      customerCode: customer,
      customerName: customer,
      depositAmount: 500,
      depositDate: '2026-01-15',
    });
    await t.app.settings.save(
      'dev_general',
      'customSuperPrizeNames',
      ['FREE 10', 'FREE 20', 'FREE 30', 'FREE 40', 'FREE 50', 'FREE 60'],
      { ip: '127.0.0.1', adminSessionId: null },
    );
    // Super prize 3 is FREE 30 in the names above.
    const superThree = { customerName: customer, prizeId: 3, prizeType: 'super' } as const;
    const { code: single } = await createPromoCode(admin, superThree);
    const { code: multi } = await createPromoCode(admin, { ...superThree, usageLimit: 3 });
    expect((await use(single)).statusCode).toBe(200);
    expect((await use(multi)).statusCode).toBe(200);
    const summary = async () =>
      (
        await t.app.inject({
          url: `/api/admin/deposits/search?customerCode=${customer}`,
          headers: admin.headers,
        })
      ).json<{
        totalPrizeAmount: string;
        finalDeduction: string;
      }>();
    const before = await summary();
    // Every use at the slot's value (docs/decisions/0044-one-prize-value.md): 30 + 3 × 30.
    expect(before.totalPrizeAmount).toBe('120.00');

    const list = await t.app.inject({
      url: `/api/admin/promo-codes?customer=${customer}`,
      headers: admin.headers,
    });
    const items = list.json<{ items: { id: number; code: string; status: string }[] }>().items;
    // The three-use code is still active after one spin, and its draw is part of the record all the same.
    expect(items.map((i) => i.status).sort()).toEqual(['active', 'used']);
    for (const item of items) {
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/promo-codes/${item.id}`,
        headers: admin.headers,
      });
      expect(del.statusCode).toBe(409);
      expect(del.json()).toEqual({
        message: 'This code has been used; its draw is part of the record',
        code: 'promo.used_kept',
      });
    }
    expect(await summary()).toEqual(before);
    expect(await drawRowsFor(single)).toBe(1);
    const deletes = (await t.app.db.select().from(auditLog)).filter(
      (e) => e.action === 'promo.delete' && [single, multi].includes(e.target),
    );
    expect(deletes).toHaveLength(0);
  });

  it.each([
    ['0x10', 'hex'],
    ['2147483648', 'above int4'],
    ['0', 'zero'],
    ['-1', 'negative'],
    ['1e3', 'exponent'],
    ['%20%207', 'spaces'],
  ])('refuses the id %s (%s) with 400 naming it', async (id) => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/promo-codes/${id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^id must be a whole number from 1 to 2147483647$/);
  });

  it(`answers 429 after ${PROMO_GUESS_LIMIT} wrong codes from one address in 10 minutes`, async () => {
    const ip = '192.0.2.200';
    const { code: real } = await createPromoCode(admin);
    // Codes that exist never count: a shared address of honest visitors is not blocked by its own spins.
    for (let i = 0; i < 200; i++) expect((await validate(real, ip)).statusCode).toBe(200);
    // A malformed code counts as a wrong guess, like an unknown one.
    expect((await validate('BAD\u0000CODE', ip)).statusCode).toBe(400);
    for (let i = 1; i < PROMO_GUESS_LIMIT; i++)
      expect((await validate(`GUESS${i}`, ip)).statusCode).toBe(404);
    const blocked = await validate(real, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many wrong codes from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(PROMO_GUESS_WINDOW_MS / 1000);
    expect((await use(real, ip)).statusCode).toBe(429);
    expect((await validate(real, '192.0.2.201')).statusCode).toBe(200);
    t.clock.advance(PROMO_GUESS_WINDOW_MS + 1000);
    expect((await validate(real, ip)).statusCode).toBe(200);
  });

  it(`answers at most ${PROMO_GUESS_LIMIT} of a burst of 300 concurrent wrong codes from one address`, async () => {
    const ip = '192.0.2.210';
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) => validate(`BURST${String(i).padStart(3, '0')}`, ip)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(PROMO_GUESS_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - PROMO_GUESS_LIMIT);
  });

  // Scale-out: the budget lives in PostgreSQL, so two instances share one count (CI runs this on PostgreSQL).
  itOnPostgres(
    'shares the guess budget between two instances on one database under a concurrent burst',
    async () => {
      const other = await t.secondInstance();
      const ip = '192.0.2.220';
      const results = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          (i % 2 === 0 ? t.app : other).inject({
            method: 'POST',
            url: '/api/validate-promo',
            payload: { code: `TWO${String(i).padStart(3, '0')}` },
            remoteAddress: ip,
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 404)).toHaveLength(PROMO_GUESS_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(300 - PROMO_GUESS_LIMIT);
    },
  );

  it('pages and filters the admin table in the database', async () => {
    const customer = uniqueName('pager');
    for (let i = 0; i < 23; i++) {
      t.clock.advance(1000);
      await createPromoCode(admin, { customerName: i % 2 === 0 ? customer : `${customer}-other` });
    }
    const page = async (query: string) => {
      const res = await t.app.inject({ url: `/api/admin/promo-codes?${query}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        items: { customerName: string; createdAt: string }[];
        total: number;
        page: number;
      }>();
    };
    const first = await page(`customer=${customer.toUpperCase()}&pageSize=10`);
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items.every((i) => i.customerName === customer)).toBe(true);
    const created = first.items.map((i) => i.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const second = await page(`customer=${customer}&page=2&pageSize=10`);
    expect(second.items).toHaveLength(2);

    const today = new Date(t.clock.now().getTime() + 8 * HOUR).toISOString().slice(0, 10);
    expect((await page(`startDate=${today}&endDate=${today}&customer=${customer}`)).total).toBe(12);
    expect((await page(`startDate=2000-01-01&endDate=2000-01-02`)).total).toBe(0);

    for (const bad of ['page=0', 'pageSize=101', 'startDate=2026-02-30', 'page=x']) {
      const res = await t.app.inject({ url: `/api/admin/promo-codes?${bad}`, headers: admin.headers });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  describe('the search by code (GET /api/admin/promo-codes?code=)', () => {
    /**
     * Codes written straight to the table: generated ones are random, and never hold the LIKE wildcards
     * (or the letters I, L, O, 0 and 1), so these cannot collide with codes other tests make.
     */
    const store = async (customerName: string, codes: string[]) => {
      for (const code of codes) {
        t.clock.advance(1000);
        await t.app.db.insert(promoCodes).values(storedPromoCode(code, customerName, t.clock.now()));
      }
    };
    const search = async (query: Record<string, string>) => {
      const res = await t.app.inject({
        url: `/api/admin/promo-codes?${new URLSearchParams(query).toString()}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json<{ items: { code: string }[]; total: number }>();
      return { codes: list.items.map((i) => i.code), total: list.total };
    };

    it('finds the code equal to it or starting with it, in any case, with the other filters and paging', async () => {
      const customer = uniqueName('search');
      await store(customer, ['LOOK1AB', 'LOOK1ABC', 'LOOK1XY']);
      await store(`${customer}-other`, ['LOOK1AXE', 'XLOOK1AB']);

      // Exact: the code itself, in any case (and the longer code it starts).
      expect(await search({ code: 'look1abc' })).toEqual({ codes: ['LOOK1ABC'], total: 1 });
      expect(await search({ code: 'Look1Ab' })).toEqual({ codes: ['LOOK1ABC', 'LOOK1AB'], total: 2 });
      // Prefix, newest first; a code that only contains it (XLOOK1AB) is not a match.
      expect(await search({ code: 'LOOK1' })).toEqual({
        codes: ['LOOK1AXE', 'LOOK1XY', 'LOOK1ABC', 'LOOK1AB'],
        total: 4,
      });
      // With the customer filter, and paged within the search.
      expect(await search({ code: 'look1a', customer })).toEqual({
        codes: ['LOOK1ABC', 'LOOK1AB'],
        total: 2,
      });
      // Page sizes are 10, 50 or 100 (promo-lifecycle.test.ts): a second page of 10 holds nothing of 3.
      expect(await search({ code: 'look1', customer, pageSize: '10', page: '2' })).toEqual({
        codes: [],
        total: 3,
      });
      const today = new Date(t.clock.now().getTime() + 8 * HOUR).toISOString().slice(0, 10);
      expect((await search({ code: 'look1', startDate: today, endDate: today })).total).toBe(4);
      expect((await search({ code: 'look1', startDate: '2000-01-01', endDate: '2000-01-02' })).total).toBe(0);
      // Nothing matches: an empty page, not an error; blank is no filter at all.
      expect(await search({ code: 'LOOK1Q' })).toEqual({ codes: [], total: 0 });
      expect((await search({ code: '  ', customer })).total).toBe(3);
      // Trimmed like every text field.
      expect((await search({ code: ' look1ab ' })).total).toBe(2);
    });

    it('takes %, _ and \\ in the search literally, not as LIKE wildcards', async () => {
      await store(uniqueName('wild'), [
        'WILD1%AB',
        'WILD1XAB',
        'WILD1_CD',
        'WILD1YCD',
        'WILD1\\EF',
        'WILD1ZEF',
      ]);
      expect(await search({ code: 'wild1%' })).toEqual({ codes: ['WILD1%AB'], total: 1 });
      expect(await search({ code: 'wild1_' })).toEqual({ codes: ['WILD1_CD'], total: 1 });
      expect(await search({ code: 'wild1\\' })).toEqual({ codes: ['WILD1\\EF'], total: 1 });
      expect(await search({ code: '%' })).toEqual({ codes: [], total: 0 });
      expect(await search({ code: '_' })).toEqual({ codes: [], total: 0 });
      // A literal _ is not "any one character": nothing is WILD1%A followed by an underscore.
      expect(await search({ code: 'WILD1%A_' })).toEqual({ codes: [], total: 0 });
      expect(await search({ code: 'WILD1%A' })).toEqual({ codes: ['WILD1%AB'], total: 1 });
    });

    it('is served by the index on lower(code), on PGlite and PostgreSQL alike', async () => {
      // The table is small here, so the planner is told to avoid a sequential scan when it can: without a
      // usable index it still has to scan (and says so), with one it takes the index.
      const plan = await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const where = and(...promoFilterConditions({ code: 'look1' }));
        // Both drivers answer { rows }, as hot-statements.ts reads them.
        const result = await tx.execute(sql`explain select id from promo_codes where ${where}`);
        return (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('promo_codes_code_lower_idx');
      expect(plan).not.toContain('Seq Scan');
    });

    it('refuses a bad search with 400 naming the field, never a 5xx', async () => {
      for (const bad of [
        'code=' + 'A'.repeat(65),
        'code=AB%00CD',
        'code=AB%E2%80%8BCD',
        'code=AB%0ACD',
        'code=%E2%80%AEDCBA',
        'code=A&code=B',
      ]) {
        const res = await t.app.inject({ url: `/api/admin/promo-codes?${bad}`, headers: admin.headers });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().message, bad).toMatch(/\bcode\b/);
      }
    });
  });

  it('suggests at most 8 distinct customers with their code counts', async () => {
    for (let i = 0; i < 10; i++) await createPromoCode(admin, { customerName: `suggest-${i}` });
    await createPromoCode(admin, { customerName: 'suggest-1' });
    const res = await t.app.inject({ url: '/api/admin/customers?q=SUGGEST', headers: admin.headers });
    const items = res.json().items as { name: string; count: number }[];
    expect(items).toHaveLength(8);
    expect(items[0]).toEqual({ name: 'suggest-1', count: 2 });
    expect(new Set(items.map((i) => i.name)).size).toBe(8);
  });

  it('writes generations, deletions and redemptions to the audit log', async () => {
    const { code } = await createPromoCode(admin);
    await use(code, '192.0.2.77');
    // In the order written (a table scan gives rows in no particular order on PostgreSQL).
    const rows = (await t.app.db.select().from(auditLog).orderBy(auditLog.id)).filter(
      (r) => r.target === code,
    );
    expect(rows.map((r) => [r.actor, r.action])).toEqual([
      ['admin', 'promo.generate'],
      ['visitor', 'promo.redeem'],
    ]);
    expect(rows[1]?.ip).toBe('192.0.2.77');
  });
});
