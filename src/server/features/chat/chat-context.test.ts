// A conversation's header: the visitor's context as the widget says it, the operator's name for the customer,
// and how far the operator has read (the widget's 'Seen'). The context is shown, never trusted: a code is
// whole only when the operator's own records hold it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatConversation, ChatSendResponse, ChatSessionSummary } from '#shared/api/chat';
import { adminSession, createPromoCode, freshIp, startChat, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { CHAT_CONTEXT_LIMIT } from './chat-budgets';

const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAAAA';

const onPhone = { page: '/spin', device: 'phone', language: 'zh' } as const;

describe("a conversation's header", () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, asAdmin = false) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: freshIp(),
      headers: asAdmin ? admin.headers : {},
    });
  const start = async (extra: object = {}): Promise<string> =>
    (await startChat(t.app, { message: 'Hello', ...extra })).sessionId;
  const header = async (sessionId: string): Promise<ChatConversation> => {
    const res = await t.app.inject({ url: `/api/chat/sessions/${sessionId}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json<ChatConversation>();
  };

  it('shows the context sent with the first message, masking a code the records do not hold', async () => {
    const sessionId = await start({
      context: { ...onPhone, lastDraw: { code: 'zz9q7w2x', prize: 'RM 50' } },
    });
    expect(await header(sessionId)).toEqual({
      sessionId,
      visitorName: 'Visitor',
      customerName: '',
      contact: '',
      context: {
        page: '/spin',
        device: 'phone',
        language: 'zh',
        lastDraw: { code: 'ZZ****2X', inRecords: false, reportedPrize: 'RM 50', draws: [] },
        updatedAt: expect.any(String) as string,
      },
    });
  });

  it("shows a code whole when it is one of the operator's own", async () => {
    const { code } = await createPromoCode(admin);
    const sessionId = await start({
      context: { ...onPhone, lastDraw: { code: code.toLowerCase(), prize: 'Gold' } },
    });
    expect((await header(sessionId)).context?.lastDraw).toEqual({
      code,
      inRecords: true,
      reportedPrize: 'Gold',
      draws: [],
    });
  });

  it('has no context until the widget sends one, then follows its updates', async () => {
    const sessionId = await start();
    expect((await header(sessionId)).context).toBeNull();
    t.clock.advance(60_000);
    const res = await post('/api/chat/context', {
      sessionId,
      context: { page: '/home', device: 'desktop', language: 'ms' },
    });
    expect(res.statusCode).toBe(200);
    expect((await header(sessionId)).context).toEqual({
      page: '/home',
      device: 'desktop',
      language: 'ms',
      lastDraw: null,
      updatedAt: t.clock.now().toISOString(),
    });
  });

  it('refuses a bad context, naming the field, and an unknown conversation', async () => {
    const sessionId = await start();
    const cases: [object, string][] = [
      [{ ...onPhone, device: 'watch' }, 'context.device'],
      [{ ...onPhone, language: 'fr' }, 'context.language'],
      [{ ...onPhone, page: '' }, 'context.page'],
      [{ ...onPhone, page: 'x'.repeat(201) }, 'context.page'],
      [{ ...onPhone, page: '/a\u0000' }, 'context.page'],
      [{ ...onPhone, lastDraw: { code: 'AB\u0007', prize: 'x' } }, 'context.lastDraw.code'],
      [{ ...onPhone, lastDraw: 'ABC' }, 'context.lastDraw'],
    ];
    for (const [context, field] of cases) {
      const res = await post('/api/chat/context', { sessionId, context });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    const withFirst = await post('/api/chat/send', { message: 'hi', context: { ...onPhone, device: 'tv' } });
    expect(withFirst.statusCode).toBe(400);
    expect((await post('/api/chat/context', { sessionId: UNKNOWN_ID, context: onPhone })).statusCode).toBe(
      404,
    );
  });

  it('limits context updates per conversation, reserved before they are checked', async () => {
    const sessionId = await start();
    const burst = await Promise.all(
      Array.from({ length: CHAT_CONTEXT_LIMIT.limit + 5 }, () =>
        post('/api/chat/context', { sessionId, context: onPhone }),
      ),
    );
    const codes = burst.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(CHAT_CONTEXT_LIMIT.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
  });

  it("lets the operator name the customer, which the list shows; the visitor's name stays", async () => {
    const sessionId = await start({ senderName: 'mei' });
    const named = await post(
      `/api/chat/sessions/${sessionId}/name`,
      { customerName: '  Tan Mei Ling ' },
      true,
    );
    expect(named.statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/chat/sessions', headers: admin.headers });
    expect(list.json<ChatSessionSummary[]>().find((s) => s.sessionId === sessionId)).toMatchObject({
      visitorName: 'mei',
      customerName: 'Tan Mei Ling',
    });
    expect(await header(sessionId)).toMatchObject({ visitorName: 'mei', customerName: 'Tan Mei Ling' });

    expect(
      (await post(`/api/chat/sessions/${sessionId}/name`, { customerName: 'x'.repeat(81) }, true)).statusCode,
    ).toBe(400);
    expect((await post(`/api/chat/sessions/${sessionId}/name`, { customerName: 'Ann' })).statusCode).toBe(
      401,
    );
    expect(
      (await post(`/api/chat/sessions/${UNKNOWN_ID}/name`, { customerName: 'Ann' }, true)).statusCode,
    ).toBe(404);
    expect((await t.app.inject(`/api/chat/sessions/${sessionId}`)).statusCode).toBe(401);
  });

  it('tells the visitor how far the operator has read', async () => {
    const sessionId = await start();
    const seen = async () => (await t.app.inject(`/api/chat/seen/${sessionId}`)).json<{ upToId: number }>();
    expect(await seen()).toEqual({ upToId: 0 });
    const second = await post('/api/chat/send', { sessionId, message: 'again' });
    const { id } = second.json<ChatSendResponse>().message;
    expect((await post(`/api/chat/sessions/${sessionId}/read`, {}, true)).statusCode).toBe(200);
    expect(await seen()).toEqual({ upToId: id });
    expect((await t.app.inject(`/api/chat/seen/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/chat/seen/short')).statusCode).toBe(400);
  });
});
