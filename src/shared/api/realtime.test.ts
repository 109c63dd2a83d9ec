// The hand-written parse of /ws pushes (kept free of zod for the visitor's first load) against the zod
// schema it follows: they must agree on the chat push, counts included.
import { describe, expect, it } from 'vitest';
import { chatMessagePushSchema } from './chat';
import { parseServerMessage } from './realtime';

const message = {
  id: 41,
  sessionId: 'a'.repeat(24),
  senderName: 'Ann',
  message: 'Hello',
  isAdmin: false,
  createdAt: '2026-11-23T10:00:00.000Z',
};
const session = {
  sessionId: 'a'.repeat(24),
  lastMessage: 'Hello',
  lastAt: '2026-11-23T10:00:00.000Z',
  unread: 2,
  resolved: false,
  visitorName: 'Ann',
};

describe('parseServerMessage on chat pushes', () => {
  it('reads what the schema reads: the message, and for an admin the row and the unread total', () => {
    for (const push of [
      { type: 'chat_message', message },
      { type: 'chat_message', message, session, unreadTotal: 5 },
    ]) {
      expect(parseServerMessage(JSON.stringify(push))).toEqual(chatMessagePushSchema.parse(push));
    }
  });

  it('drops fields it does not know, in the push and in the row', () => {
    const push = {
      type: 'chat_message',
      message: { ...message, extra: 1 },
      session: { ...session, ip: '192.0.2.1' },
      unreadTotal: 5,
      secret: 'x',
    };
    expect(parseServerMessage(JSON.stringify(push))).toEqual({
      type: 'chat_message',
      message,
      session,
      unreadTotal: 5,
    });
  });

  it('keeps the message when the counts are malformed, without them', () => {
    for (const extras of [
      { session: { ...session, unread: '2' }, unreadTotal: -1 },
      { session: null, unreadTotal: 1.5 },
    ]) {
      expect(parseServerMessage(JSON.stringify({ type: 'chat_message', message, ...extras }))).toEqual({
        type: 'chat_message',
        message,
      });
    }
  });
});
