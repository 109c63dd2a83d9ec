// The one place a chat push is written into the query cache (the dashboard's desk and the visitor's widget
// both write through it, by useChatCacheWriter): the message into its conversation, if that is loaded;
// the conversation's row into the operator's list (lib/desk-list.ts); the operator's read mark where the
// visitor's widget asked for it. Everything else that shows a conversation only reads the cache.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatPush } from '#shared/api/chat-push';
import type { ChatSessionSummary } from '#shared/api/chat';
import { chatSeenKey, chatSessionsKey } from '#client/api/chat';
import { followMessagePush, followSessionPush } from './desk-list';
import { addChatMessages } from './messages';

/** What a write did, for the desk to act on. */
export interface ChatPushWritten {
  /** False when the conversation list could not be kept from the push and must be fetched. */
  listCurrent: boolean;
  /** A message of a conversation the loaded list did not hold yet (a visitor's first). */
  newConversation: boolean;
}

export function writeChatPush(queryClient: QueryClient, push: ChatPush): ChatPushWritten {
  if (push.type === 'chat_message') {
    const { sessionId } = push.message;
    const list = queryClient.getQueryData<ChatSessionSummary[]>(chatSessionsKey);
    addChatMessages(queryClient, sessionId, [push.message]);
    return {
      newConversation: list !== undefined && !list.some((s) => s.sessionId === sessionId),
      listCurrent: followMessagePush(queryClient, push),
    };
  }
  if (push.type === 'chat_session') {
    return { listCurrent: followSessionPush(queryClient, push), newConversation: false };
  }
  if (push.type === 'chat_read') {
    // Only a mark the widget asked for (useSeenMark): no entry is made for a conversation nobody shows.
    const key = chatSeenKey(push.sessionId);
    if (queryClient.getQueryCache().find({ queryKey: key })) {
      queryClient.setQueryData<{ upToId: number }>(key, (seen) => ({
        upToId: Math.max(seen?.upToId ?? 0, push.upToId),
      }));
    }
  }
  return { listCurrent: true, newConversation: false };
}
