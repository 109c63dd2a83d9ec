// chat_message over /ws: a visitor's socket hears its own conversation only, an admin's socket every
// conversation (with the unread counts), a plain socket none; across instances the message travels by id.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessagePushSchema,
  forVisitor,
  type ChatMessage,
  type ChatSendResponse,
  type ChatSessionSummary,
} from '#shared/api/chat';
import { parseServerMessage, type ServerMessage } from '#shared/api/chat-push';
import { freshIp } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { itOnPostgres } from '#tests/support/postgres-only';

type TestSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

/** Every chat message a socket receives, in order. */
function chatLog(ws: TestSocket): ChatMessage[] {
  const log: ChatMessage[] = [];
  ws.on('message', (data: Buffer) => {
    const message = parseServerMessage(data.toString());
    if (message?.type === 'chat_message') log.push(message.message);
  });
  return log;
}

/** Every chat_message frame a socket receives, as sent (before any client-side parsing). */
function rawChatLog(ws: TestSocket): Record<string, unknown>[] {
  const log: Record<string, unknown>[] = [];
  ws.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    if (frame.type === 'chat_message') log.push(frame);
  });
  return log;
}

async function until(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every typing, read and header sign a socket receives, as the page's parse reads it. */
function signLog(ws: TestSocket): ServerMessage[] {
  const log: ServerMessage[] = [];
  ws.on('message', (data: Buffer) => {
    const message = parseServerMessage(data.toString());
    if (message && ['chat_typing', 'chat_read', 'chat_session'].includes(message.type)) log.push(message);
  });
  return log;
}

const typing = (ws: TestSocket, sessionId: string, isAdmin = false) =>
  ws.send(JSON.stringify({ type: 'chat_typing', sessionId, isAdmin }));

/** Lets anything still in flight arrive, so "received nothing" means something. */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('live chat over /ws', () => {
  let t: TestApp;
  let cookie: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t.close();
  });

  const open = async (app: FastifyInstance, query = '', asAdmin = false) => {
    const ws = await app.injectWS(`/ws${query}`, asAdmin ? { headers: { cookie } } : {});
    sockets.push(ws);
    return ws;
  };
  const send = async (app: FastifyInstance, payload: object, asAdmin = false): Promise<ChatSendResponse> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/send',
      payload,
      remoteAddress: freshIp(),
      headers: asAdmin ? { cookie } : {},
    });
    expect(res.statusCode).toBeLessThan(300);
    return res.json<ChatSendResponse>();
  };

  it('delivers each message to its conversation and the admin only', async () => {
    const a = await send(t.app, { message: 'from A', senderName: 'Ann' });
    const b = await send(t.app, { message: 'from B', senderName: 'Ben' });

    const visitorA = chatLog(await open(t.app, `?chatSessionId=${a.sessionId}`));
    const visitorB = chatLog(await open(t.app, `?chatSessionId=${b.sessionId}`));
    const adminLog = chatLog(await open(t.app, '', true));
    const plain = chatLog(await open(t.app));
    const unknown = chatLog(await open(t.app, '?chatSessionId=AAAAAAAAAAAAAAAAAAAAAAAA'));
    const malformed = chatLog(await open(t.app, `?chatSessionId=${a.sessionId}!`));
    // A visitor's socket is not an admin's because the body or query says so.
    const forged = chatLog(await open(t.app, '?isAdmin=true'));

    const a2 = (await send(t.app, { sessionId: a.sessionId, message: 'A again' })).message;
    const b2 = (await send(t.app, { sessionId: b.sessionId, message: 'B again' })).message;
    const reply = (await send(t.app, { sessionId: a.sessionId, message: 'Hi Ann' }, true)).message;

    await until(() => adminLog.length === 3 && visitorA.length === 2 && visitorB.length === 1, 'deliveries');
    await settle();
    // The visitor hears Support; the desk also hears which operator it was.
    expect(visitorA).toEqual([a2, forVisitor(reply)]);
    expect(reply.operatorName).toBe('Owner');
    expect(visitorB).toEqual([b2]);
    expect(adminLog).toEqual([a2, b2, reply]);
    expect(reply).toMatchObject({ senderName: 'Support', isAdmin: true });
    expect(plain).toEqual([]);
    expect(unknown).toEqual([]);
    expect(malformed).toEqual([]);
    expect(forged).toEqual([]);
  });

  it("tells an admin's socket the conversation's row and the unread total with each message; a visitor's hears the message alone", async () => {
    const sessions = async () =>
      (await t.app.inject({ url: '/api/chat/sessions', headers: { cookie } })).json<ChatSessionSummary[]>();
    const read = (sessionId: string) =>
      t.app.inject({ method: 'POST', url: `/api/chat/sessions/${sessionId}/read`, headers: { cookie } });
    const { sessionId } = await send(t.app, { message: 'counting', senderName: 'Cal' });
    const other = await send(t.app, { message: 'someone else' });
    const adminLog = rawChatLog(await open(t.app, '', true));
    const visitorLog = rawChatLog(await open(t.app, `?chatSessionId=${sessionId}`));

    const asked = (await send(t.app, { sessionId, message: 'how many?' })).message;
    await until(() => adminLog.length === 1 && visitorLog.length === 1, 'the pushes');
    let list = await sessions();
    const total = () => list.reduce((sum, s) => sum + s.unread, 0);
    const row = (id: string) => list.find((s) => s.sessionId === id);
    // What the list would answer now, so the client need not ask it.
    expect(chatMessagePushSchema.strict().parse(adminLog[0])).toEqual({
      type: 'chat_message',
      message: asked,
      session: row(sessionId),
      unreadTotal: total(),
    });
    expect(row(sessionId)?.unread).toBe(2);
    // The counts speak of every conversation: a visitor's socket never gets them.
    expect(visitorLog[0]).toEqual({ type: 'chat_message', message: asked });

    // Read, then answered: the admin's reply carries the counts without this conversation.
    expect((await read(sessionId)).statusCode).toBe(200);
    const reply = (await send(t.app, { sessionId, message: 'none left' }, true)).message;
    await until(() => adminLog.length === 2 && visitorLog.length === 2, 'the reply');
    list = await sessions();
    expect(adminLog[1]).toEqual({
      type: 'chat_message',
      message: reply,
      session: { ...row(sessionId), unread: 0, lastMessage: 'none left' },
      unreadTotal: total(),
    });
    expect(row(other.sessionId)?.unread).toBe(1);
    expect(total()).toBeGreaterThanOrEqual(1);
    expect(visitorLog[1]).toEqual({ type: 'chat_message', message: forVisitor(reply) });
  });

  it('pushes the message as stored: what the socket gets is what ?after returns', async () => {
    const { sessionId, message } = await send(t.app, { message: 'first' });
    const log = chatLog(await open(t.app, `?chatSessionId=${sessionId}`));
    await send(t.app, { sessionId, message: '  second\r\nline  ' });
    await until(() => log.length === 1, 'the push');
    const res = await t.app.inject(`/api/chat/messages/${sessionId}?after=${message.id}`);
    expect(res.json<ChatMessage[]>()).toEqual(log);
    expect(log[0]?.message).toBe('second\nline');
  });

  it('keeps settings pushes going to every socket', async () => {
    const { sessionId } = await send(t.app, { message: 'hello' });
    const visitor = await open(t.app, `?chatSessionId=${sessionId}`);
    const plain = await open(t.app);
    const heard = (ws: TestSocket) =>
      new Promise<string>((resolve) =>
        ws.on('message', (data: Buffer) => {
          const message = parseServerMessage(data.toString());
          if (message?.type === 'settings_changed') resolve(message.key);
        }),
      );
    const both = Promise.all([heard(visitor), heard(plain)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/save',
      payload: { key: 'customPrizeNames', value: JSON.stringify(['1', '2', '3', '4', '5', '6']) },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await both).toEqual(['customPrizeNames', 'customPrizeNames']);
  });

  it("relays a visitor's typing to the admins and Support's to that conversation only, once per 2 s a side", async () => {
    const a = await send(t.app, { message: 'from A' });
    const b = await send(t.app, { message: 'from B' });
    const visitorSocketA = await open(t.app, `?chatSessionId=${a.sessionId}`);
    const visitorA = signLog(visitorSocketA);
    const visitorB = signLog(await open(t.app, `?chatSessionId=${b.sessionId}`));
    const adminSocket = await open(t.app, '', true);
    const adminLog = signLog(adminSocket);
    const plain = signLog(await open(t.app));

    typing(visitorSocketA, a.sessionId);
    // Again at once, and claiming to be the admin: neither is relayed (too soon; who types is the socket's).
    typing(visitorSocketA, a.sessionId, true);
    // Not the conversation this socket holds: never relayed.
    typing(visitorSocketA, b.sessionId);
    typing(adminSocket, a.sessionId);
    await until(() => adminLog.length === 1 && visitorA.length === 1, 'the typing signs');
    await settle();
    expect(adminLog).toEqual([{ type: 'chat_typing', sessionId: a.sessionId, isAdmin: false }]);
    expect(visitorA).toEqual([{ type: 'chat_typing', sessionId: a.sessionId, isAdmin: true }]);
    expect(visitorB).toEqual([]);
    expect(plain).toEqual([]);

    t.clock.advance(2_000);
    typing(visitorSocketA, a.sessionId);
    await until(() => adminLog.length === 2, 'the next typing sign, 2 s later');
    // Junk is ignored and the socket stays open.
    visitorSocketA.send('not json');
    visitorSocketA.send(JSON.stringify({ type: 'chat_typing', sessionId: 'short' }));
    await settle();
    expect(adminLog).toHaveLength(2);
    expect(visitorSocketA.readyState).toBe(visitorSocketA.OPEN);
  });

  it("tells the visitor's socket and the admins' how far the operator read, and the admins' that a header changed", async () => {
    const a = await send(t.app, { message: 'from A' });
    const b = await send(t.app, { message: 'from B' });
    const visitorA = signLog(await open(t.app, `?chatSessionId=${a.sessionId}`));
    const visitorB = signLog(await open(t.app, `?chatSessionId=${b.sessionId}`));
    const adminLog = signLog(await open(t.app, '', true));
    const plain = signLog(await open(t.app));

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${a.sessionId}/read`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    const named = await t.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${b.sessionId}/name`,
      payload: { customerName: 'Ben' },
      headers: { cookie },
    });
    expect(named.statusCode).toBe(200);
    await until(() => visitorA.length === 1 && adminLog.length === 2, 'the read and header signs');
    await settle();
    const readMark = { type: 'chat_read', sessionId: a.sessionId, upToId: a.message.id };
    expect(visitorA).toEqual([readMark]);
    // Another operator's desk drops its unread badge for A.
    expect(adminLog).toEqual([
      readMark,
      {
        type: 'chat_session',
        sessionId: b.sessionId,
        session: expect.objectContaining({ sessionId: b.sessionId, customerName: 'Ben' }) as object,
      },
    ]);
    expect(visitorB).toEqual([]);
    expect(plain).toEqual([]);
  });

  it("tells every admin's socket that a conversation was resolved: another operator's list moves it down", async () => {
    const { sessionId } = await send(t.app, { message: 'thanks, all sorted' });
    const adminLog = signLog(await open(t.app, '', true));
    const visitor = signLog(await open(t.app, `?chatSessionId=${sessionId}`));
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${sessionId}/resolve`,
      headers: { cookie },
    });
    expect(resolved.statusCode).toBe(200);
    await until(() => adminLog.length === 1, 'the header sign');
    await settle();
    expect(adminLog).toEqual([
      {
        type: 'chat_session',
        sessionId,
        session: expect.objectContaining({ sessionId, resolved: true }) as object,
      },
    ]);
    expect(visitor).toEqual([]);
  });

  itOnPostgres('carries typing and read signs to sockets on another instance', async () => {
    const other = await t.secondInstance();
    const { sessionId, message } = await send(t.app, { message: 'hello?' });
    const visitorSocketOnA = await open(t.app, `?chatSessionId=${sessionId}`);
    const visitorOnA = signLog(visitorSocketOnA);
    const adminSocketOnB = await open(other, '', true);
    const adminOnB = signLog(adminSocketOnB);

    typing(visitorSocketOnA, sessionId);
    typing(adminSocketOnB, sessionId);
    const read = await other.inject({
      method: 'POST',
      url: `/api/chat/sessions/${sessionId}/read`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    await until(() => adminOnB.length === 2 && visitorOnA.length === 2, 'the signs across instances');
    const readMark = { type: 'chat_read', sessionId, upToId: message.id };
    // Signs sent at once: either may arrive first. The admins hear the read mark too (other desks).
    expect(adminOnB).toHaveLength(2);
    expect(adminOnB).toEqual(
      expect.arrayContaining([{ type: 'chat_typing', sessionId, isAdmin: false }, readMark]),
    );
    expect(visitorOnA).toHaveLength(2);
    expect(visitorOnA).toEqual(
      expect.arrayContaining([{ type: 'chat_typing', sessionId, isAdmin: true }, readMark]),
    );
  });

  itOnPostgres("carries a changed header's row to admin sockets on another instance, by id", async () => {
    const other = await t.secondInstance();
    const { sessionId } = await send(t.app, { message: 'rename me' });
    const adminOnB = signLog(await open(other, '', true));
    const named = await t.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${sessionId}/name`,
      payload: { customerName: 'Across' },
      headers: { cookie },
    });
    expect(named.statusCode).toBe(200);
    await until(() => adminOnB.length === 1, 'the header push on instance B');
    const list = await other.inject({ url: '/api/chat/sessions', headers: { cookie } });
    const row = list.json<ChatSessionSummary[]>().find((s) => s.sessionId === sessionId);
    expect(adminOnB).toEqual([{ type: 'chat_session', sessionId, session: row }]);
    expect(row?.customerName).toBe('Across');
  });

  // Scale-out: runs where instances can share a database (CI runs the suite on PostgreSQL too).
  itOnPostgres(
    'delivers an admin reply sent through instance B to a visitor socket on instance A, by id',
    async () => {
      const other = await t.secondInstance();
      const adminSocketOnB = await open(other, '', true);
      const adminOnB = chatLog(adminSocketOnB);
      const adminFramesOnB = rawChatLog(adminSocketOnB);
      const plainOnB = chatLog(await open(other));
      const first = await send(t.app, { message: 'anyone there?' });
      const { sessionId } = first;
      await until(() => adminOnB.length === 1, 'the new conversation on instance B');
      const visitorSocketOnA = await open(t.app, `?chatSessionId=${sessionId}`);
      const visitorOnA = chatLog(visitorSocketOnA);
      const visitorFramesOnA = rawChatLog(visitorSocketOnA);

      // A long reply: NOTIFY carries only the id, so its 8,000-byte cap never meets the text.
      const text = 'é'.repeat(2000);
      const reply = (await send(other, { sessionId, message: text }, true)).message;
      await until(() => visitorOnA.length === 1, 'the reply on instance A');
      expect(visitorOnA).toEqual([forVisitor(reply)]);
      expect(reply).toMatchObject({ senderName: 'Support', isAdmin: true, message: text });

      const visitorMessage = (await send(t.app, { sessionId, message: 'thanks' })).message;
      await until(() => adminOnB.length === 3, "the visitor's message on instance B");
      expect(adminOnB).toEqual([first.message, reply, visitorMessage]);
      // Instance B counted for itself, from the row it loaded by id.
      expect(adminFramesOnB.at(-1)).toMatchObject({
        session: { sessionId, lastMessage: 'thanks', unread: 2 },
        unreadTotal: expect.any(Number) as number,
      });
      await settle();
      expect(plainOnB).toEqual([]);
      expect(visitorFramesOnA.map((frame) => Object.keys(frame).sort())).toEqual([
        ['message', 'type'],
        ['message', 'type'],
      ]);
    },
  );
});
