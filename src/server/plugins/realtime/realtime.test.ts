// /ws and the admin's sessions: an admin's socket closes the moment its session ends (logout, expiry, sign
// out everywhere; on every instance), a visitor's stays; and what clients send wrong is logged at info,
// sampled, without a stack.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { ADMIN_SESSION_MS } from '#shared/admin-auth';
import type { ChatSendResponse } from '#shared/api/chat';
import { parseServerMessage } from '#shared/api/chat-push';
import { CLOSE_ADMIN_SESSION_ENDED } from '#shared/api/realtime';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { itOnPostgres } from '#tests/support/postgres-only';

type TestSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

interface Watched {
  ws: TestSocket;
  /** Chat messages heard, by text. */
  chat: string[];
  /** The close code, once closed. */
  closed: number | null;
}

async function until(check: () => boolean, what: string, timeoutMs = 1000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

let ipSequence = 0;

describe('admin sockets end with their session', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t.close();
  });

  const open = async (app: FastifyInstance, headers: Record<string, string> = {}, query = '') => {
    const ws = await app.injectWS(`/ws${query}`, { headers });
    sockets.push(ws);
    const watched: Watched = { ws, chat: [], closed: null };
    ws.on('message', (data: Buffer) => {
      const message = parseServerMessage(data.toString());
      if (message?.type === 'chat_message') watched.chat.push(message.message.message);
    });
    ws.on('close', (code: number) => {
      watched.closed = code;
    });
    return watched;
  };
  const admin = (app: FastifyInstance, cookie: string) => open(app, { cookie });
  const send = async (app: FastifyInstance, payload: object): Promise<ChatSendResponse> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/send',
      payload,
      remoteAddress: `192.0.2.${++ipSequence}`,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<ChatSendResponse>();
  };
  const post = (app: FastifyInstance, url: string, cookie: string) =>
    app.inject({ method: 'POST', url, headers: { cookie } });

  it('closes the admin socket at logout, before any later chat reaches it; a visitor socket stays', async () => {
    const cookie = await t.login();
    const conversation = await send(t.app, { message: 'hello' });
    const adminSocket = await admin(t.app, cookie);
    const visitor = await open(t.app, {}, `?chatSessionId=${conversation.sessionId}`);
    await send(t.app, { sessionId: conversation.sessionId, message: 'before' });
    await until(() => adminSocket.chat.length === 1 && visitor.chat.length === 1, 'the first message');

    expect((await post(t.app, '/api/admin/logout', cookie)).statusCode).toBe(200);
    await until(() => adminSocket.closed !== null, 'the admin socket to close');
    expect(adminSocket.closed).toBe(CLOSE_ADMIN_SESSION_ENDED);

    await send(t.app, { sessionId: conversation.sessionId, message: 'after' });
    await until(() => visitor.chat.length === 2, "the visitor's second message");
    await settle();
    expect(adminSocket.chat).toEqual(['before']);
    expect(visitor.chat).toEqual(['before', 'after']);
    expect(visitor.closed).toBeNull();
  });

  it('closes the admin socket when its session expires, by the clock the app keeps', async () => {
    const cookie = await t.login();
    // The session has 300 ms of app time left when the socket opens.
    t.clock.advance(ADMIN_SESSION_MS - 300);
    const adminSocket = await admin(t.app, cookie);
    const plain = await open(t.app);
    // Real time passes but the app's clock stands still: the session has not expired, the socket stays.
    await settle(600);
    expect(adminSocket.closed).toBeNull();
    const before = await send(t.app, { message: 'still there?' });
    await until(() => adminSocket.chat.length === 1, 'a message before the expiry');

    t.clock.advance(1000);
    await until(() => adminSocket.closed !== null, 'the admin socket to close at expiry');
    expect(adminSocket.closed).toBe(CLOSE_ADMIN_SESSION_ENDED);
    await send(t.app, { sessionId: before.sessionId, message: 'gone' });
    await settle();
    expect(adminSocket.chat).toEqual(['still there?']);
    expect(plain.closed).toBeNull();
  });

  it('closes every admin socket at sign out everywhere; visitor sockets stay open', async () => {
    const first = await t.login('10.0.0.1');
    const second = await t.login('10.0.0.2');
    const admins = [await admin(t.app, first), await admin(t.app, first), await admin(t.app, second)];
    const conversation = await send(t.app, { message: 'hi' });
    const visitor = await open(t.app, {}, `?chatSessionId=${conversation.sessionId}`);
    const plain = await open(t.app);

    expect((await post(t.app, '/api/admin/sign-out-everywhere', second)).statusCode).toBe(200);
    await until(() => admins.every((a) => a.closed !== null), 'every admin socket to close');
    expect(admins.map((a) => a.closed)).toEqual(Array(3).fill(CLOSE_ADMIN_SESSION_ENDED));

    await send(t.app, { sessionId: conversation.sessionId, message: 'anyone?' });
    await until(() => visitor.chat.length === 1, "the visitor's message");
    expect(visitor.closed).toBeNull();
    expect(plain.closed).toBeNull();
    await settle();
    expect(admins.flatMap((a) => a.chat)).not.toContain('anyone?');
  });

  it('opens a socket with an ended session as a visitor socket', async () => {
    const cookie = await t.login();
    await post(t.app, '/api/admin/logout', cookie);
    const stale = await admin(t.app, cookie);
    await send(t.app, { message: 'unseen' });
    await settle();
    expect(stale.chat).toEqual([]);
    expect(stale.closed).toBeNull();
  });

  itOnPostgres(
    'closes admin sockets on instance B at a logout or sign out everywhere on instance A',
    async () => {
      const other = await t.secondInstance();
      const loggingOut = await t.login('10.0.0.3');
      const staying = await t.login('10.0.0.4');
      const onB = await admin(other, loggingOut);
      const stayingOnB = await admin(other, staying);
      const visitorOnB = await open(other);

      expect((await post(t.app, '/api/admin/logout', loggingOut)).statusCode).toBe(200);
      await until(() => onB.closed !== null, 'the socket on instance B to close');
      expect(onB.closed).toBe(CLOSE_ADMIN_SESSION_ENDED);
      await settle();
      expect(stayingOnB.closed).toBeNull();

      expect((await post(t.app, '/api/admin/sign-out-everywhere', staying)).statusCode).toBe(200);
      await until(() => stayingOnB.closed !== null, 'the other socket on instance B to close');
      expect(stayingOnB.closed).toBe(CLOSE_ADMIN_SESSION_ENDED);
      expect(visitorOnB.closed).toBeNull();
    },
  );
});

describe('operator presence', () => {
  let t: TestApp;
  let ws: TestSocket | undefined;
  beforeAll(async () => {
    // Only the plugin's rounds run on a clock the test turns; everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp();
  });
  afterAll(async () => {
    ws?.terminate();
    await t.close();
    vi.useRealTimers();
  });

  const operatorOnline = async () =>
    (await t.app.inject('/api/chat/status')).json<{ operatorOnline: boolean }>().operatorOnline;

  it('counts an admin socket left open as an operator at the chat, from its next round', async () => {
    const cookie = await t.login();
    expect(await operatorOnline()).toBe(false);
    ws = await t.app.injectWS('/ws', { headers: { cookie } });
    expect(await operatorOnline()).toBe(false);
    vi.advanceTimersByTime(30_000);
    await expect.poll(operatorOnline).toBe(true);

    // Five minutes later with no round in between, nobody is there any more.
    t.clock.advance(5 * 60_000 + 1000);
    expect(await operatorOnline()).toBe(false);
    vi.advanceTimersByTime(30_000);
    await expect.poll(operatorOnline).toBe(true);
  });
});

describe('client mistakes on /ws in the log', () => {
  let t: TestApp;
  let url: string;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on a port');
    url = `ws://127.0.0.1:${address.port}/ws`;
  });
  afterAll(() => t.close());

  /** Opens an anonymous socket from `localAddress`, sends one frame over the limit, answers the close code. */
  const oversize = (localAddress: string) =>
    new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(url, { localAddress });
      ws.on('open', () => ws.send(Buffer.alloc(65 * 1024 + 1, 'x')));
      ws.on('close', (code) => resolve(code));
      ws.on('error', reject);
    });
  const mistakes = () => lines.filter((l) => String(l.msg).startsWith('websocket closed'));

  it('logs 200 oversize frames from one address as one info line without a stack', async () => {
    const codes = await Promise.all(Array.from({ length: 200 }, () => oversize('127.0.0.1')));
    expect(new Set(codes)).toEqual(new Set([1009]));
    await settle();

    expect(lines.filter((l) => Number(l.level) > 30)).toEqual([]);
    expect(lines.filter((l) => JSON.stringify(l).includes('"stack"'))).toEqual([]);
    expect(mistakes()).toHaveLength(1);
    expect(mistakes()[0]).toMatchObject({
      level: 30,
      ip: '127.0.0.1',
      code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      msg: 'websocket closed: Max payload size exceeded',
    });

    // Another address gets its own line; the first one's next line comes a minute later, with the count.
    expect(await oversize('127.0.0.2')).toBe(1009);
    await settle();
    expect(mistakes()).toHaveLength(2);
    t.clock.advance(61_000);
    expect(await oversize('127.0.0.1')).toBe(1009);
    await settle();
    expect(mistakes()).toHaveLength(3);
    expect(mistakes()[2]).toMatchObject({ ip: '127.0.0.1', skippedLastMinute: 199 });
    expect(lines.filter((l) => Number(l.level) > 30)).toEqual([]);
  });
});
