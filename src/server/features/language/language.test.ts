import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';

describe('the language a page is served in', () => {
  let t: TestApp;
  let cookie: string;
  let clientDir: string;
  beforeAll(async () => {
    // One shell per language, as `npm run build` leaves them, each saying which it is.
    clientDir = await mkdtemp(path.join(tmpdir(), 'ld-client-'));
    for (const [file, lang] of [
      ['index.html', 'en'],
      ['index.zh.html', 'zh-Hans'],
      ['index.ms.html', 'ms'],
    ]) {
      await writeFile(
        path.join(clientDir, file!),
        `<!doctype html><html lang="${lang}"><div id="root"></div>`,
      );
    }
    t = await createTestApp({ clientDir });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const page = (headers: Record<string, string>, url = '/promo') => t.app.inject({ url, headers });
  const langOf = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1];
  const setDefault = (body: unknown, withSession = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/default-language',
      payload: body as object,
      headers: withSession ? { cookie } : {},
    });

  it('follows the lang cookie, then Accept-Language, then the default, and says so in its headers', async () => {
    const zh = await page({ 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(langOf(zh.body)).toBe('zh-Hans');
    expect(zh.headers['content-language']).toBe('zh-Hans');
    expect(zh.headers.vary).toBe('Cookie, Accept-Language');
    expect(langOf((await page({ 'accept-language': 'ms-MY' })).body)).toBe('ms');
    expect(langOf((await page({ 'accept-language': 'zh-TW' })).body)).toBe('zh-Hans');
    expect(langOf((await page({ 'accept-language': 'en-GB' })).body)).toBe('en');
    expect(langOf((await page({ 'accept-language': 'zh-CN', cookie: 'lang=ms' })).body)).toBe('ms');
    // A cookie naming no language of ours is passed over.
    expect(langOf((await page({ 'accept-language': 'zh-CN', cookie: 'lang=fr' })).body)).toBe('zh-Hans');
    // The 404 page too.
    const missing = await page({ 'accept-language': 'ms' }, '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(langOf(missing.body)).toBe('ms');
  });

  it("is the operator's to default: English until chosen, then theirs for browsers naming none of ours", async () => {
    const before = await t.app.inject({ url: '/api/admin/default-language', headers: { cookie } });
    expect(before.json()).toEqual({ defaultLanguage: 'en' });
    expect(langOf((await page({ 'accept-language': 'fr-FR' })).body)).toBe('en');

    const saved = await setDefault({ defaultLanguage: 'zh' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ defaultLanguage: 'zh' });
    const after = await t.app.inject({ url: '/api/admin/default-language', headers: { cookie } });
    expect(after.json()).toEqual({ defaultLanguage: 'zh' });
    expect(langOf((await page({ 'accept-language': 'fr-FR' })).body)).toBe('zh-Hans');
    expect(langOf((await page({})).body)).toBe('zh-Hans');
    // A browser that names one of ours still gets it.
    expect(langOf((await page({ 'accept-language': 'en-US' })).body)).toBe('en');
  });

  it('refuses a language it does not have, naming the field, and a visitor', async () => {
    for (const body of [
      { defaultLanguage: 'fr' },
      { defaultLanguage: '' },
      {},
      { defaultLanguage: 'ms', x: 1 },
    ]) {
      const res = await setDefault(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ code: string }>().code, JSON.stringify(body)).toBe('validation.field');
    }
    const visitor = await setDefault({ defaultLanguage: 'ms' }, false);
    expect(visitor.statusCode).toBe(401);
    expect(t.app.settings.get('defaultLanguage')).toBe('zh');
  });
});
