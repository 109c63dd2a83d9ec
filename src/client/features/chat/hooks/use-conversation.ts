// One conversation on screen, for the visitor's widget and the admin's Live Chat tab alike: loaded once,
// then kept current by the socket's chat_message pushes; after every reconnect and whenever the page
// comes back into view it asks for ?after=<last id>, so nothing sent while a phone slept is lost.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ChatMessage } from '#shared/api/chat';
import { CHAT_MESSAGES_PAGE } from '#shared/chat';
import { chatMessagesKey, getChatMessages } from '#client/api/chat';
import { onReconnect, onServerMessage } from '#client/lib/realtime';
import { lastMessageId, mergeMessages } from '../lib/messages';

/** Adds messages to a conversation's cached list (each id once). */
export function addChatMessages(
  queryClient: QueryClient,
  sessionId: string,
  incoming: readonly ChatMessage[],
) {
  queryClient.setQueryData<ChatMessage[]>(chatMessagesKey(sessionId), (current) =>
    current === undefined ? undefined : mergeMessages(current, incoming),
  );
}

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

export interface ConversationOptions {
  /** Called for every message of this conversation that arrives live (a push or a catch-up). */
  onIncoming?: (message: ChatMessage) => void;
}

export function useConversation(sessionId: string | null, options: ConversationOptions = {}) {
  const queryClient = useQueryClient();
  const { onIncoming } = options;
  const query = useQuery({
    queryKey: chatMessagesKey(sessionId ?? ''),
    queryFn: () => getChatMessages(sessionId ?? ''),
    enabled: sessionId !== null,
  });

  const refresh = useCallback(() => {
    if (sessionId === null) return;
    const before = lastMessageId(queryClient.getQueryData<ChatMessage[]>(chatMessagesKey(sessionId)) ?? []);
    catchUp(queryClient, sessionId)
      .then(() => {
        if (!onIncoming || before === undefined) return;
        const now = queryClient.getQueryData<ChatMessage[]>(chatMessagesKey(sessionId)) ?? [];
        for (const message of now) if (message.id > before) onIncoming(message);
      })
      // A failed catch-up is retried at the next reconnect or focus; the list stays as it was.
      .catch(() => undefined);
  }, [queryClient, sessionId, onIncoming]);

  useEffect(() => {
    if (sessionId === null) return;
    const stopMessages = onServerMessage((pushed) => {
      if (pushed.type !== 'chat_message' || pushed.message.sessionId !== sessionId) return;
      const current = queryClient.getQueryData<ChatMessage[]>(chatMessagesKey(sessionId));
      const known = current?.some((m) => m.id === pushed.message.id) ?? false;
      addChatMessages(queryClient, sessionId, [pushed.message]);
      if (!known) onIncoming?.(pushed.message);
    });
    const stopReconnect = onReconnect(refresh);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopMessages();
      stopReconnect();
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, sessionId, refresh, onIncoming]);

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
