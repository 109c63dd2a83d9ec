// The one writer of chat pushes into the cache: a push is put where the page shows it, once, and nowhere
// the page did not ask for.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSessionSummary } from '#shared/api/chat';
import { chatMessagesKey, chatSeenKey, chatSessionsKey } from '#client/api/chat';
import { writeChatPush } from './chat-cache';

const sessionId = 'conversation-1'.padEnd(24, 'x');
const other = 'conversation-2'.padEnd(24, 'x');

const message = (id: number, isAdmin = false): ChatMessage => ({
  id,
  sessionId,
  senderName: isAdmin ? 'Support' : 'Ann',
  message: `hello ${id}`,
  isAdmin,
  imageUrl: '',
  createdAt: new Date(Date.UTC(2026, 0, 15, 4, id)).toISOString(),
});

const row = (id: string, unread: number, minute: number): ChatSessionSummary => ({
  sessionId: id,
  lastMessage: 'hello',
  lastAt: new Date(Date.UTC(2026, 0, 15, 4, minute)).toISOString(),
  unread,
  resolved: false,
  visitorName: 'Ann',
  customerName: '',
  contact: '',
});

describe('writeChatPush', () => {
  it('appends a pushed message to its loaded conversation once, however often it arrives', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatMessagesKey(sessionId), [message(1)]);
    const push = { type: 'chat_message' as const, message: message(2, true) };
    writeChatPush(queryClient, push);
    writeChatPush(queryClient, push);
    expect(queryClient.getQueryData(chatMessagesKey(sessionId))).toEqual([message(1), message(2, true)]);
    // A conversation nobody loaded gets no entry.
    writeChatPush(queryClient, { type: 'chat_message', message: { ...message(3), sessionId: other } });
    expect(queryClient.getQueryData(chatMessagesKey(other))).toBeUndefined();
  });

  it("puts the message's row into the operator's list and says when the list must be fetched", () => {
    const queryClient = new QueryClient();
    // No list loaded: nothing to keep, the desk fetches it.
    expect(writeChatPush(queryClient, { type: 'chat_message', message: message(1) })).toEqual({
      listCurrent: false,
      newConversation: false,
    });
    queryClient.setQueryData(chatSessionsKey, [row(other, 0, 1)]);
    const written = writeChatPush(queryClient, {
      type: 'chat_message',
      message: message(2),
      session: row(sessionId, 1, 2),
      unreadTotal: 1,
    });
    expect(written).toEqual({ listCurrent: true, newConversation: true });
    expect(queryClient.getQueryData<ChatSessionSummary[]>(chatSessionsKey)?.map((s) => s.sessionId)).toEqual([
      sessionId,
      other,
    ]);
    // The unread total says more than the list holds: a push was missed.
    expect(
      writeChatPush(queryClient, {
        type: 'chat_message',
        message: message(3),
        session: row(sessionId, 2, 3),
        unreadTotal: 5,
      }),
    ).toEqual({ listCurrent: false, newConversation: false });
  });

  it("raises the operator's read mark only where the widget asked for it, never lowering it", async () => {
    const queryClient = new QueryClient();
    writeChatPush(queryClient, { type: 'chat_read', sessionId, upToId: 4 });
    expect(queryClient.getQueryCache().find({ queryKey: chatSeenKey(sessionId) })).toBeUndefined();
    await queryClient.query({ queryKey: chatSeenKey(sessionId), queryFn: () => ({ upToId: 2 }) });
    writeChatPush(queryClient, { type: 'chat_read', sessionId, upToId: 4 });
    writeChatPush(queryClient, { type: 'chat_read', sessionId, upToId: 3 });
    expect(queryClient.getQueryData(chatSeenKey(sessionId))).toEqual({ upToId: 4 });
  });

  it("puts a changed conversation's row in place", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatSessionsKey, [row(sessionId, 0, 1)]);
    const renamed = { ...row(sessionId, 0, 1), customerName: 'Ann Lee' };
    expect(writeChatPush(queryClient, { type: 'chat_session', sessionId, session: renamed })).toEqual({
      listCurrent: true,
      newConversation: false,
    });
    expect(queryClient.getQueryData(chatSessionsKey)).toEqual([renamed]);
  });
});
