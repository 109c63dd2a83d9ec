// The message that hands a code to its customer: its template in three languages, saved by the operator
// the way the other settings are, refused with a 4xx naming the language when it breaks a rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, promoCodeBody, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog } from '../../db/schema';

describe('the share message template', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const url = '/api/admin/promo-share-messages';
  const put = (payload: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
  const load = () => t.app.inject({ url, headers: admin.headers });

  it('is for the admin session only', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await put({ en: '', zh: '', ms: '' }, {})).statusCode).toBe(401);
  });

  it('starts blank (the built-in text of each language), saves the three, and is audited', async () => {
    expect((await load()).json()).toEqual({ en: '', zh: '', ms: '' });
    const saved = {
      en: 'Hi! Code {code} wins {prize} until {expiry}:\n{link}',
      zh: '优惠码 {code}：{prize}，{expiry} 前有效 {link}',
      ms: '',
    };
    const res = await put(saved);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(saved);
    expect((await load()).json()).toEqual(saved);
    const entries = (await t.app.db.select().from(auditLog)).filter((e) =>
      JSON.stringify(e).includes('promoShareMessages'),
    );
    expect(entries.length).toBeGreaterThan(0);
  });

  it('refuses an unknown placeholder, control characters, an over-long text or a missing language with a 4xx naming it, and keeps what was saved', async () => {
    const before = (await load()).json<Record<string, string>>();
    const cases: [object, RegExp][] = [
      [{ en: 'Code {code} for {name}', zh: '', ms: '' }, /en has an unknown placeholder \{name\}/],
      [{ en: '', zh: '', ms: 'Kod {kod}' }, /ms has an unknown placeholder \{kod\}/],
      [{ en: '', zh: 'a\u0007b', ms: '' }, /zh cannot contain control characters/],
      [{ en: 'x'.repeat(501), zh: '', ms: '' }, /en can be at most 500 characters/],
      [{ en: '', zh: '' }, /ms/],
      [{ en: '', zh: '', ms: '', fr: '' }, /fr|languages/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json<{ message: string }>().message, JSON.stringify(body)).toMatch(message);
    }
    expect((await load()).json()).toEqual(before);
    // The original app's save cannot write it either: only its own route, which checks it.
    const sync = await t.app.inject({
      method: 'POST',
      url: '/api/sync/save',
      headers: admin.headers,
      payload: {
        pageType: 'general',
        dataKey: 'promoShareMessages',
        dataValue: { en: '{x}', zh: '', ms: '' },
      },
    });
    expect(sync.statusCode).toBeGreaterThanOrEqual(400);
    expect(sync.statusCode).toBeLessThan(500);
  });

  it('answers a generated code with its prize and expiry, for its message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generate-promo',
      headers: admin.headers,
      payload: promoCodeBody({ customerName: 'Share customer', prizeId: 2, expirationHours: 24 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ code: string; prizeName: string; expiresAt: string }>();
    expect(body.prizeName).not.toBe('');
    expect(Date.parse(body.expiresAt) - t.clock.now().getTime()).toBe(24 * 60 * 60 * 1000);
  });
});
