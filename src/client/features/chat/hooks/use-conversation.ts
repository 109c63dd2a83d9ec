// One conversation on screen, for the visitor's widget and the admin's Live Chat tab alike: loaded once,
// then kept current by the socket's chat_message pushes, which the page's one writer puts into the cache
// (lib/chat-cache.ts; this hook only reads it); after every reconnect and whenever the page comes back
// into view it asks for ?after=<last id>, so nothing sent while a phone slept is lost.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ChatMessage } from '#shared/api/chat';
import { CHAT_MESSAGES_PAGE } from '#shared/chat';
import { chatMessagesKey, getChatMessages } from '#client/api/chat';
import { usePush } from '#client/lib/use-push';
import { addChatMessages, lastMessageId } from '../lib/messages';

/** Fetches every message after the last one shown, a page at a time. */
async function catchUp(queryClient: QueryClient, sessionId: string): Promise<void> {
  for (;;) {
    const current = queryClient.getQueryData<ChatMessage[]>(chatMessagesKey(sessionId));
    if (current === undefined) return;
    const after = lastMessageId(current);
    const newer = await getChatMessages(sessionId, after);
    addChatMessages(queryClient, sessionId, newer);
    if (newer.length < CHAT_MESSAGES_PAGE || after === undefined) return;
  }
}

export function useConversation(sessionId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatMessagesKey(sessionId ?? ''),
    queryFn: () => getChatMessages(sessionId ?? ''),
    enabled: sessionId !== null,
  });

  const refresh = useCallback(() => {
    if (sessionId === null) return;
    // A failed catch-up is retried at the next reconnect or focus; the list stays as it was.
    catchUp(queryClient, sessionId).catch(() => undefined);
  }, [queryClient, sessionId]);

  usePush('reopened', refresh);
  useEffect(() => {
    if (sessionId === null) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sessionId, refresh]);

  return {
    messages: sessionId === null ? [] : (query.data ?? []),
    isLoading: query.isLoading,
    error: query.error,
    /** Shows a message the server just stored (the sender's own, before its push arrives). */
    add: (message: ChatMessage) => {
      if (sessionId !== null) addChatMessages(queryClient, sessionId, [message]);
    },
  };
}
