// While the owner requires two-factor sign-in, a person without it may use only their account: their
// dashboard's socket hears nothing of the chat (no visitor's words, no typing, no headers) and does not
// count as someone at the chat for visitors. Once they set it up, a socket of theirs hears it all again.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TwoFactorSetup } from '#shared/api/account';
import { CHAT_DESK_FRAME, parseServerMessage, type ServerMessage } from '#shared/api/chat-push';
import { startChat } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { securitySettings, staff } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { timeStep, totpCode } from '../../lib/totp';

type TestSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

const PASSWORD = 'an agent without a second factor';

/** Every chat push a socket hears, as the desk's parse reads it. */
function chatPushes(ws: TestSocket): ServerMessage[] {
  const log: ServerMessage[] = [];
  ws.on('message', (data: Buffer) => {
    const push = parseServerMessage(data.toString());
    if (push?.type.startsWith('chat_')) log.push(push);
  });
  return log;
}

async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Lets anything still in flight arrive, so "heard nothing" means something. */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('a person who must set up two-factor sign-in first', () => {
  let t: TestApp;
  let agent = '';
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    // Only the presence rounds run on a clock the test turns; everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp();
    await t.app.db.insert(staff).values({
      name: 'Nurul',
      login: 'nurul',
      role: 'agent',
      passwordHash: await hashPassword(PASSWORD),
      createdAt: t.clock.now(),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { login: 'nurul', password: PASSWORD },
      remoteAddress: '10.44.0.1',
    });
    const set = res.cookies.find((c) => c.name === t.app.adminCookie.name);
    agent = `${set?.name ?? ''}=${set?.value ?? ''}`;
    await t.app.db.insert(securitySettings).values({ id: 1, requireTwoFactor: true });
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t.close();
    vi.useRealTimers();
  });

  /** The agent's dashboard: its socket says it is the dashboard's, as the page does on each open. */
  const openAsAgent = async () => {
    const ws = await t.app.injectWS('/ws', { headers: { cookie: agent } });
    sockets.push(ws);
    ws.send(CHAT_DESK_FRAME);
    return ws;
  };
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: agent }, ...(payload ? { payload } : {}) });
  const operatorOnline = async () =>
    (await t.app.inject('/api/chat/status')).json<{ operatorOnline: boolean }>().operatorOnline;

  it("hears no visitor's message, typing or header, and is nobody at the chat for visitors", async () => {
    expect((await call('GET', '/api/chat/sessions')).json()).toMatchObject({
      code: 'auth.two_factor_required',
    });
    const ws = await openAsAgent();
    const heard = chatPushes(ws);
    const visitor = await startChat(t.app, { message: 'Is anyone there? My code does not work' });
    const visitorSocket = await t.app.injectWS(`/ws?chatSessionId=${visitor.sessionId}`);
    sockets.push(visitorSocket);
    visitorSocket.send(JSON.stringify({ type: 'chat_typing', sessionId: visitor.sessionId, isAdmin: false }));
    await settle();
    expect(heard).toEqual([]);

    // The presence round passes over their socket: a visitor is told nobody is there.
    vi.advanceTimersByTime(30_000);
    await settle();
    expect(await operatorOnline()).toBe(false);
  });

  it('hears the chat once they have set it up', async () => {
    // A socket opened before: it hears the chat from the next presence round, which reads its session afresh.
    const heardBefore = chatPushes(await openAsAgent());
    const { secret } = (await call('POST', '/api/admin/me/two-factor/setup')).json<TwoFactorSetup>();
    t.clock.advance(30_000);
    const code = totpCode(secret, timeStep(t.clock.now()));
    expect((await call('POST', '/api/admin/me/two-factor/confirm', { code })).statusCode).toBe(200);

    const heard = chatPushes(await openAsAgent());
    const visitor = await startChat(t.app, { message: 'Hello? Still waiting' });
    const heardIt = (log: ServerMessage[]) => () =>
      log.some((p) => p.type === 'chat_message' && p.message.sessionId === visitor.sessionId);
    await until(heardIt(heard), "the visitor's message");
    expect(heardIt(heardBefore)()).toBe(false);
    vi.advanceTimersByTime(30_000);
    await expect.poll(operatorOnline).toBe(true);
    await startChat(t.app, { message: 'A second visitor' });
    await until(() => heardBefore.some((p) => p.type === 'chat_message'), 'the first socket to hear');
    expect((await call('GET', '/api/chat/presence')).json()).toEqual({
      people: [{ id: expect.any(Number) as number, name: 'Nurul' }],
    });
  });
});
