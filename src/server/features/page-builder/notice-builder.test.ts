// The notice page document through its API: defaults, the type colours and the animation speed, the document
// rule refusing without changing what is stored, markup kept as data, ETags and pushes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeBuilderLoadResponse } from '#shared/api/notice-builder';
import type { PageVersion } from '#shared/api/page-builder';
import type { ServerMessage } from '#shared/api/chat-push';
import { adminSession, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { settings } from '../../db/schema';

const LOAD_URL = '/api/notice-builder/load';

const notice = (fields: Record<string, unknown> = {}) => ({
  id: 'n1',
  type: 'announcement',
  title: 'Server maintenance',
  content: 'Tonight 02:00-03:00\nSpins are paused.',
  priority: 'high',
  ...fields,
});

describe('notice builder', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const save = (data: unknown, withSession = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notice-builder/save',
      payload: { data },
      headers: withSession ? admin.headers : {},
    });
  const load = async () => (await t.app.inject(LOAD_URL)).json<NoticeBuilderLoadResponse>().data;
  const stored = async () =>
    (await t.app.db.select().from(settings)).find((r) => r.key === 'noticeBuilder')?.value;

  it('refuses a save without an admin session and stores nothing', async () => {
    const res = await save({ sections: [notice()] }, false);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'auth.required' });
    expect(await stored()).toBeUndefined();
  });

  it('serves the defaults before anything is saved', async () => {
    expect(await load()).toEqual({
      sections: [],
      globalSettings: {
        siteName: 'NOTICE SYSTEM',
        primaryColor: '#F59E0B',
        secondaryColor: '#10B981',
        showNotices: true,
        noticePosition: 'top',
        animationSpeed: 15,
        // The built-in title in the other languages (docs/decisions/0025).
        translations: { zh: { siteName: '公告系统' }, ms: { siteName: 'SISTEM NOTIS' } },
      },
    });
  });

  it('saves and loads a document, filling in defaults and each type’s colours', async () => {
    const res = await save({
      sections: [
        notice({ id: 'w', type: 'warning' }),
        notice({ id: 'i', type: 'info' }),
        notice({ id: 'p', type: 'promotion', backgroundColor: '#123456', textColor: '#FFFFFF' }),
        { id: 'bare' },
      ],
      globalSettings: { animationSpeed: 8 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Notice settings saved' });
    const data = await load();
    expect(data.sections.map((n) => [n.id, n.backgroundColor, n.textColor])).toEqual([
      ['w', '#FEE2E2', '#991B1B'],
      ['i', '#DBEAFE', '#1E40AF'],
      ['p', '#123456', '#FFFFFF'],
      ['bare', '#FEF3C7', '#92400E'],
    ]);
    expect(data.sections[3]).toEqual({
      id: 'bare',
      enabled: true,
      type: 'announcement',
      title: '',
      subtitle: '',
      content: '',
      titleAlignment: 'left',
      subtitleAlignment: 'left',
      layout: 'left',
      backgroundColor: '#FEF3C7',
      textColor: '#92400E',
      imageUrl: '',
      priority: 'medium',
      showOnPages: ['spin'],
      startDate: '',
      endDate: '',
    });
    expect(data.globalSettings).toMatchObject({ siteName: 'NOTICE SYSTEM', animationSpeed: 8 });
  });

  it('keeps markup in text as the same characters', async () => {
    const title = '<b>x</b><script>alert(1)</script>';
    expect((await save({ sections: [notice({ title })] })).statusCode).toBe(200);
    expect((await load()).sections[0]?.title).toBe(title);
  });

  it('refuses bad documents with 400 naming the field, leaving the stored one as it was', async () => {
    expect((await save({ sections: [notice()] })).statusCode).toBe(200);
    const before = await stored();
    const many = Array.from({ length: 101 }, (_, i) => notice({ id: `n${i}` }));
    const cases: [unknown, RegExp][] = [
      [{ sections: [notice({ type: 'alert' })] }, /^data\.sections\.0\.type: /],
      [{ sections: [notice({ priority: 'urgent' })] }, /^data\.sections\.0\.priority: /],
      [{ sections: [notice({ titleAlignment: 'middle' })] }, /^data\.sections\.0\.titleAlignment: /],
      [{ sections: [notice({ backgroundColor: 'red' })] }, /^data\.sections\.0\.backgroundColor: /],
      [{ sections: [notice({ textColor: '#FFF' })] }, /^data\.sections\.0\.textColor: /],
      [{ sections: [notice({ imageUrl: 'javascript:alert(1)' })] }, /^data\.sections\.0\.imageUrl: /],
      [{ sections: [notice({ imageUrl: 'data:image/png;base64,AAAA' })] }, /^data\.sections\.0\.imageUrl: /],
      [{ sections: [notice({ startDate: 'tomorrow' })] }, /^data\.sections\.0\.startDate: /],
      [{ sections: [notice({ startDate: '1999-12-31T00:00:00Z' })] }, /^data\.sections\.0\.startDate: /],
      [{ sections: [notice({ startDate: '2026-11-23T10:00:00' })] }, /^data\.sections\.0\.startDate: /],
      [
        {
          sections: [notice({ startDate: '2026-11-23T10:00:00+08:00', endDate: '2026-11-23T02:00:00Z' })],
        },
        /^data\.sections\.0\.endDate: endDate must be after startDate$/,
      ],
      [{ sections: [notice({ title: 'x'.repeat(201) })] }, /^data\.sections\.0\.title: /],
      [{ sections: [notice(), notice()] }, /^data\.sections\.1\.id: /],
      [{ sections: many }, /^data\.sections: At most 100 notices/],
      [{ globalSettings: { animationSpeed: 4 } }, /^data\.globalSettings\.animationSpeed: /],
      [{ globalSettings: { animationSpeed: 31 } }, /^data\.globalSettings\.animationSpeed: /],
      [{ globalSettings: { animationSpeed: '15' } }, /^data\.globalSettings\.animationSpeed: /],
      [{ globalSettings: { noticePosition: 'left' } }, /^data\.globalSettings\.noticePosition: /],
      [{ sections: 'none' }, /^data\.sections: /],
    ];
    for (const [data, message] of cases) {
      const res = await save(data);
      expect(res.statusCode, JSON.stringify(data).slice(0, 200)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await stored()).toBe(before);
  });

  it('accepts a window whose end is after its start, in any offset', async () => {
    const res = await save({
      sections: [notice({ startDate: '2026-11-23T10:00:00+08:00', endDate: '2026-11-23T02:00:01Z' })],
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 304 to a matching If-None-Match, and 200 with a new ETag after a save', async () => {
    const first = await t.app.inject(LOAD_URL);
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ url: LOAD_URL, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await save({ sections: [notice({ title: 'Changed' })] })).statusCode).toBe(200);
    const changed = await t.app.inject({ url: LOAD_URL, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<NoticeBuilderLoadResponse>().data.sections[0]?.title).toBe('Changed');
  });

  it('announces a save as settings_changed for noticeBuilder', async () => {
    const heard: ServerMessage[] = [];
    t.app.realtime.subscribe(async (message) => {
      heard.push(message);
    });
    expect((await save({ sections: [notice()] })).statusCode).toBe(200);
    expect(heard).toContainEqual({
      type: 'settings_changed',
      key: 'noticeBuilder',
      version: expect.any(Number),
    });
  });

  it('lists its published versions, newest first, and restores one into the draft, as the HOME page does', async () => {
    const versions = async () => {
      const res = await t.app.inject({ url: '/api/notice-builder/versions', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      return res.json<{ versions: PageVersion[] }>().versions;
    };
    expect((await t.app.inject('/api/notice-builder/versions')).statusCode).toBe(401);
    const first = [notice({ id: 'first', title: 'First publish' })];
    const second = [notice({ id: 'a', title: 'Second publish' }), notice({ id: 'b', title: 'Another' })];
    expect((await save({ sections: first })).statusCode).toBe(200);
    expect((await save({ sections: second })).statusCode).toBe(200);
    const list = await versions();
    expect(list.slice(0, 2).map((v) => v.sections)).toEqual([2, 1]);

    const oldest = list[1];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notice-builder/versions/${oldest?.id ?? 0}/restore`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    // Into the draft: the page stays as published until the draft is.
    expect((await load()).sections.map((n) => n.title)).toEqual(['Second publish', 'Another']);
    const draft = await t.app.inject({ url: '/api/notice-builder/draft', headers: admin.headers });
    expect(
      draft.json<{ data: { sections: { title: string }[] } }>().data.sections.map((n) => n.title),
    ).toEqual(['First publish']);
    await t.app.inject({ method: 'DELETE', url: '/api/notice-builder/draft', headers: admin.headers });
  });
});
