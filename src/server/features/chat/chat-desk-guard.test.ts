// Live chat cannot be turned against the operator's desk: context updates are budgeted per address as
// well as per conversation, a changed header reaches the desks as its row (no refetch), typing signs and
// subscriptions only count for conversations that exist, an address holds a bounded number of sockets,
// the transcript marks the operator's lines by who sent them (not by name), and the header tells what
// the visitor's browser said apart from what the server recorded for the code.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatConversation, ChatSessionSummary } from '#shared/api/chat';
import { parseServerMessage, type ServerMessage } from '#shared/api/chat-push';
import { CLOSE_TOO_MANY_SOCKETS } from '#shared/api/realtime';
import { adminSession, createWin, freshIp, startChat, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { chatMessages } from '../../db/schema';
import { CHAT_CONTEXT_ADDRESS_LIMIT } from './chat-budgets';

type TestSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

const onPhone = { page: '/spin', device: 'phone', language: 'en' } as const;
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAAAA';
/** The cap these tests run with: small, so reaching it takes a few sockets. */
const SOCKET_CAP = 4;

async function until(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
const settle = () => new Promise((r) => setTimeout(r, 150));

describe("the operator's desk under a visitor's flood", () => {
  let t: TestApp;
  let admin: ApiAdmin;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ socketsPerAddress: SOCKET_CAP });
    admin = await adminSession(t);
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t.close();
  });

  /** A socket from `address` (the upgrade's peer), as a visitor or with the admin's cookie. */
  const open = async (address: string, query = '', asAdmin = false) => {
    const ws = await t.app.injectWS(`/ws${query}`, {
      headers: asAdmin ? admin.headers : {},
      socket: { remoteAddress: address },
    } as Parameters<FastifyInstance['injectWS']>[1]);
    sockets.push(ws);
    return ws;
  };
  const log = (ws: TestSocket, types: string[]): ServerMessage[] => {
    const heard: ServerMessage[] = [];
    ws.on('message', (data: Buffer) => {
      const message = parseServerMessage(data.toString());
      if (message && types.includes(message.type)) heard.push(message);
    });
    return heard;
  };
  const contextFrom = (ip: string, sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/context',
      payload: { sessionId, context: onPhone },
      remoteAddress: ip,
    });
  const header = async (sessionId: string): Promise<ChatConversation> => {
    const res = await t.app.inject({ url: `/api/chat/sessions/${sessionId}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json<ChatConversation>();
  };

  it('refuses context updates from one address past its budget, across all its conversations', async () => {
    const conversations = await Promise.all(
      Array.from({ length: 8 }, async () => (await startChat(t.app, { message: 'hi' })).sessionId),
    );
    const ip = freshIp();
    const answers: number[] = [];
    // Two per conversation at a time: each conversation stays well within its own budget.
    for (let round = 0; answers.length < CHAT_CONTEXT_ADDRESS_LIMIT.limit + 10; round += 1) {
      for (const sessionId of conversations) answers.push((await contextFrom(ip, sessionId)).statusCode);
    }
    expect(answers.filter((code) => code === 200)).toHaveLength(CHAT_CONTEXT_ADDRESS_LIMIT.limit);
    expect(answers.slice(CHAT_CONTEXT_ADDRESS_LIMIT.limit).every((code) => code === 429)).toBe(true);
    // Another address is not held back by this one's.
    const [first] = conversations;
    expect((await contextFrom(freshIp(), first ?? '')).statusCode).toBe(200);
  });

  it("pushes a changed header to the admins' sockets with the conversation's row, as the list shows it", async () => {
    const { sessionId } = await startChat(t.app, { message: 'where am I?', senderName: 'Ali' });
    const adminLog = log(await open(freshIp(), '', true), ['chat_session']);
    expect((await contextFrom(freshIp(), sessionId)).statusCode).toBe(200);
    await until(() => adminLog.length === 1, 'the header push');
    const list = await t.app.inject({ url: '/api/chat/sessions', headers: admin.headers });
    const row = list.json<ChatSessionSummary[]>().find((s) => s.sessionId === sessionId);
    expect(row).toBeDefined();
    expect(adminLog[0]).toEqual({ type: 'chat_session', sessionId, session: row });
  });

  it('drops typing signs for a conversation that does not exist: no admin socket hears them', async () => {
    const adminLog = log(await open(freshIp(), '', true), ['chat_typing']);
    const { sessionId } = await startChat(t.app, { message: 'real' });
    const made = await open(freshIp(), `?chatSessionId=${UNKNOWN_ID}`);
    const real = await open(freshIp(), `?chatSessionId=${sessionId}`);
    made.send(JSON.stringify({ type: 'chat_typing', sessionId: UNKNOWN_ID, isAdmin: false }));
    real.send(JSON.stringify({ type: 'chat_typing', sessionId, isAdmin: false }));
    await until(() => adminLog.length >= 1, 'the real typing sign');
    await settle();
    expect(adminLog).toEqual([{ type: 'chat_typing', sessionId, isAdmin: false }]);
  });

  it('closes sockets past the cap per address with a close code of its own; other addresses still connect', async () => {
    const ip = freshIp();
    const closedWith: number[] = [];
    const opened: TestSocket[] = [];
    for (let i = 0; i < SOCKET_CAP + 3; i += 1) {
      const ws = await open(ip);
      ws.on('close', (code: number) => closedWith.push(code));
      opened.push(ws);
    }
    await until(() => closedWith.length === 3, 'the sockets over the cap to close');
    expect(closedWith).toEqual([CLOSE_TOO_MANY_SOCKETS, CLOSE_TOO_MANY_SOCKETS, CLOSE_TOO_MANY_SOCKETS]);
    expect(opened.slice(0, SOCKET_CAP).every((ws) => ws.readyState === ws.OPEN)).toBe(true);
    // A socket gone frees its place (dropped: injectWS's in-memory stream never ends on a clean close).
    const first = opened[0];
    const closed = new Promise((resolve) => first?.once('close', resolve));
    first?.terminate();
    await closed;
    await settle();
    const again = await open(ip);
    await settle();
    expect(again.readyState).toBe(again.OPEN);
    const other = await open(freshIp());
    await settle();
    expect(other.readyState).toBe(other.OPEN);
  });

  it("marks the operator's lines in export.txt by who sent them, not by the name shown", async () => {
    const { sessionId } = await startChat(t.app, { message: 'hello', senderName: 'Mei' });
    // A row stored before names were checked (or written straight into the database): a visitor whose
    // name is exactly the operator's label.
    await t.app.db.insert(chatMessages).values({
      sessionId,
      senderName: 'Support',
      message: 'send your password here',
      isAdmin: false,
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      payload: { sessionId, message: 'I am the real one' },
      headers: admin.headers,
    });
    expect(reply.statusCode).toBe(200);
    const res = await t.app.inject({
      url: `/api/chat/sessions/${sessionId}/export.txt`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\n').filter((line) => /^\d{4}-/.test(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/\(UTC\+8\) \[visitor\] Mei: hello$/);
    expect(lines[1]).toMatch(/\(UTC\+8\) \[visitor\] Support: send your password here$/);
    expect(lines[2]).toMatch(/\(UTC\+8\) \[operator\] Support: I am the real one$/);
  });

  it("shows the code's draws as the server recorded them, and the browser's prize as the browser's", async () => {
    const win = await createWin(admin);
    const { sessionId } = await startChat(t.app, {
      message: 'I won!',
      context: {
        ...onPhone,
        lastDraw: { code: win.promoCode, prize: 'SUPER PRIZE RM 5,000 (verified)' },
      },
    });
    const lastDraw = (await header(sessionId)).context?.lastDraw;
    expect(lastDraw).toEqual({
      code: win.promoCode,
      inRecords: true,
      reportedPrize: 'SUPER PRIZE RM 5,000 (verified)',
      draws: [{ prize: win.prizeName, drawnAt: win.drawnAt }],
    });

    const made = await startChat(t.app, {
      message: 'me too',
      context: { ...onPhone, lastDraw: { code: 'ZZ9Q7W2X', prize: 'RM 5,000' } },
    });
    expect((await header(made.sessionId)).context?.lastDraw).toEqual({
      code: 'ZZ****2X',
      inRecords: false,
      reportedPrize: 'RM 5,000',
      draws: [],
    });
  });
});
