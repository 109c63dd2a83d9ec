// The hand-written parse of /ws pushes (kept free of zod for the visitor's first load) against the zod
// schema it follows: they must agree on the chat push, counts included.
import { describe, expect, it } from 'vitest';
import { chatMessagePushSchema } from './chat';
import { parseServerMessage } from './chat-push';

const message = {
  id: 41,
  sessionId: 'a'.repeat(24),
  senderName: 'Ann',
  message: 'Hello',
  isAdmin: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  imageUrl: '',
};
const session = {
  sessionId: 'a'.repeat(24),
  lastMessage: 'Hello',
  lastAt: '2026-11-23T10:00:00.000Z',
  unread: 2,
  resolved: false,
  visitorName: 'Ann',
  customerName: 'Tan Ann',
  contact: '',
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

describe('parseServerMessage on chat signs (ids only)', () => {
  const sessionId = 'b'.repeat(24);
  it('reads typing, read and header signs, dropping anything else they carry', () => {
    expect(
      parseServerMessage(JSON.stringify({ type: 'chat_typing', sessionId, isAdmin: true, text: 'hi' })),
    ).toEqual({
      type: 'chat_typing',
      sessionId,
      isAdmin: true,
    });
    expect(parseServerMessage(JSON.stringify({ type: 'chat_read', sessionId, upToId: 7 }))).toEqual({
      type: 'chat_read',
      sessionId,
      upToId: 7,
    });
    expect(parseServerMessage(JSON.stringify({ type: 'chat_session', sessionId, name: 'x' }))).toEqual({
      type: 'chat_session',
      sessionId,
    });
  });

  it('refuses one with a field of the wrong kind', () => {
    for (const sign of [
      { type: 'chat_typing', sessionId },
      { type: 'chat_typing', sessionId, isAdmin: 'yes' },
      { type: 'chat_typing', sessionId: 5, isAdmin: false },
      { type: 'chat_read', sessionId, upToId: -1 },
      { type: 'chat_read', sessionId, upToId: 1.5 },
      { type: 'chat_session' },
    ]) {
      expect(parseServerMessage(JSON.stringify(sign)), JSON.stringify(sign)).toBeNull();
    }
  });
});
