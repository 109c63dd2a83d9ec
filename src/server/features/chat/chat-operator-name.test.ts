// Which operator replied: the desk reads "Support · <name>" (their name at the time, stored with the
// reply), the visitor still reads Support. Operators' answers and sockets carry the name; a visitor's never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSendResponse } from '#shared/api/chat';
import { parseServerMessage } from '#shared/api/chat-push';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { staff } from '../../db/schema';
import { hashPassword } from '../../lib/password';

describe('the operator who replied', () => {
  let t: TestApp;
  let agent = '';
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.db.insert(staff).values({
      name: 'Mei Ling',
      login: 'mei',
      role: 'agent',
      passwordHash: await hashPassword('a long agent password'),
      createdAt: t.clock.now(),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { login: 'mei', password: 'a long agent password' },
    });
    const set = res.cookies.find((c) => c.name === t.app.adminCookie.name);
    agent = `${set?.name ?? ''}=${set?.value ?? ''}`;
  });
  afterAll(() => t.close());

  it('names the operator to operators only: in the messages, and on the sockets', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      payload: { message: '你好，我的优惠码用不了' },
      remoteAddress: '192.0.2.40',
    });
    const { sessionId } = started.json<ChatSendResponse>();
    const heard = (ws: Awaited<ReturnType<typeof t.app.injectWS>>) => {
      const messages: ChatMessage[] = [];
      ws.on('message', (data: Buffer) => {
        const push = parseServerMessage(data.toString());
        if (push?.type === 'chat_message') messages.push(push.message);
      });
      return messages;
    };
    const deskSocket = await t.app.injectWS('/ws', { headers: { cookie: agent } });
    const visitorSocket = await t.app.injectWS(`/ws?chatSessionId=${sessionId}`);
    const atDesk = heard(deskSocket);
    const atVisitor = heard(visitorSocket);

    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      headers: { cookie: agent },
      payload: { sessionId, message: 'Let me check that code for you.' },
    });
    expect(reply.json<ChatSendResponse>().message).toMatchObject({
      senderName: 'Support',
      operatorName: 'Mei Ling',
    });

    const asOperator = await t.app.inject({
      url: `/api/chat/messages/${sessionId}`,
      headers: { cookie: agent },
    });
    expect(asOperator.json<ChatMessage[]>().at(-1)).toMatchObject({
      isAdmin: true,
      operatorName: 'Mei Ling',
    });
    const asVisitor = await t.app.inject({ url: `/api/chat/messages/${sessionId}` });
    expect(asVisitor.json<ChatMessage[]>().at(-1)?.senderName).toBe('Support');
    expect(asVisitor.body).not.toContain('Mei Ling');

    const end = Date.now() + 2000;
    while ((atDesk.length === 0 || atVisitor.length === 0) && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(atDesk.at(-1)).toMatchObject({ operatorName: 'Mei Ling' });
    expect(atVisitor.at(-1)?.message).toBe('Let me check that code for you.');
    expect(atVisitor.at(-1)).not.toHaveProperty('operatorName');
    deskSocket.terminate();
    visitorSocket.terminate();
  });
});
