// One prize name per draw (docs/decisions/0011): a slot renamed between a code's generation and its spin
// is won under the name the wheel showed at the spin, and every record of that draw says the same name;
// the code's own record keeps the name it was generated with, and the admin table shows both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryItem } from '#shared/api/audit';
import type { DaySummary } from '#shared/api/day-summary';
import type { DrawHistory } from '#shared/api/draws';
import type { PromoCodeList, UsePromoResponse } from '#shared/api/promo';
import { BUILT_IN_PRIZE_NAMES } from '#shared/i18n/built-in-texts';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { adminSession, createPromoCode, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

describe('a slot renamed between generation and spin', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const rename = async (key: 'customPrizeNames' | 'customSuperPrizeNames', names: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/save',
      headers: admin.headers,
      payload: { pageType: 'dev_general', dataKey: key, dataValue: JSON.stringify(names) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('is won, listed, summed, exported and audited under the name the wheel showed at the spin', async () => {
    // Generated on a fresh wheel, in the default language (English): its built-in name there.
    const generatedAs = BUILT_IN_PRIZE_NAMES.normal.en[2] ?? '';
    const { code } = await createPromoCode(admin, {
      customerName: 'Rename Case',
      prizeId: 3,
      prizeType: 'normal',
    });
    const renamed = [...DEFAULT_PRIZE_NAMES.normal];
    renamed[2] = 'Mid Prize 20';
    await rename('customPrizeNames', renamed);

    // The wheel the visitor sees.
    const prizes = await get<{ normal: { name: string }[] }>('/api/prizes');
    expect(prizes.normal[2]?.name).toBe('Mid Prize 20');

    // The spin: what the win dialog says.
    const spin = await t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code } });
    expect(spin.statusCode, spin.body).toBe(200);
    expect(spin.json<UsePromoResponse>()).toMatchObject({
      prizeName: 'Mid Prize 20',
      prizeId: 3,
      prizeType: 'normal',
    });

    // The drawing history.
    const history = await get<DrawHistory>('/api/draw-history?page=1&pageSize=10');
    expect(history.items[0]).toMatchObject({ prizeName: 'Mid Prize 20', prizeType: 'normal' });

    // Today at a glance.
    const summary = await get<DaySummary>('/api/admin/day-summary');
    expect(summary.prizes).toEqual([{ prizeType: 'normal', slot: 3, prizeName: 'Mid Prize 20', count: 1 }]);

    // draws.csv.
    const csv = await t.app.inject({ url: '/api/admin/export/draws.csv', headers: admin.headers });
    const line = csv.body.split('\r\n').find((l) => l.includes(code));
    expect(line).toContain('Mid Prize 20');
    expect(line).not.toContain(generatedAs);

    // The audit entry of the spin, which also says what the code was generated as.
    const audit = await get<{ items: AuditEntryItem[] }>('/api/admin/audit-log?action=promo.redeem');
    expect(audit.items.find((e) => e.target === code)?.details).toMatchObject({
      prizeName: 'Mid Prize 20',
      generatedAs,
    });

    // The code keeps the name it was generated with; the table has both.
    const table = await get<PromoCodeList>('/api/admin/promo-codes?customer=Rename%20Case');
    expect(table.items[0]).toMatchObject({ code, prizeName: generatedAs, drawnPrizeNames: ['Mid Prize 20'] });
  });

  it('names a demo spin as the wheel does, and a code spun before any rename by its one name', async () => {
    const renamedSuper = [...DEFAULT_PRIZE_NAMES.super];
    renamedSuper[0] = 'Super One';
    const demo = await createPromoCode(admin, { prizeId: 1, prizeType: 'super', isDemo: true });
    const plain = await createPromoCode(admin, { customerName: 'No Rename', prizeId: 1, prizeType: 'super' });
    await rename('customSuperPrizeNames', renamedSuper);

    const demoSpin = await t.app.inject({
      method: 'POST',
      url: '/api/use-promo',
      payload: { code: demo.code },
    });
    expect(demoSpin.json<UsePromoResponse>().prizeName).toBe('Super One');

    await rename('customSuperPrizeNames', [...DEFAULT_PRIZE_NAMES.super]);
    const spin = await t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code: plain.code } });
    expect(spin.json<UsePromoResponse>().prizeName).toBe(DEFAULT_PRIZE_NAMES.super[0]);
    const table = await get<PromoCodeList>('/api/admin/promo-codes?customer=No%20Rename');
    expect(table.items[0]?.drawnPrizeNames).toEqual([DEFAULT_PRIZE_NAMES.super[0]]);
    const audit = await get<{ items: AuditEntryItem[] }>('/api/admin/audit-log?action=promo.redeem');
    expect(audit.items.find((e) => e.target === plain.code)?.details).not.toHaveProperty('generatedAs');
  });
});
