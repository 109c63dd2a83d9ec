import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrizeLists } from '#shared/api/prizes';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { adminSession, createPromoCode } from '#tests/support/factories';
import { auditLog, draws } from '../../db/schema';

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
    // The original app's sync load shows the same names under the storage layout its clients read.
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

  it('keeps translations beside the names: GET names each slot in the default language with its translations', async () => {
    const res = await save({
      type: 'normal',
      names: SIX,
      translations: { zh: ['一等', '', '', '', '', ''], ms: ['Satu', 'Dua', '', '', '', ''] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lists = await prizes();
    expect(lists.language).toBe('en');
    expect(lists.normal[0]).toMatchObject({
      name: 'One',
      translations: { zh: { name: '一等' }, ms: { name: 'Satu' } },
    });
    expect(lists.normal[1]).toMatchObject({ name: 'Two', translations: { ms: { name: 'Dua' } } });
    expect(lists.normal[2]?.translations).toBeUndefined();
    // The original app's storage layout is untouched: the names alone, in the default language.
    const load = (await t.app.inject('/api/sync/load/dev_general')).json<{
      settings: Record<string, string>;
    }>();
    expect(JSON.parse(load.settings.customPrizeNames ?? '')).toEqual(SIX);
    // A save without translations keeps them.
    await save({ type: 'normal', names: SIX.map((n) => `${n}!`) });
    expect((await prizes()).normal[0]?.translations).toEqual({ zh: { name: '一等' }, ms: { name: 'Satu' } });
  });

  it('a spin names the prize in the language the wheel showed, and the draw records that language', async () => {
    const names = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'];
    await save({
      type: 'super',
      names,
      translations: { zh: ['', '贝塔', '', '', '', ''], ms: ['', '', '', '', '', ''] },
    });
    const admin = await adminSession(t);
    const spin = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const { code } = await createPromoCode(admin, { prizeId: 2, prizeType: 'super' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/use-promo',
        payload: { code, ...body },
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ prizeName: string }>().prizeName;
    };
    expect(await spin({ language: 'zh' })).toBe('贝塔');
    expect(await spin({ language: 'ms' })).toBe('Beta');
    expect(await spin({ language: 'en' })).toBe('Beta');
    // Without one, the language the page is served in: the cookie, then the browser's.
    expect(await spin({}, { 'accept-language': 'zh-CN' })).toBe('贝塔');
    expect(await spin({}, { cookie: 'lang=ms', 'accept-language': 'zh-CN' })).toBe('Beta');
    const rows = await t.app.db.select().from(draws);
    expect(rows.slice(-5).map((r) => [r.prizeName, r.language])).toEqual([
      ['贝塔', 'zh'],
      ['Beta', 'ms'],
      ['Beta', 'en'],
      ['贝塔', 'zh'],
      ['Beta', 'ms'],
    ]);
    const history = (await t.app.inject('/api/draw-history?page=1&pageSize=5')).json<{
      items: { prizeName: string }[];
    }>();
    expect(history.items.map((i) => i.prizeName)).toEqual(['Beta', '贝塔', 'Beta', 'Beta', '贝塔']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/use-promo',
      payload: { code: 'ANY', language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/language/);
  });

  it('refuses bad input with 400 naming the field, and anyone without the admin session with 401', async () => {
    const cases: [unknown, RegExp][] = [
      [{ type: 'gold', names: SIX }, /type/],
      [{ type: 'normal', names: SIX.slice(0, 5) }, /6 prize names/],
      [{ type: 'normal', names: [...SIX.slice(0, 5), ' '] }, /Prize names cannot be empty/],
      [{ type: 'normal', names: [...SIX.slice(0, 5), 'a\u0000b'] }, /names\[5\]/],
      [{ type: 'normal', names: SIX, extra: 1 }, /extra/],
      [{ names: SIX }, /type/],
      [{ type: 'normal', names: SIX, translations: { fr: SIX } }, /fr|translations/],
      [{ type: 'normal', names: SIX, translations: { zh: ['a'] } }, /6 prize names/],
      [{ type: 'normal', names: SIX, translations: { zh: [...SIX.slice(0, 5), 'x'.repeat(41)] } }, /40/],
      [{ type: 'normal', names: SIX, translations: { zh: [...SIX.slice(0, 5), 'a\u0007'] } }, /control/],
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
