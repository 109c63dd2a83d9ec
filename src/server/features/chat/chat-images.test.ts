// Images in chat (docs/decisions/0028): a message is text or one image; the image takes the upload rules
// (sniffed by content, bounded, re-encoded to WebP, served with nosniff and default-src 'none'); a visitor
// posts only to the conversation whose id it holds, within budgets per conversation and address.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSendResponse, ChatSessionSummary } from '#shared/api/chat';
import { adminSession, freshIp, startChat, type ApiAdmin } from '#tests/support/factories';
import { multipart, type Part } from '#tests/support/multipart';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { CHAT_IMAGE_CONVERSATION_LIMIT } from './chat-budgets';

const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAAAA';

describe('images in chat', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#20a060' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const start = async (): Promise<string> =>
    (await startChat(t.app, { message: 'Here is my win', senderName: 'Ravi' })).sessionId;
  const image = (data: Buffer | string = png, contentType = 'image/png'): Part => ({
    name: 'image',
    filename: 'win.png',
    contentType,
    data,
  });
  const post = (parts: Part[], opts: { ip?: string; asAdmin?: boolean } = {}) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/chat/image',
      payload: body.payload,
      headers: { ...body.headers, ...(opts.asAdmin ? admin.headers : {}) },
      remoteAddress: opts.ip ?? freshIp(),
    });
  };

  it("posts a visitor's image to their conversation as a WebP, pushed and listed like a message", async () => {
    const sessionId = await start();
    const res = await post([{ name: 'sessionId', data: sessionId }, image()]);
    expect(res.statusCode).toBe(201);
    const { message } = res.json<ChatSendResponse>();
    expect(message).toMatchObject({ sessionId, senderName: 'Ravi', isAdmin: false, message: '' });
    expect(message.imageUrl).toMatch(/^\/api\/chat\/images\/[A-Za-z0-9_-]{22}\.webp$/);

    // Served privately (chat-images-private.test.ts): here to the operator.
    const served = await t.app.inject({ url: message.imageUrl, headers: admin.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const messages = await t.app.inject(`/api/chat/messages/${sessionId}`);
    expect(messages.json<ChatMessage[]>().at(-1)).toEqual(message);
    const list = await t.app.inject({ url: '/api/chat/sessions', headers: admin.headers });
    expect(list.json<ChatSessionSummary[]>().find((s) => s.sessionId === sessionId)?.lastMessage).toBe('📷');
  });

  it('lets the operator send an image as Support', async () => {
    const sessionId = await start();
    const res = await post([{ name: 'sessionId', data: sessionId }, image()], { asAdmin: true });
    expect(res.statusCode).toBe(201);
    expect(res.json<ChatSendResponse>().message).toMatchObject({ senderName: 'Support', isAdmin: true });
  });

  it('refuses an image without the conversation id, or for one it never issued (404, naming the field)', async () => {
    for (const parts of [
      [image()],
      [{ name: 'sessionId', data: UNKNOWN_ID }, image()],
      [{ name: 'sessionId', data: 'x' }, image()],
    ]) {
      const res = await post(parts);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toContain('sessionId');
    }
  });

  it('takes the conversation from the address (?sessionId=), checked before the body, and refuses a form naming another', async () => {
    const sessionId = await start();
    const other = await start();
    const postTo = (query: string, parts: Part[]) => {
      const body = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: `/api/chat/image?sessionId=${query}`,
        payload: body.payload,
        headers: body.headers,
        remoteAddress: freshIp(),
      });
    };
    const ok = await postTo(sessionId, [image()]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<ChatSendResponse>().sessionId).toBe(sessionId);
    const unknown = await postTo(UNKNOWN_ID, [image()]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toContain('sessionId');
    const differs = await postTo(sessionId, [{ name: 'sessionId', data: other }, image()]);
    expect(differs.statusCode).toBe(400);
    expect(differs.json()).toMatchObject({ code: 'validation.field', params: { field: 'sessionId' } });
  });

  it('refuses what is not an image by its content (415), whatever it is called, and a JSON body', async () => {
    const sessionId = await start();
    const html = await post([
      { name: 'sessionId', data: sessionId },
      image('<script>alert(1)</script>', 'image/png'),
    ]);
    expect(html.statusCode).toBe(415);
    const svg = await post([
      { name: 'sessionId', data: sessionId },
      image('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>', 'image/svg+xml'),
    ]);
    expect(svg.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/chat/image',
      payload: { sessionId, image: 'data:image/png;base64,AAAA' },
      remoteAddress: freshIp(),
    });
    expect(json.statusCode).toBe(415);
    const messages = await t.app.inject(`/api/chat/messages/${sessionId}`);
    expect(messages.json<ChatMessage[]>()).toHaveLength(1);
  });

  it('limits images per conversation under a burst, whatever the address', async () => {
    const sessionId = await start();
    const burst = await Promise.all(
      Array.from({ length: CHAT_IMAGE_CONVERSATION_LIMIT.limit + 2 }, () =>
        post([{ name: 'sessionId', data: sessionId }, image()]),
      ),
    );
    const codes = burst.map((res) => res.statusCode);
    // Six uploads may be in flight in a process: a 503 asks to retry, never a 5xx crash.
    expect(codes.filter((code) => code === 201).length).toBeLessThanOrEqual(
      CHAT_IMAGE_CONVERSATION_LIMIT.limit,
    );
    expect(codes.every((code) => [201, 429, 503].includes(code))).toBe(true);
    const later = await post([{ name: 'sessionId', data: sessionId }, image()]);
    expect(later.statusCode).toBe(429);
  });
});
