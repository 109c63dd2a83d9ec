// A page on another site (a sibling subdomain included) cannot use the admin's cookie: requests that
// change data and /ws upgrades are refused unless they come from this site or an allowed origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const SITE = 'lucky.example';
const ALLOWED = 'https://admin.example.com';
const NOTICE = {
  showSpinNotice: true,
  spinNoticeText: 'x',
  spinNoticeColor: '#FFFFFF',
  spinNoticeBg: '#000000',
};

describe('origin checks', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ allowedOrigins: [ALLOWED] });
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const save = (headers: Record<string, string>, text = 'saved') =>
    t.app.inject({
      method: 'POST',
      url: '/api/spinning-notice/save',
      payload: { settings: { ...NOTICE, spinNoticeText: text } },
      headers: { cookie, host: SITE, ...headers },
    });
  const noticeText = async () =>
    (await t.app.inject('/api/spinning-notice/load')).json<{ data: { spinNoticeText: string } }>().data
      .spinNoticeText;

  it('refuses a save from another site with 403 and a message, and changes nothing', async () => {
    expect((await save({}, 'before')).statusCode).toBe(200);
    for (const origin of ['https://evil.example', `https://shop.${SITE}`, 'null']) {
      const res = await save({ origin }, 'hijacked');
      expect(res.statusCode, origin).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(
        /^Refused: this request came from .+, not from this site/,
      );
    }
    expect(await noticeText()).toBe('before');
  });

  it('refuses a browser request that says it is cross-site or same-site, even without Origin', async () => {
    expect((await save({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await save({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await save({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it("accepts the site's own pages, origins in ALLOWED_ORIGINS, and clients that are not browsers", async () => {
    expect((await save({ origin: `https://${SITE}` })).statusCode).toBe(200);
    expect((await save({ origin: `http://${SITE}` })).statusCode).toBe(200);
    expect((await save({ origin: ALLOWED })).statusCode).toBe(200);
    // curl and scripts send neither Origin nor Sec-Fetch-Site, and hold no victim's cookie.
    expect((await save({}, 'by script')).statusCode).toBe(200);
    expect(await noticeText()).toBe('by script');
  });

  it('leaves reads alone, whoever asks', async () => {
    const res = await t.app.inject({
      url: '/api/spinning-notice/load',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a public POST from another site too (a visitor cannot be made to redeem or chat)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      payload: { message: 'hi' },
      headers: { origin: 'https://evil.example', host: SITE },
    });
    expect(res.statusCode).toBe(403);
  });

  describe('/ws', () => {
    it('refuses an upgrade from another site, with or without the admin cookie', async () => {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'https://evil.example', cookie },
      ]) {
        await expect(t.app.injectWS('/ws', { headers: { host: SITE, ...headers } })).rejects.toThrow(
          'Unexpected server response: 403',
        );
      }
    });

    it('opens for the site itself and for an allowed origin', async () => {
      for (const origin of [`https://${SITE}`, ALLOWED]) {
        // Listening from the start: the server's hello comes as soon as the socket opens.
        let hello: Promise<string> | undefined;
        const ws = await t.app.injectWS(
          '/ws',
          { headers: { host: SITE, origin, cookie } },
          {
            onInit: (socket) => {
              hello = new Promise((resolve) => socket.once('message', (d: Buffer) => resolve(d.toString())));
            },
          },
        );
        expect(JSON.parse((await hello) ?? '')).toEqual({ type: 'hello', version: expect.any(Number) });
        ws.terminate();
      }
    });
  });
});
