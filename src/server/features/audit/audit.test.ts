import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActions, AuditLog } from '#shared/api/audit';
import { adminSession, createDeposit, createPromoCode, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

describe('the audit log', () => {
  let t: TestApp;
  let admin: ApiAdmin;

  /** Moves the clock and signs in again (a session lasts 8 hours; the login is an entry too). */
  async function setClock(iso: string) {
    t.clock.set(new Date(iso));
    admin = await adminSession(t);
  }

  beforeAll(async () => {
    t = await createTestApp();
    // Business dates (UTC+8): four entries on 2026-02-01, three on 2026-02-02, one each on 02-03 and 02-04.
    await setClock('2026-01-31T16:00:00.000Z'); // 00:00 on 2026-02-01
    await createPromoCode(admin, { customerName: 'Audit A' });
    await setClock('2026-02-01T15:59:59.999Z'); // 23:59:59.999 on 2026-02-01
    await createDeposit(admin, { customerCode: 'AUD1' });
    await setClock('2026-02-02T01:00:00.000Z'); // 09:00 on 2026-02-02
    await createPromoCode(admin, { customerName: 'Audit B' });
    await createPromoCode(admin, { customerName: 'Audit C' });
    await setClock('2026-02-03T01:00:00.000Z');
    await setClock('2026-02-04T01:00:00.000Z');
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.app.inject({ url: `/api/admin/audit-log?${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditLog>();
  };

  it('is for admins only', async () => {
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/actions']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('lists every entry newest first, 50 a page by default, with the total', async () => {
    const all = await list();
    expect(all).toMatchObject({ page: 1, pageSize: 50, total: 9 });
    expect(all.items.map((i) => i.action)).toEqual([
      'admin.login',
      'admin.login',
      'promo.generate',
      'promo.generate',
      'admin.login',
      'deposit.create',
      'admin.login',
      'promo.generate',
      'admin.login',
    ]);
    const times = all.items.map((i) => i.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.items[2]).toMatchObject({ actor: 'admin', target: expect.any(String), ip: '127.0.0.1' });
  });

  it('pages without repeating or skipping an entry', async () => {
    const all = await list();
    const pages = [
      await list('page=1&pageSize=4'),
      await list('page=2&pageSize=4'),
      await list('page=3&pageSize=4'),
    ];
    expect(pages.map((p) => p.items.length)).toEqual([4, 4, 1]);
    expect(pages.every((p) => p.total === 9 && p.pageSize === 4)).toBe(true);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(all.items.map((i) => i.id));
    expect((await list('page=4&pageSize=4')).items).toEqual([]);
  });

  it('filters by exact action and by business dates (UTC+8), inclusive', async () => {
    const generated = await list('action=promo.generate');
    expect(generated.total).toBe(3);
    expect(generated.items.every((i) => i.action === 'promo.generate')).toBe(true);
    expect((await list('action=promo')).total).toBe(0);

    expect((await list('from=2026-02-01&to=2026-02-01')).items.map((i) => i.action)).toEqual([
      'deposit.create',
      'admin.login',
      'promo.generate',
      'admin.login',
    ]);
    expect((await list('from=2026-02-02&to=2026-02-02')).total).toBe(3);
    expect((await list('from=2026-02-03')).total).toBe(2);
    expect((await list('to=2026-01-31')).total).toBe(0);
    const both = await list('action=promo.generate&from=2026-02-02&pageSize=1');
    expect(both).toMatchObject({ total: 2, pageSize: 1 });
    expect(both.items).toHaveLength(1);
  });

  it('lists the actions that occur, with their counts, for the filter', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit-log/actions', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<AuditActions>();
    expect(items).toEqual([
      { action: 'admin.login', count: expect.any(Number) },
      { action: 'deposit.create', count: 1 },
      { action: 'promo.generate', count: 3 },
    ]);
  });

  it('refuses bad filters and paging with 400 naming the field', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=02/01/2026', 'to'],
      ['from=2026-02-03&to=2026-02-01', 'from'],
      ['page=0', 'page'],
      ['pageSize=201', 'pageSize'],
      ['pageSize=1e3', 'pageSize'],
      [`action=${'a'.repeat(101)}`, 'action'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/admin/audit-log?${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toContain(field);
    }
  });
});
