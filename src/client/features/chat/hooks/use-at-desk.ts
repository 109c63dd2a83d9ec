// The dashboard says its socket is its own on every open (CHAT_DESK_FRAME), so its person counts at Live
// Chat's desk (docs/decisions/0055); an operator's other pages (/promo open to check a code) never do.
import { useEffect } from 'react';
import { CHAT_DESK_FRAME } from '#shared/api/chat-push';
import { usePush, useRealtime } from '#client/lib/use-push';

export function useAtDesk(): void {
  const realtime = useRealtime();
  // Each open of the socket begins with its hello; one already open hears it now.
  usePush('hello', () => realtime.send(CHAT_DESK_FRAME));
  useEffect(() => {
    realtime.send(CHAT_DESK_FRAME);
    // Leaving the dashboard for another page of the tab: a socket of its own, not at the desk.
    return () => realtime.reopen();
  }, [realtime]);
}
