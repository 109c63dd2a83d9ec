// The value of each wheel slot (docs/decisions/0018): saved beside the names through POST /api/prizes, shown
// with each slot by GET /api/prizes, audited in words, and counted by the batch preview.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrizeLists } from '#shared/api/prizes';
import type { BatchPreview } from '#shared/api/promo-batches';
import { auditLine } from '#shared/audit-words';
import { BUILT_IN_PRIZE_NAMES } from '#shared/i18n/built-in-texts';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { adminSession, savePrizeValues, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog } from '../../db/schema';

describe('prize values', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const save = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/prizes', payload, headers: admin.headers });
  const prizes = async () => (await t.app.inject('/api/prizes')).json<PrizeLists>();
  const preview = async (csv: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-batches/preview',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BatchPreview>().summary;
  };

  it('starts unknown, saves one wheel’s values with its names, and shows each slot’s value', async () => {
    expect((await prizes()).normal.map((slot) => slot.value)).toEqual([null, null, null, null, null, null]);
    const lists = await savePrizeValues(admin, 'normal', [10, 20.5, null, 0, 1_000_000, null]);
    expect(lists.normal.map((slot) => slot.value)).toEqual([
      '10.00',
      '20.50',
      null,
      '0.00',
      '1000000.00',
      null,
    ]);
    // Named as the default language (English) reads the built-in names.
    expect(lists.normal.map((slot) => slot.name)).toEqual(BUILT_IN_PRIZE_NAMES.normal.en);
    expect(lists.super.map((slot) => slot.value)).toEqual([null, null, null, null, null, null]);
    expect((await prizes()).normal[1]?.value).toBe('20.50');
    // A save of names alone keeps the values.
    await save({ type: 'normal', names: DEFAULT_PRIZE_NAMES.normal });
    expect((await prizes()).normal[0]?.value).toBe('10.00');

    // The values were saved with the names, in one audit row (docs/decisions/0038), filed under the values:
    // the names did not change.
    const entry = (await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id))).find(
      (row) => row.target === 'dev_general.prizeValues' && 'values' in Object(row.details),
    );
    expect(auditLine(entry ?? { action: '', target: '', details: {} })).toBe(
      'Prize values changed: normal wheel slot 1 no value → RM 10.00, normal wheel slot 2 no value → RM 20.50, ' +
        'normal wheel slot 4 no value → RM 0.00, normal wheel slot 5 no value → RM 1000000.00',
    );
  });

  it('refuses values that are not six amounts of RM with 400 naming values, storing nothing', async () => {
    const before = await prizes();
    for (const values of [
      [1, 2, 3],
      [1, 2, 3, 4, 5, 6, 7],
      [-1, null, null, null, null, null],
      ['10', null, null, null, null, null],
      [10.001, null, null, null, null, null],
      [1_000_001, null, null, null, null, null],
      'ten',
      { 0: 1 },
    ]) {
      const res = await save({ type: 'super', names: DEFAULT_PRIZE_NAMES.super, values });
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(values)).toContain('values');
    }
    expect(await prizes()).toEqual(before);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/prizes',
      payload: { type: 'super', names: DEFAULT_PRIZE_NAMES.super, values: [1, 1, 1, 1, 1, 1] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('values a batch preview: every use of every code at its slot’s value; unknown while a slot has none', async () => {
    await savePrizeValues(admin, 'super', [5, 7.25, null, null, null, null]);
    // super 1 × 2 uses, super 2 × 1 use, super 2 × 3 uses: 10 + 7.25 + 21.75.
    expect((await preview('A,,1,super,2,\nB,,2,super,1,\nC,,2,super,3,')).prizeValue).toBe('39.00');
    expect((await preview('A,,1,super,1,\nB,,3,super,1,')).prizeValue).toBeNull();
  });
});
