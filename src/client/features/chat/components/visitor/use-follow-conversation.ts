// The visitor's conversation followed from the page: this tab's socket subscribed to it (its pushes reach
// the visitor), and the operator told where the visitor is.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { sendChatContext } from '#client/api/chat';
import { useRealtime } from '#client/lib/use-push';
import { isContextSent, markContextSent, visitorContext } from '../../lib/visitor-context';

/** Follows `activeId` (null: none yet); returns the page's path, the context a first message carries. */
export function useFollowConversation(activeId: string | null): string {
  const realtime = useRealtime();
  useEffect(() => realtime.subscribeChat(activeId), [realtime, activeId]);

  // The operator sees where the visitor is: sent again when it changes (another page, a new draw). A
  // failed update waits for the next change or visit; the chat itself goes on.
  const [path] = useLocation();
  useEffect(() => {
    if (activeId === null) return;
    const context = visitorContext(path);
    if (isContextSent(activeId, context)) return;
    sendChatContext(activeId, context).then(
      () => markContextSent(activeId, context),
      () => undefined,
    );
  }, [activeId, path]);
  return path;
}
