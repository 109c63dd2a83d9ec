// The home page document through its API: defaults and the reset rule, missing fields at their defaults, the
// document rule (URLs, colours, limits, ids) refusing without changing what is stored, the spinning notice
// fields coming from their own setting, ETags and pushes, and the saved versions with their restore into the
// draft (the draft itself: ./page-builder.test.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '#shared/api/chat-push';
import type { HomeBuilderLoadResponse } from '#shared/api/home-builder';
import type { PageVersion } from '#shared/api/page-builder';
import {
  DEFAULT_ITEM_FIELDS,
  DEFAULT_SECTION_FIELDS,
  type HomeBuilderData,
  type HomeItem,
  type HomeSection,
} from '#shared/home-page';
import { adminSession, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog, settings, settingVersions } from '../../db/schema';

const LOAD_URL = '/api/home-builder/load';
const SECOND = 1000;

type LoadedHome = HomeBuilderLoadResponse['data'];

const section = (fields: Partial<HomeSection> & Pick<HomeSection, 'id' | 'type'>): HomeSection => ({
  ...DEFAULT_SECTION_FIELDS,
  logos: [],
  ...fields,
});

const item = (id: string): HomeItem => ({ ...DEFAULT_ITEM_FIELDS, id, url: `/uploads/${id}.webp` });

/** A document as the builder sends it: every field of a hero and a gallery section filled in. */
function homeDoc(overrides: Partial<HomeBuilderData> = {}): HomeBuilderData {
  return {
    sections: [
      section({
        id: 'hero-1',
        type: 'hero',
        title: 'Hello',
        subtitle: 'Spin to win',
        backgroundColor: '#2A1650',
        textColor: '#FFFFFF',
        buttonText: 'Spin Now',
        buttonUrl: '/promo',
      }),
      section({
        id: 'gallery-1',
        type: 'gallery',
        order: 2,
        layout: 'left',
        logos: [{ ...item('img-1'), name: 'First\nof many', textAlign: 'left' }],
      }),
    ],
    globalSettings: {
      siteName: 'My Draw',
      logos: [],
      primaryColor: '#112233',
      secondaryColor: '#445566',
      contactPhone: '+60 12-345 6789',
      contactWhatsapp: '',
      contactTelegram: '@luckydraw',
      companySlogan: 'Since 2020',
      showContactInfo: true,
      gamesLogText: '',
      showGamesLog: false,
    },
    userEdited: true,
    lastModified: '',
    ...overrides,
  };
}

/** homeDoc() with fields of one section replaced (good or bad ones). */
function withSection(fields: Record<string, unknown>, index = 0) {
  const doc = homeDoc();
  return { ...doc, sections: doc.sections.map((s, i) => (i === index ? { ...s, ...fields } : s)) };
}

describe('home builder', () => {
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
      url: '/api/home-builder/save',
      payload: { data },
      headers: withSession ? admin.headers : {},
    });
  const load = async (): Promise<LoadedHome> =>
    (await t.app.inject(LOAD_URL)).json<HomeBuilderLoadResponse>().data;
  const versions = async (): Promise<PageVersion[]> => {
    const res = await t.app.inject({ url: '/api/home-builder/versions', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ versions: PageVersion[] }>().versions;
  };
  const restore = (id: number | string, withSession = true) =>
    t.app.inject({
      method: 'POST',
      url: `/api/home-builder/versions/${id}/restore`,
      headers: withSession ? admin.headers : {},
    });
  const storedHome = async () =>
    (await t.app.db.select().from(settings)).find((r) => r.key === 'landingPageBuilder')?.value;
  const countRows = async () => ({
    versions: (await t.app.db.select().from(settingVersions)).length,
    audit: (await t.app.db.select().from(auditLog)).length,
  });

  it('refuses saves, the versions and restores without an admin session', async () => {
    expect((await save(homeDoc(), false)).statusCode).toBe(401);
    expect((await t.app.inject('/api/home-builder/versions')).statusCode).toBe(401);
    expect((await restore(1, false)).statusCode).toBe(401);
    expect(await storedHome()).toBeUndefined();
    expect((await countRows()).versions).toBe(0);
  });

  it('serves the built-in page before anything is saved', async () => {
    const res = await t.app.inject(LOAD_URL);
    expect(res.statusCode).toBe(200);
    const data = res.json<HomeBuilderLoadResponse>().data;
    expect(data.sections.map((s) => s.type)).toEqual(['hero', 'gallery', 'cta']);
    expect(data.sections[2]?.buttonUrl).toBe('/promo');
    expect(data.globalSettings.companySlogan).toBe('Trusted & Terbukti');
    expect(data.userEdited).toBe(false);
    expect(data.globalSettings).toMatchObject({
      showSpinNotice: false,
      spinNoticeText: '',
      spinNoticeColor: '#FF6B35',
      spinNoticeBg: '#1F2937',
    });
  });

  it('saves a document and loads it back, stamped with the save time', async () => {
    const doc = homeDoc({ lastModified: '1999-01-01T00:00:00.000Z' });
    const res = await save(doc);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Home page saved' });
    const data = await load();
    expect(data.sections).toEqual(doc.sections);
    expect(data.globalSettings).toMatchObject(doc.globalSettings);
    expect(data.userEdited).toBe(true);
    // The server's clock, not the one the client sent.
    expect(data.lastModified).toBe(t.clock.now().toISOString());
  });

  it('fills in the defaults for a section given only its id and type', async () => {
    expect((await save({ sections: [{ id: 'bare', type: 'text' }], userEdited: true })).statusCode).toBe(200);
    const data = await load();
    expect(data.sections).toEqual([
      {
        id: 'bare',
        type: 'text',
        title: '',
        subtitle: '',
        content: '',
        backgroundColor: '#FFFFFF',
        textColor: '#000000',
        layout: 'center',
        enabled: true,
        order: 1,
        imageUrl: '',
        buttonText: '',
        buttonUrl: '',
        logos: [],
        gamesTitle: '',
        gamesSubtitle: '',
      },
    ]);
    // Global settings left out take their defaults as well.
    expect(data.globalSettings.companySlogan).toBe('Trusted & Terbukti');
  });

  it('keeps markup in text as the same characters (escaping is the renderer’s job)', async () => {
    const title = '<b>x</b> <script>alert(1)</script>';
    const content = '<img src=x onerror=alert(1)>\n& "quotes"';
    expect((await save(withSection({ title, content }))).statusCode).toBe(200);
    const data = await load();
    expect(data.sections[0]?.title).toBe(title);
    expect(data.sections[0]?.content).toBe(content);
  });

  it('refuses bad documents with 400 naming the field, leaving the stored one as it was', async () => {
    expect((await save(homeDoc())).statusCode).toBe(200);
    const before = await storedHome();
    const rowsBefore = await countRows();
    const loadBefore = await load();

    const manySections = (n: number) =>
      homeDoc({ sections: Array.from({ length: n }, (_, i) => section({ id: `s${i}`, type: 'cta' })) });
    const cases: [unknown, RegExp][] = [
      [
        withSection({ type: 'banner' }),
        /^data\.sections\.0\.type: type must be hero, feature, gallery, cta or text$/,
      ],
      [
        withSection({ layout: 'middle' }),
        /^data\.sections\.0\.layout: layout must be left, center or right$/,
      ],
      [withSection({ backgroundColor: 'red' }), /^data\.sections\.0\.backgroundColor: .*#FFFFFF/],
      [withSection({ textColor: '#FFF' }), /^data\.sections\.0\.textColor: .*#FFFFFF/],
      [withSection({ buttonUrl: 'javascript:alert(1)' }), /^data\.sections\.0\.buttonUrl: buttonUrl must be/],
      [
        withSection({ buttonUrl: ' JaVaScRiPt:alert(1)' }),
        /^data\.sections\.0\.buttonUrl: buttonUrl must be/,
      ],
      [
        withSection({ buttonUrl: 'data:text/html,<script>alert(1)</script>' }),
        /^data\.sections\.0\.buttonUrl: buttonUrl must be/,
      ],
      [withSection({ buttonUrl: '//evil.example' }), /^data\.sections\.0\.buttonUrl: buttonUrl must be/],
      [withSection({ buttonUrl: 'java\tscript:alert(1)' }), /^data\.sections\.0\.buttonUrl: /],
      [withSection({ imageUrl: 'tel:123' }), /^data\.sections\.0\.imageUrl: imageUrl must be/],
      [manySections(51), /^data\.sections: At most 50 sections are allowed$/],
      [
        withSection({ logos: Array.from({ length: 101 }, (_, i) => item(`i${i}`)) }, 1),
        /^data\.sections\.1\.logos: At most 100 items are allowed$/,
      ],
      [
        withSection({ logos: Array.from({ length: 7 }, (_, i) => item(`i${i}`)) }, 0),
        /^data\.sections\.0\.logos: A hero section can have at most 6 logos$/,
      ],
      [
        withSection({ title: 'x'.repeat(201) }),
        /^data\.sections\.0\.title: title can be at most 200 characters$/,
      ],
      [withSection({ title: 'a\u0000b' }), /^data\.sections\[0\]\.title cannot contain control characters/],
      [
        withSection({ title: 'two\nlines' }),
        /^data\.sections\.0\.title: title cannot contain control characters/,
      ],
      [withSection({ id: 'hero-1' }, 1), /^data\.sections\.1\.id: Two sections have the id hero-1$/],
      [
        withSection({ logos: [item('same'), item('same')] }, 1),
        /^data\.sections\.1\.logos\.1\.id: Two items have the id same$/,
      ],
      [
        withSection({ logos: [{ ...item('x'), url: 'javascript:alert(1)' }] }, 1),
        /^data\.sections\.1\.logos\.0\.url: /,
      ],
      [withSection({ order: 1.5 }), /^data\.sections\.0\.order: /],
      [
        homeDoc({
          globalSettings: {
            ...homeDoc().globalSettings,
            logos: Array.from({ length: 7 }, (_, i) => item(`c${i}`)),
          },
        }),
        /^data\.globalSettings\.logos: At most 6 logos are allowed$/,
      ],
      [{ ...homeDoc(), sections: 'none' }, /^data\.sections: sections must be a list$/],
      ['not a document', /data must be a JSON object/],
    ];
    for (const [data, message] of cases) {
      const res = await save(data);
      expect(res.statusCode, JSON.stringify(data).slice(0, 200)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(data).slice(0, 200)).toMatch(message);
    }
    expect(await storedHome()).toBe(before);
    expect(await countRows()).toEqual(rowsBefore);
    expect(await load()).toEqual(loadBefore);
  });

  it('accepts 7 gallery items (the 6-logo limit is the hero’s) and the allowed link schemes', async () => {
    const gallery = withSection({ logos: Array.from({ length: 7 }, (_, i) => item(`g${i}`)) }, 1);
    expect((await save(gallery)).statusCode).toBe(200);
    expect((await load()).sections[1]?.logos).toHaveLength(7);

    for (const url of [
      'https://example.com/promo?x=1',
      'http://example.com',
      '/promo',
      'tel:+60 12-345',
      'mailto:a@b.example',
      '',
    ]) {
      const res = await save(withSection({ buttonUrl: url }));
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect((await load()).sections[0]?.buttonUrl).toBe(url);
    }
  });

  it('follows the reset rule: an empty page never saved as such shows the defaults, one saved so stays empty', async () => {
    expect((await save({ ...homeDoc(), sections: [], userEdited: false })).statusCode).toBe(200);
    const reset = await load();
    expect(reset.sections.map((s) => s.id)).toEqual(['default-hero', 'default-gallery', 'default-cta']);
    // The document's own global settings are kept.
    expect(reset.globalSettings.siteName).toBe('My Draw');

    expect((await save({ ...homeDoc(), sections: [], userEdited: true })).statusCode).toBe(200);
    const empty = await load();
    expect(empty.sections).toEqual([]);
    expect(empty.userEdited).toBe(true);
  });

  it('keeps every text’s translations beside it and names the default language in the load', async () => {
    const doc = homeDoc();
    const [hero, gallery] = doc.sections;
    const translated = {
      ...doc,
      sections: [
        {
          ...hero,
          translations: {
            zh: { title: '你好', buttonText: '立即转动' },
            ms: { subtitle: 'Putar untuk menang' },
          },
        },
        {
          ...gallery,
          logos: gallery?.logos.map((logo) => ({ ...logo, translations: { zh: { name: '第一张' } } })),
        },
      ],
      globalSettings: { ...doc.globalSettings, translations: { ms: { siteName: 'Cabutan Saya' } } },
    };
    expect((await save(translated)).statusCode).toBe(200);
    const body = (await t.app.inject(LOAD_URL)).json<HomeBuilderLoadResponse>();
    expect(body.language).toBe('en');
    expect(body.data.sections[0]).toMatchObject({
      title: 'Hello',
      translations: { zh: { title: '你好', buttonText: '立即转动' }, ms: { subtitle: 'Putar untuk menang' } },
    });
    expect(body.data.sections[1]?.logos[0]?.translations).toEqual({ zh: { name: '第一张' } });
    expect(body.data.globalSettings.translations).toEqual({ ms: { siteName: 'Cabutan Saya' } });

    // A translation is held to its field's own rule, and named; nothing is stored.
    const before = await storedHome();
    for (const [translations, field] of [
      [{ zh: { title: 'x'.repeat(201) } }, /title/],
      [{ zh: { title: 'a\u0000b' } }, /title/],
      [{ ms: 'Hello' }, /translation/i],
    ] as const) {
      const res = await save({ ...translated, sections: [{ ...hero, translations }] });
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(field);
    }
    expect(await storedHome()).toBe(before);
  });

  it('takes the spinning notice fields from the spinning notice setting only', async () => {
    const notice = {
      showSpinNotice: true,
      spinNoticeText: 'Big prizes today',
      spinNoticeColor: '#FFAA00',
      spinNoticeBg: '#112233',
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/spinning-notice/save',
      headers: admin.headers,
      payload: { settings: notice },
    });
    expect(saved.statusCode).toBe(200);
    expect((await load()).globalSettings).toMatchObject(notice);

    // Sent inside the home document, the fields are dropped: the notice stays as its own save left it.
    const doc = homeDoc();
    const sneaky = {
      ...doc,
      globalSettings: { ...doc.globalSettings, spinNoticeText: 'From the home page' },
    };
    expect((await save(sneaky)).statusCode).toBe(200);
    expect((await load()).globalSettings).toMatchObject(notice);
    expect((await t.app.inject('/api/spinning-notice/load')).json()).toEqual({
      success: true,
      data: notice,
      language: 'en',
    });
    expect(await storedHome()).not.toContain('spinNotice');
  });

  it('answers 304 to a matching If-None-Match, and 200 with a new ETag after a save', async () => {
    const first = await t.app.inject(LOAD_URL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url: LOAD_URL, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect(
      (await save(homeDoc({ globalSettings: { ...homeDoc().globalSettings, siteName: 'Changed' } })))
        .statusCode,
    ).toBe(200);
    const changed = await t.app.inject({ url: LOAD_URL, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<HomeBuilderLoadResponse>().data.globalSettings.siteName).toBe('Changed');
  });

  it('answers from memory: a visit does not reach the database', async () => {
    expect((await t.app.inject(LOAD_URL)).statusCode).toBe(200);
    const spy = vi.spyOn(t.app.db, 'select');
    try {
      await t.app.inject(LOAD_URL);
      await t.app.inject(LOAD_URL);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('announces a save as settings_changed for landingPageBuilder', async () => {
    const heard: ServerMessage[] = [];
    t.app.realtime.subscribe(async (message) => {
      heard.push(message);
    });
    expect((await save(homeDoc())).statusCode).toBe(200);
    expect(heard).toContainEqual({
      type: 'settings_changed',
      key: 'landingPageBuilder',
      version: expect.any(Number),
    });
  });

  it('stores nothing when a save fails part-way: no value without its version, no version without its value', async () => {
    const before = await storedHome();
    const rowsBefore = await countRows();
    const transaction = t.app.db.transaction.bind(t.app.db);
    // Every write of the save has run when this fails; the transaction must take all of them back.
    const spy = vi.spyOn(t.app.db, 'transaction').mockImplementation((run, config) =>
      transaction(async (tx) => {
        await run(tx);
        throw new Error('simulated failure after the writes');
      }, config),
    );
    try {
      const res = await save(homeDoc({ globalSettings: { ...homeDoc().globalSettings, siteName: 'Lost' } }));
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await storedHome()).toBe(before);
    expect(await countRows()).toEqual(rowsBefore);
    expect((await load()).globalSettings.siteName).not.toBe('Lost');
  });

  it('keeps the 10 newest versions, newest first, naming the session that saved each', async () => {
    for (let n = 1; n <= 12; n++) {
      t.clock.advance(SECOND);
      const sections = Array.from({ length: n }, (_, i) => ({
        id: `v${n}-${i}`,
        type: 'text',
        title: `Save ${n}`,
      }));
      expect((await save({ sections, userEdited: true })).statusCode).toBe(200);
    }
    const list = await versions();
    expect(list).toHaveLength(10);
    expect(list.map((v) => v.sections)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const times = list.map((v) => v.savedAt);
    expect(times[0]).toBe(t.clock.now().toISOString());
    expect([...times].sort().reverse()).toEqual(times);
    const ids = list.map((v) => v.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    // Saved by the owner, named as they were when they saved it.
    expect(list[0]?.savedBy).toBe('Owner');
    // Only the newest 10 are kept in the table as well.
    const stored = (await t.app.db.select().from(settingVersions)).filter(
      (r) => r.key === 'landingPageBuilder',
    );
    expect(stored).toHaveLength(10);
  });

  it('restores an older version into the draft: the page and the versions stay as they were', async () => {
    const before = await versions();
    const oldest = before.at(-1);
    expect(oldest?.sections).toBe(3);
    const published = await load();
    t.clock.advance(SECOND);

    const res = await restore(oldest?.id ?? 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Version restored into the draft: publish it to make it live',
    });
    expect(await load()).toEqual(published);
    expect((await versions()).map((v) => v.id)).toEqual(before.map((v) => v.id));
    const draft = await t.app.inject({ url: '/api/home-builder/draft', headers: admin.headers });
    expect(draft.json<{ exists: boolean; data: HomeBuilderData }>()).toMatchObject({ exists: true });
    expect(draft.json<{ data: HomeBuilderData }>().data.sections.map((s) => s.title)).toEqual([
      'Save 3',
      'Save 3',
      'Save 3',
    ]);
    // Left as it was for the tests after this one.
    await t.app.inject({ method: 'DELETE', url: '/api/home-builder/draft', headers: admin.headers });
  });

  it('answers 404 for an unknown version or one of another setting, 400 for a bad id', async () => {
    const current = await storedHome();
    const unknown = await restore(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toMatch(/version/i);

    const notice = (await t.app.db.select().from(settingVersions)).find(
      (r) => r.key === 'spinNoticeSettings',
    );
    expect(notice).toBeDefined();
    expect((await restore(notice?.id ?? 0)).statusCode).toBe(404);

    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await restore(bad)).statusCode, bad).toBe(400);
    }
    expect(await storedHome()).toBe(current);
  });
});
