// Who has a page builder open: each tab says so (PUT <prefix>/editors) and is listed to the others by its
// sign-in's browser, system and address until it closes the builder or is not heard from for
// EDITOR_LAPSE_MS; the admins' sockets are told when the list changes, not at every touch.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuilderEditors } from '#shared/api/builder-editors';
import { EDITOR_LAPSE_MS } from '#shared/api/builder-push';
import type { ServerMessage } from '#shared/api/chat-push';
import type { DraftState } from '#shared/api/page-drafts';
import { TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '#tests/support/test-app';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

const TAB_A = 'a1b2c3d4-0000-4000-8000-00000000000a';
const TAB_A2 = 'a1b2c3d4-0000-4000-8000-0000000000a2';
const TAB_B = 'b1b2c3d4-0000-4000-8000-00000000000b';

describe('who has a builder open', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const pushes: ServerMessage[] = [];

  const signIn = async (userAgent: string, ip: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    const cookie = res.cookies.find((c) => c.name === t.app.adminCookie.name);
    if (!cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return `${cookie.name}=${cookie.value}`;
  };
  const touch = (cookie: string, tabId: string, builder = 'home-builder') =>
    t.app.inject({ method: 'PUT', url: `/api/${builder}/editors`, headers: { cookie }, payload: { tabId } });
  const others = async (cookie: string, tabId: string, builder = 'home-builder') => {
    const res = await touch(cookie, tabId, builder);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BuilderEditors>().editors;
  };
  const leave = (cookie: string, tabId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/home-builder/editors/${tabId}`, headers: { cookie } });
  const editorPushes = () => pushes.filter((p) => p.type === 'builder_editors');

  beforeAll(async () => {
    t = await createTestApp();
    t.app.realtime.subscribe(async (message) => {
      pushes.push(message);
    });
    alice = await signIn(FIREFOX_WINDOWS, '10.0.0.7');
    bob = await signIn(CHROME_ANDROID, '10.0.0.8');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const [cookie, tab] of [
      [alice, TAB_A],
      [alice, TAB_A2],
      [bob, TAB_B],
    ] as const) {
      await leave(cookie, tab);
    }
    pushes.length = 0;
  });

  it('names the others who have the same builder open, by person, browser, system and address', async () => {
    expect(await others(alice, TAB_A)).toEqual([]);
    const seenByBob = await others(bob, TAB_B);
    expect(seenByBob).toEqual([
      {
        tabId: TAB_A,
        you: false,
        browser: 'Firefox',
        os: 'Windows',
        address: '10.0.0.7',
        // The person signed in (both test sign-ins are the owner's).
        name: 'Owner',
        since: t.clock.now().toISOString(),
      },
    ]);
    expect(await others(alice, TAB_A)).toMatchObject([
      { tabId: TAB_B, you: false, browser: 'Chrome', os: 'Android', address: '10.0.0.8' },
    ]);
    // The NOTICE builder is another page: nobody has it open.
    expect(await others(bob, TAB_B, 'notice-builder')).toEqual([]);
  });

  it("says an operator's own other tab is theirs", async () => {
    await others(alice, TAB_A);
    expect(await others(alice, TAB_A2)).toMatchObject([{ tabId: TAB_A, you: true }]);
  });

  it('tells the admins when someone opens or closes a builder, not at every touch', async () => {
    await others(alice, TAB_A);
    await others(bob, TAB_B);
    expect(editorPushes()).toEqual([
      { type: 'builder_editors', prefix: '/api/home-builder' },
      { type: 'builder_editors', prefix: '/api/home-builder' },
    ]);
    await others(alice, TAB_A);
    await others(bob, TAB_B);
    expect(editorPushes()).toHaveLength(2);

    const res = await leave(alice, TAB_A);
    expect(res.statusCode).toBe(200);
    expect(editorPushes()).toHaveLength(3);
    expect(await others(bob, TAB_B)).toEqual([]);
  });

  it('stops listing a tab not heard from for a while, and lists it again when it comes back', async () => {
    await others(alice, TAB_A);
    t.clock.advance(EDITOR_LAPSE_MS - 1000);
    expect(await others(bob, TAB_B)).toHaveLength(1);
    t.clock.advance(2000);
    expect(await others(bob, TAB_B)).toEqual([]);
    pushes.length = 0;
    // Back (a sleeping laptop woke up): new to the list again, so the others are told.
    expect(await others(alice, TAB_A)).toHaveLength(1);
    expect(editorPushes()).toHaveLength(1);
  });

  it("leaves another sign-in's tab alone", async () => {
    await others(alice, TAB_A);
    const res = await leave(bob, TAB_A);
    expect(res.statusCode).toBe(200);
    expect(await others(bob, TAB_B)).toMatchObject([{ tabId: TAB_A }]);
    // Nor can a touch with another sign-in's tab id take it over.
    await others(bob, TAB_A);
    expect(await others(alice, TAB_A2)).toMatchObject([
      { tabId: TAB_A, you: true },
      { tabId: TAB_B, you: false },
    ]);
  });

  it('does not list a sign-in that has ended', async () => {
    const carol = await signIn(FIREFOX_WINDOWS, '10.0.0.9');
    const carolTab = 'c1b2c3d4-0000-4000-8000-00000000000c';
    await others(carol, carolTab);
    expect(await others(bob, TAB_B)).toMatchObject([{ tabId: carolTab }]);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: carol } });
    expect(await others(bob, TAB_B)).toEqual([]);
  });

  it('names the sign-in whose write the draft is at, so a refused edit can say who changed it', async () => {
    const read = async (cookie: string) =>
      (await t.app.inject({ url: '/api/notice-builder/draft', headers: { cookie } })).json<
        DraftState<object>
      >();
    const start = await read(alice);
    expect(start.updatedBy).toBeNull();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notice-builder/draft',
      headers: { cookie: alice },
      payload: { data: start.data, revision: start.revision, baseVersionId: start.baseVersionId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DraftState<object>>().updatedBy).toEqual({
      you: true,
      browser: 'Firefox',
      os: 'Windows',
      address: '10.0.0.7',
      name: 'Owner',
    });
    expect((await read(bob)).updatedBy).toEqual({
      you: false,
      browser: 'Firefox',
      os: 'Windows',
      address: '10.0.0.7',
      name: 'Owner',
    });
  });

  it('refuses a bad tab id with 400 naming the field, and every call without a sign-in with 401', async () => {
    for (const tabId of ['short', 'x'.repeat(65), 'has spaces in it 123456', '<script>alert(1)</script>']) {
      const res = await touch(alice, tabId);
      expect(res.statusCode, tabId).toBe(400);
      expect(res.json<{ message: string; code: string }>().message).toMatch(/tabId/);
    }
    const noBody = await t.app.inject({
      method: 'PUT',
      url: '/api/home-builder/editors',
      headers: { cookie: alice },
    });
    expect(noBody.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/home-builder/editors/%00',
      headers: { cookie: alice },
    });
    expect(bad.statusCode).toBe(400);
    expect((await touch('', TAB_A)).statusCode).toBe(401);
    expect((await leave('', TAB_A)).statusCode).toBe(401);
  });
});
