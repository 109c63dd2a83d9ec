// Chat images are private (docs/decisions/0028-uploads-held-and-private-chat-images.md): a customer's
// receipt or ID photo is served to its conversation's visitor and to signed-in operators only, with a
// short private cache, never by the builders' public route; and it is deleted after the retention.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatSendResponse } from '#shared/api/chat';
import { adminSession, freshIp, startChat, type ApiAdmin } from '#tests/support/factories';
import { multipart } from '#tests/support/multipart';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const DAY_MS = 24 * 60 * 60_000;

async function png(background: string): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A conversation, an image its visitor sent in it, and the cookie its widget gets for its images. */
async function visitorWithImage(t: TestApp, name: string) {
  const { sessionId } = await startChat(t.app, { message: 'my receipt', senderName: name });
  const body = multipart([
    { name: 'sessionId', data: sessionId },
    { name: 'image', filename: 'receipt.png', contentType: 'image/png', data: await png('#208040') },
  ]);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/chat/image',
    headers: body.headers,
    payload: body.payload,
    remoteAddress: freshIp(),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const { imageUrl } = sent.json<ChatSendResponse>().message;
  const access = await t.app.inject({
    method: 'POST',
    url: '/api/chat/images/access',
    payload: { sessionId },
  });
  const cookie = access.cookies.find((c) => c.name === 'ld_chat_images');
  return { sessionId, imageUrl, cookie: cookie ? `${cookie.name}=${cookie.value}` : '' };
}

async function builderImage(t: TestApp, admin: ApiAdmin): Promise<string> {
  const body = multipart([
    { name: 'image', filename: 'logo.png', contentType: 'image/png', data: await png('#c03020') },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload-image',
    headers: { ...body.headers, ...admin.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ imageUrl: string }>().imageUrl;
}

describe('chat images are private', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  it('serves a chat image to its visitor and to an operator, privately and briefly cached', async () => {
    const mine = await visitorWithImage(t, 'Mei');
    for (const [who, headers] of [
      ['its visitor', { cookie: mine.cookie }],
      ['an operator', admin.headers],
    ] as const) {
      for (const url of [mine.imageUrl, mine.imageUrl.replace(/\.webp$/, '-800.webp')]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, `${who} ${url}`).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('private, max-age=300');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe("default-src 'none'");
      }
    }
  });

  it('refuses a chat image to nobody signed in and to another visitor, as if it did not exist', async () => {
    const mine = await visitorWithImage(t, 'Ravi');
    const theirs = await visitorWithImage(t, 'Ali');
    for (const headers of [{}, { cookie: theirs.cookie }, { cookie: 'ld_chat_images=forged' }]) {
      const res = await t.app.inject({ url: mine.imageUrl, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.json()).toEqual({ message: 'No such image', code: 'not_found' });
    }
    // And the builders' public route does not serve it under the same name.
    const id = /([A-Za-z0-9_-]{22})\.webp$/.exec(mine.imageUrl)?.[1];
    const publicRoute = await t.app.inject({ url: `/uploads/${id}.webp`, headers: admin.headers });
    expect(publicRoute.statusCode).toBe(404);
  });

  it('keeps builder images public and immutable, and never serves one as a chat image', async () => {
    const imageUrl = await builderImage(t, admin);
    const res = await t.app.inject({ url: imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const id = /([A-Za-z0-9_-]{22})\.webp$/.exec(imageUrl)?.[1];
    const asChat = await t.app.inject({ url: `/api/chat/images/${id}.webp`, headers: admin.headers });
    expect(asChat.statusCode).toBe(404);
  });

  it('gives the access cookie only for a conversation that exists', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/images/access',
      payload: { sessionId: 'AAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.cookies).toEqual([]);
  });
});

describe('chat image retention', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp({ chatImageRetentionDays: 90, chatImageSweepEveryMs: 50 });
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  it('deletes chat images past the retention, keeps newer ones and every builder image', async () => {
    const old = await visitorWithImage(t, 'Siti');
    const builder = await builderImage(t, admin);
    t.clock.advance(91 * DAY_MS);
    // The operator's session of 91 days ago has ended.
    admin = await adminSession(t);
    const recent = await visitorWithImage(t, 'Tan');

    const operatorSees = async (url: string) =>
      (await t.app.inject({ url, headers: admin.headers })).statusCode;
    // The server sweeps by itself, every 50 ms here (every hour by default).
    await vi.waitFor(async () => expect(await operatorSees(old.imageUrl)).toBe(404), {
      timeout: 20_000,
      interval: 50,
    });
    expect(await operatorSees(old.imageUrl.replace(/\.webp$/, '-800.webp'))).toBe(404);
    expect(await operatorSees(recent.imageUrl)).toBe(200);
    expect((await t.app.inject({ url: builder })).statusCode).toBe(200);
    // The message stays in its conversation, pointing at the image that is gone.
    const messages = await t.app.inject(`/api/chat/messages/${old.sessionId}`);
    expect(messages.json<{ imageUrl: string }[]>().map((m) => m.imageUrl)).toContain(old.imageUrl);
  });
});
