import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createPromoCode, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog } from '../../db/schema';

describe('drawing history', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  const codes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    for (let i = 0; i < 25; i++) {
      const { code } = await createPromoCode(admin, {
        prizeId: (i % 6) + 1,
        prizeType: i % 2 ? 'super' : 'normal',
      });
      codes.push(code);
      t.clock.advance(60_000);
      const used = await t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code } });
      expect(used.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('lists draws newest first with masked codes', async () => {
    const res = await t.app.inject('/api/draw-history?page=1&pageSize=10');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      items: { promoCode: string; prizeName: string; drawnAt: string }[];
      total: number;
    }>();
    expect(body.total).toBe(25);
    expect(body.items).toHaveLength(10);
    const newest = codes[24] ?? '';
    expect(body.items[0]?.promoCode).toBe(`${newest.slice(0, 2)}****${newest.slice(-2)}`);
    expect(res.body).not.toContain(newest);
    const times = body.items.map((i) => i.drawnAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages 20 at a time for the history view', async () => {
    const page2 = (await t.app.inject('/api/draw-history?page=2&pageSize=20')).json<{
      items: unknown[];
      total: number;
    }>();
    expect(page2.items).toHaveLength(5);
    expect(page2.total).toBe(25);
    expect((await t.app.inject('/api/draw-history?pageSize=51')).statusCode).toBe(400);
    expect((await t.app.inject('/api/draw-history?page=-1')).statusCode).toBe(400);
  });

  it('clears the history for an admin only, reporting the count, and audits it', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/clear-draw-history' })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/clear-draw-history',
      headers: admin.headers,
    });
    expect(res.json()).toEqual({ deletedCount: 25 });
    expect((await t.app.inject('/api/draw-history')).json()).toMatchObject({ items: [], total: 0 });
    const audit = (await t.app.db.select().from(auditLog)).filter((r) => r.action === 'draws.clear');
    expect(audit).toHaveLength(1);
  });
});
