import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { settings } from '../../db/schema';

const NOTICE_URL = '/api/spinning-notice/load';

describe('spinning notice', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const saveNotice = (notice: object, withCookie = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/spinning-notice/save',
      payload: { settings: notice },
      headers: withCookie ? { cookie } : {},
    });

  it('serves the defaults before anything is saved', async () => {
    expect((await t.app.inject(NOTICE_URL)).json()).toEqual({
      success: true,
      data: {
        showSpinNotice: false,
        spinNoticeText: '',
        spinNoticeColor: '#FF6B35',
        spinNoticeBg: '#1F2937',
      },
      language: 'en',
    });
  });

  it('refuses writes without an admin session', async () => {
    const res = await saveNotice(
      { showSpinNotice: true, spinNoticeText: 'x', spinNoticeColor: '#fff', spinNoticeBg: '#000' },
      false,
    );
    expect(res.statusCode).toBe(401);
    expect(await t.app.db.select().from(settings)).toHaveLength(0);
  });

  it('saves and loads the spinning notice, with emoji, checking colours and length', async () => {
    const notice = {
      showSpinNotice: true,
      spinNoticeText: '🎉 Big prizes today! 🎁',
      spinNoticeColor: '#FFAA00',
      spinNoticeBg: '#112233',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/spinning-notice/save',
      headers: { cookie },
      payload: { settings: notice },
    });
    expect(res.statusCode).toBe(200);
    const load = await t.app.inject('/api/spinning-notice/load');
    expect(load.json()).toEqual({ success: true, data: notice, language: 'en' });

    for (const bad of [
      { ...notice, spinNoticeBg: '112233' },
      { ...notice, spinNoticeColor: '#GGGGGG' },
      { ...notice, spinNoticeText: 'x'.repeat(501) },
      { ...notice, showSpinNotice: 'yes' },
    ]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/spinning-notice/save',
        headers: { cookie },
        payload: { settings: bad },
      });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await t.app.inject('/api/spinning-notice/load')).json()).toEqual({
      success: true,
      data: notice,
      language: 'en',
    });
  });

  it('answers 304 to a matching If-None-Match, and 200 again after a change', async () => {
    const first = await t.app.inject(NOTICE_URL);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url: NOTICE_URL, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await saveNotice({
      showSpinNotice: true,
      spinNoticeText: 'Changed',
      spinNoticeColor: '#000000',
      spinNoticeBg: '#FFFFFF',
    });
    const changed = await t.app.inject({ url: NOTICE_URL, headers: { 'if-none-match': String(etag) } });
    expect(changed.statusCode).toBe(200);
  });

  it('answers from memory: a visit does not reach the database, a write shows at once', async () => {
    expect((await t.app.inject(NOTICE_URL)).statusCode).toBe(200);
    const spy = vi.spyOn(t.app.db, 'select');
    try {
      await t.app.inject(NOTICE_URL);
      await t.app.inject(NOTICE_URL);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    const notice = {
      showSpinNotice: false,
      spinNoticeText: 'From memory',
      spinNoticeColor: '#123456',
      spinNoticeBg: '#654321',
    };
    expect((await saveNotice(notice)).statusCode).toBe(200);
    expect((await t.app.inject(NOTICE_URL)).json()).toEqual({ success: true, data: notice, language: 'en' });
  });

  it('audits notice writes', async () => {
    const { auditLog } = await import('../../db/schema');
    const rows = (await t.app.db.select().from(auditLog)).filter((r) => r.action === 'settings.save');
    expect(rows.map((r) => r.target)).toContain('general.spinNoticeSettings');
  });
  it('keeps the text per language beside the default one, and names the default language in the load', async () => {
    const notice = {
      showSpinNotice: true,
      spinNoticeText: 'Spin today',
      spinNoticeColor: '#fff',
      spinNoticeBg: '#000',
      translations: { zh: { spinNoticeText: '今天就转' }, ms: {} },
    };
    const res = await saveNotice(notice);
    expect(res.statusCode, res.body).toBe(200);
    const load = (await t.app.inject(NOTICE_URL)).json<{ data: object; language: string }>();
    expect(load.data).toMatchObject({
      spinNoticeText: 'Spin today',
      translations: { zh: { spinNoticeText: '今天就转' } },
    });
    // The default language changes the view: pushed and served at once, the texts untouched.
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/admin/default-language',
      payload: { defaultLanguage: 'zh' },
      headers: { cookie },
    });
    expect(set.statusCode).toBe(200);
    expect((await t.app.inject(NOTICE_URL)).json<{ language: string }>().language).toBe('zh');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/default-language',
      payload: { defaultLanguage: 'en' },
      headers: { cookie },
    });
    // A translation is held to the text's own rule.
    for (const bad of [
      { zh: { spinNoticeText: 'a\u0000' } },
      { zh: { spinNoticeText: 'x'.repeat(501) } },
      { zh: 'text' },
    ]) {
      const refused = await saveNotice({ ...notice, translations: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/notice text|translation/i);
    }
  });
});
