// Live chat's pushes, read here with the chat's code: the page's socket hands them on unread
// (#client/lib/realtime), so every page's first load carries none of this.
import { parseChatPush, type ChatPush } from '#shared/api/chat-push';
import { onServerMessage } from '#client/lib/realtime';

/** Every chat push the socket receives, read; returns the unsubscribe. */
export function onChatPush(listener: (push: ChatPush) => void): () => void {
  return onServerMessage((pushed) => {
    if (pushed.type !== 'chat') return;
    const push = parseChatPush(pushed.data);
    if (push) listener(push);
  });
}
