// Mounted by the dashboard for as long as the admin is logged in, on every tab: a visitor's message beeps
// (unless muted) and the page title counts the unread ones, so an operator busy with promo codes still
// notices a new chat. The title leaves out the conversation the Live Chat tab shows: it is read as it
// arrives.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatSessionsKey, getChatSessions } from '#client/api/chat';
import { onReconnect, onServerMessage } from '#client/lib/realtime';
import {
  beep,
  isConversationSeen,
  isSoundMuted,
  useConversationOnScreen,
  useDocumentVisible,
  useTitleCount,
} from './alerts';

export function ChatAlerts() {
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  const shown = useConversationOnScreen();
  const sessions = useQuery({ queryKey: chatSessionsKey, queryFn: getChatSessions });

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: chatSessionsKey });
    const stopMessages = onServerMessage((pushed) => {
      if (pushed.type !== 'chat_message') return;
      const { message } = pushed;
      // Even in the conversation on screen: the operator may be looking elsewhere.
      if (!message.isAdmin && !isSoundMuted()) beep();
      // The Live Chat tab marks a message it shows as read, then refreshes the list itself.
      if (!isConversationSeen(message.sessionId)) refresh();
    });
    // Pushes missed while the socket was down: the unread counts may be out of date.
    const stopReconnect = onReconnect(refresh);
    return () => {
      stopMessages();
      stopReconnect();
    };
  }, [queryClient]);

  const unread = (sessions.data ?? []).reduce(
    (sum, s) => sum + (s.sessionId === shown && visible ? 0 : s.unread),
    0,
  );
  useTitleCount(unread);
  return null;
}
