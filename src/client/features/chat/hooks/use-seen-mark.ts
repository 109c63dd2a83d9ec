// How far the operator has read the visitor's conversation: asked once, then moved by
// the chat_read pushes of the visitor's socket (written into the cache by lib/chat-cache.ts), and asked
// again after a reconnect (a push may have been missed while it was down).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatSeenKey, getChatSeen } from '#client/api/chat';
import { usePush } from '#client/lib/use-push';

/** The id of the last message the operator has read (0: none yet). */
export function useSeenMark(sessionId: string | null): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatSeenKey(sessionId ?? ''),
    queryFn: () => getChatSeen(sessionId ?? ''),
    enabled: sessionId !== null,
  });
  usePush('reopened', () => {
    if (sessionId !== null) void queryClient.invalidateQueries({ queryKey: chatSeenKey(sessionId) });
  });
  return sessionId === null ? 0 : (query.data?.upToId ?? 0);
}
