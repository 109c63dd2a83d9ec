// Live chat through its API: the id is the capability, identity comes from the session not the body, the text
// rule, order and ?after, the admin's list with unread and resolved, and the limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSendResponse, ChatSessionSummary } from '#shared/api/chat';
import { adminSession, freshIp, startChat, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { chatMessages } from '../../db/schema';
import { CHAT_ADDRESS_LIMIT, CHAT_CONVERSATION_LIMIT, CHAT_START_LIMIT } from './chat-budgets';

/** Well-formed, never issued. */
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAAAA';

describe('live chat', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const send = (payload: object, opts: { ip?: string; asAdmin?: boolean } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      payload,
      remoteAddress: opts.ip ?? freshIp(),
      headers: opts.asAdmin ? admin.headers : {},
    });
  const start = (message = 'Hello', senderName?: string): Promise<ChatSendResponse> =>
    startChat(t.app, { message, ...(senderName === undefined ? {} : { senderName }) });
  const messages = async (sessionId: string, query = '', asAdmin = false): Promise<ChatMessage[]> => {
    const res = await t.app.inject({
      url: `/api/chat/messages/${sessionId}${query}`,
      headers: asAdmin ? admin.headers : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json<ChatMessage[]>();
  };
  const sessions = async (): Promise<ChatSessionSummary[]> => {
    const res = await t.app.inject({ url: '/api/chat/sessions', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json<ChatSessionSummary[]>();
  };
  const adminPost = (path: string, withSession = true) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${path}`,
      headers: withSession ? admin.headers : {},
    });

  it('refuses the admin-only calls without an admin session', async () => {
    const { sessionId } = await start();
    expect((await t.app.inject('/api/chat/sessions')).statusCode).toBe(401);
    expect((await adminPost(`${sessionId}/read`, false)).statusCode).toBe(401);
    expect((await adminPost(`${sessionId}/resolve`, false)).statusCode).toBe(401);
  });

  it('starts a conversation under a server-issued id of at least 128 random bits', async () => {
    const a = await start('Hi there', 'Mei Ling');
    const b = await start();
    expect(a.sessionId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(a.sessionId).not.toBe(b.sessionId);
    expect(a.message).toMatchObject({
      sessionId: a.sessionId,
      senderName: 'Mei Ling',
      message: 'Hi there',
      isAdmin: false,
    });
    expect(b.message.senderName).toBe('Visitor');
    expect(await messages(a.sessionId)).toEqual([a.message]);
  });

  it('answers 404 for a well-formed id it never issued and 400 for a malformed one', async () => {
    expect((await send({ sessionId: UNKNOWN_ID, message: 'hi' })).statusCode).toBe(404);
    expect((await t.app.inject(`/api/chat/messages/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/chat/messages/${UNKNOWN_ID}`, headers: admin.headers })).statusCode,
    ).toBe(404);
    expect((await adminPost(`${UNKNOWN_ID}/read`)).statusCode).toBe(404);
    expect((await adminPost(`${UNKNOWN_ID}/resolve`)).statusCode).toBe(404);
    expect((await send({ sessionId: 'short', message: 'hi' })).statusCode).toBe(400);
    expect((await t.app.inject('/api/chat/messages/not%20an%20id%20at%20all%20!!')).statusCode).toBe(400);
    expect(
      (await send({ asAdmin: true, sessionId: UNKNOWN_ID, message: 'hi' }, { asAdmin: true })).statusCode,
    ).toBe(404);
  });

  it("ignores a visitor's isAdmin and refuses the name Support in any case", async () => {
    const forged = await send({ message: 'I am staff', isAdmin: true });
    expect(forged.statusCode).toBe(201);
    expect(forged.json<ChatSendResponse>().message).toMatchObject({ isAdmin: false, senderName: 'Visitor' });
    for (const senderName of ['Support', 'support', '  SUPPORT ']) {
      const res = await send({ message: 'hi', senderName, isAdmin: true });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Support/);
    }
  });

  it('refuses every name that reads as Support, naming the field, and stores nothing', async () => {
    const before = (await t.app.db.select().from(chatMessages)).length;
    for (const senderName of [
      'Support\u200B',
      'Ｓupport',
      'Suppοrt',
      'Ѕupport',
      'SUPPORT',
      ' support ',
      'S\u200Dupport',
      'Supp0rt',
      '\u202ESupport',
      'Support ✓',
    ]) {
      const res = await send({ message: 'hi', senderName });
      expect(res.statusCode, senderName).toBe(400);
      expect(res.json<{ message: string }>().message, senderName).toMatch(/^senderName /);
    }
    const lookAlike = await send({ message: 'hi', senderName: 'Suppοrt' });
    expect(lookAlike.json()).toEqual({
      message: 'senderName "Support" is reserved for the operator; choose another name',
      code: 'chat.reserved_name',
      params: { field: 'senderName' },
    });
    expect((await t.app.db.select().from(chatMessages)).length).toBe(before);
    expect((await sessions()).map((s) => s.visitorName)).not.toContain('Support');
  });

  it('takes the names of real people as they are, fullwidth letters made plain', async () => {
    for (const name of ['Supporter', '张伟', 'Siti Nurhaliza', '👩‍💻 Dev', 'Zoë 🏳️‍🌈', 'می‌خواهم']) {
      expect((await start('hi', name)).message.senderName).toBe(name);
    }
    expect((await start('hi', 'Ｍｅｉ')).message.senderName).toBe('Mei');
  });

  it('refuses blank, oversize and control-character messages and long names', async () => {
    const { sessionId } = await start();
    const before = (await t.app.db.select().from(chatMessages)).length;
    for (const message of ['', '   \n ', 'x'.repeat(2001), 'a\u0000b']) {
      const res = await send({ sessionId, message });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/message/);
    }
    expect((await send({ sessionId, message: 'hi', senderName: 'n'.repeat(41) })).statusCode).toBe(400);
    expect((await send({ sessionId })).statusCode).toBe(400);
    expect((await t.app.db.select().from(chatMessages)).length).toBe(before);
    const res = await send({ sessionId, message: `  ${'x'.repeat(2000)}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json<ChatSendResponse>().message.message).toHaveLength(2000);
  });

  it('stores the admin reply as Support with isAdmin true, whatever the body says', async () => {
    const { sessionId } = await start('Need help');
    const res = await send(
      { sessionId, message: 'How can I help?', senderName: 'Bob', isAdmin: false },
      { asAdmin: true },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<ChatSendResponse>().message).toMatchObject({
      sessionId,
      senderName: 'Support',
      isAdmin: true,
      message: 'How can I help?',
    });
    const missing = await send({ message: 'to whom?' }, { asAdmin: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/sessionId/);
  });

  it('keeps messages in order, reads them as admin or by the id, and returns only newer ones after ?after', async () => {
    const ip = freshIp();
    const first = await start('one');
    const { sessionId } = first;
    const second = (await send({ sessionId, message: 'two' }, { ip })).json<ChatSendResponse>().message;
    const third = (await send({ sessionId, message: 'three' }, { asAdmin: true })).json<ChatSendResponse>()
      .message;
    const all = await messages(sessionId);
    expect(all.map((m) => m.message)).toEqual(['one', 'two', 'three']);
    expect(all.map((m) => m.id)).toEqual([first.message.id, second.id, third.id]);
    // The operator also reads which of them replied; the visitor reads Support.
    expect(await messages(sessionId, '', true)).toEqual(
      all.map((m) => (m.isAdmin ? { ...m, operatorName: 'Owner' } : m)),
    );
    expect(all.every((m) => !('operatorName' in m))).toBe(true);
    expect((await messages(sessionId, `?after=${first.message.id}`)).map((m) => m.message)).toEqual([
      'two',
      'three',
    ]);
    expect(await messages(sessionId, `?after=${third.id}`)).toEqual([]);
    expect((await t.app.inject(`/api/chat/messages/${sessionId}?after=abc`)).statusCode).toBe(400);
  });

  it('lists conversations newest first with unread counts, marks read, resolves and reopens', async () => {
    const ip = freshIp();
    t.clock.advance(1000);
    const older = await start('older', 'Ann');
    t.clock.advance(1000);
    const newer = await start('newer', 'Ben');
    t.clock.advance(1000);
    await send({ sessionId: newer.sessionId, message: 'still there?' }, { ip });
    t.clock.advance(1000);

    let list = await sessions();
    expect(list[0]).toMatchObject({
      sessionId: newer.sessionId,
      lastMessage: 'still there?',
      unread: 2,
      resolved: false,
      visitorName: 'Visitor',
    });
    expect(list[1]).toMatchObject({
      sessionId: older.sessionId,
      lastMessage: 'older',
      unread: 1,
      visitorName: 'Ann',
    });

    expect((await adminPost(`${newer.sessionId}/read`)).json()).toEqual({ success: true });
    await send({ sessionId: newer.sessionId, message: 'Yes, go on' }, { asAdmin: true });
    list = await sessions();
    expect(list.find((s) => s.sessionId === newer.sessionId)).toMatchObject({
      unread: 0,
      lastMessage: 'Yes, go on',
    });

    // Resolved drops below every open conversation; the visitor's next message reopens it on top.
    expect((await adminPost(`${newer.sessionId}/resolve`)).statusCode).toBe(200);
    list = await sessions();
    expect(list.at(-1)).toMatchObject({ sessionId: newer.sessionId, resolved: true });
    t.clock.advance(1000);
    await send({ sessionId: newer.sessionId, message: 'one more thing' }, { ip });
    list = await sessions();
    expect(list[0]).toMatchObject({ sessionId: newer.sessionId, resolved: false, unread: 1 });
  });

  it('says whether an operator was at the chat in the last five minutes', async () => {
    // The admin has used the chat in the tests above.
    expect((await t.app.inject('/api/chat/status')).json()).toMatchObject({ operatorOnline: true });
    t.clock.advance(5 * 60_000 + 1000);
    expect((await t.app.inject('/api/chat/status')).json()).toMatchObject({ operatorOnline: false });
    await sessions();
    expect((await t.app.inject('/api/chat/status')).json()).toMatchObject({ operatorOnline: true });
  });

  it('limits new conversations per address, with Retry-After', async () => {
    const ip = freshIp();
    expect((await send({ message: 'first' }, { ip })).statusCode).toBe(201);
    const refused = await send({ message: 'second' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/another conversation/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(CHAT_START_LIMIT.windowMs);
    expect((await send({ message: 'later' }, { ip })).statusCode).toBe(201);
  });

  it('limits messages per address across conversations', async () => {
    const ip = freshIp();
    const a = await start();
    const b = await start();
    let sent = 0;
    let res = await send({ sessionId: a.sessionId, message: 'm' }, { ip });
    while (res.statusCode === 200 && sent < 100) {
      sent++;
      res = await send({ sessionId: sent % 2 ? b.sessionId : a.sessionId, message: 'm' }, { ip });
    }
    expect(sent).toBe(CHAT_ADDRESS_LIMIT.limit);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Unknown ids count too: guessing costs the same budget.
    expect((await send({ sessionId: UNKNOWN_ID, message: 'm' }, { ip })).statusCode).toBe(429);
    // The admin is not limited by address.
    expect((await send({ sessionId: a.sessionId, message: 'ok' }, { ip, asAdmin: true })).statusCode).toBe(
      200,
    );
    t.clock.advance(CHAT_ADDRESS_LIMIT.windowMs);
  });

  it('limits messages per conversation, whatever the address', async () => {
    const { sessionId } = await start();
    let sent = 1;
    let status = 200;
    while (status === 200 && sent < 100) {
      status = (await send({ sessionId, message: 'flood' })).statusCode;
      if (status === 200) sent++;
    }
    expect(status).toBe(429);
    expect(sent).toBe(CHAT_CONVERSATION_LIMIT.limit);
    const stored = (await t.app.db.select().from(chatMessages)).filter((m) => m.sessionId === sessionId);
    expect(stored).toHaveLength(CHAT_CONVERSATION_LIMIT.limit);
  });
});
