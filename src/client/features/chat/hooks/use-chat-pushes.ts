// Live chat's pushes, read here with the chat's code: the page's socket hands them on unread
// (#client/lib/realtime), so every page's first load carries none of this.
import { useQueryClient } from '@tanstack/react-query';
import { parseChatPush, type ChatPush } from '#shared/api/chat-push';
import { usePush } from '#client/lib/use-push';
import { writeChatPush, type ChatPushWritten } from '../lib/chat-cache';

/** Calls `handler` with every chat push the socket receives, read; for what is not in the cache (typing). */
export function useChatPush(handler: (push: ChatPush) => void): void {
  usePush('chat', (pushed) => {
    const push = parseChatPush(pushed.data);
    if (push) handler(push);
  });
}

/**
 * Writes every chat push into the query cache (lib/chat-cache.ts), then hands it on to `then` with what
 * the write did. Mounted once per page: by the dashboard's ChatDesk, or by the visitor's chat panel
 * (never both: the widget is not on /admin).
 */
export function useChatCacheWriter(then?: (push: ChatPush, written: ChatPushWritten) => void): void {
  const queryClient = useQueryClient();
  useChatPush((push) => {
    const written = writeChatPush(queryClient, push);
    then?.(push, written);
  });
}
