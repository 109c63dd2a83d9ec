// How far the operator has read the visitor's conversation (issue 26 point 2): asked once, then moved by
// the chat_read pushes of the visitor's socket, and asked again after a reconnect (a push may have been
// missed while it was down).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatSeenKey, getChatSeen } from '#client/api/chat';
import { onReconnect } from '#client/lib/realtime';
import { onChatPush } from '../lib/chat-pushes';

/** The id of the last message the operator has read (0: none yet). */
export function useSeenMark(sessionId: string | null): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatSeenKey(sessionId ?? ''),
    queryFn: () => getChatSeen(sessionId ?? ''),
    enabled: sessionId !== null,
  });
  useEffect(() => {
    if (sessionId === null) return;
    const key = chatSeenKey(sessionId);
    const stopPushes = onChatPush((pushed) => {
      if (pushed.type !== 'chat_read' || pushed.sessionId !== sessionId) return;
      queryClient.setQueryData<{ upToId: number }>(key, (seen) => ({
        upToId: Math.max(seen?.upToId ?? 0, pushed.upToId),
      }));
    });
    const stopReconnect = onReconnect(() => void queryClient.invalidateQueries({ queryKey: key }));
    return () => {
      stopPushes();
      stopReconnect();
    };
  }, [queryClient, sessionId]);
  return sessionId === null ? 0 : (query.data?.upToId ?? 0);
}
