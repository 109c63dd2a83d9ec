import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrizeLists } from '#shared/api/prizes';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog } from '../../db/schema';

const SIX = ['One', 'Two', 'Three', 'FREE 4', 'Five', 'Six'];

describe('POST /api/prizes: one wheel of names', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const save = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'POST', url: '/api/prizes', payload: payload as object, headers });
  const prizes = async () => (await t.app.inject('/api/prizes')).json<PrizeLists>();

  it('saves the super wheel alone, answers both wheels and serves them on GET at once', async () => {
    const before = await prizes();
    const res = await save({ type: 'super', names: SIX });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<PrizeLists>();
    expect(answered.super.map((p) => p.name)).toEqual(SIX);
    expect(answered.normal).toEqual(before.normal);
    expect(await prizes()).toEqual(answered);
    // SPEC's sync load shows the same names under the storage layout it describes.
    const load = (await t.app.inject('/api/sync/load/dev_general')).json<{
      settings: Record<string, string>;
    }>();
    expect(JSON.parse(load.settings.customSuperPrizeNames ?? '')).toEqual(SIX);
  });

  it('records the change in the audit log by slot', async () => {
    await save({
      type: 'normal',
      names: DEFAULT_PRIZE_NAMES.normal.map((n, i) => (i === 2 ? 'Mid Prize 20' : n)),
    });
    const rows = await t.app.db.select().from(auditLog);
    const last = rows.filter((r) => r.action === 'settings.save').at(-1);
    expect(last?.details).toMatchObject({
      wheel: 'normal',
      slots: [{ slot: 3, from: DEFAULT_PRIZE_NAMES.normal[2], to: 'Mid Prize 20' }],
    });
  });

  it('refuses bad input with 400 naming the field, and anyone without the admin session with 401', async () => {
    const cases: [unknown, RegExp][] = [
      [{ type: 'gold', names: SIX }, /type/],
      [{ type: 'normal', names: SIX.slice(0, 5) }, /6 prize names/],
      [{ type: 'normal', names: [...SIX.slice(0, 5), ' '] }, /Prize names cannot be empty/],
      [{ type: 'normal', names: [...SIX.slice(0, 5), 'a\u0000b'] }, /names\[5\]/],
      [{ type: 'normal', names: SIX, extra: 1 }, /extra/],
      [{ names: SIX }, /type/],
    ];
    for (const [payload, message] of cases) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    const anonymous = await save({ type: 'normal', names: SIX }, {});
    expect(anonymous.statusCode).toBe(401);
    expect((await prizes()).normal.map((p) => p.name)).not.toEqual(SIX);
  });
});
