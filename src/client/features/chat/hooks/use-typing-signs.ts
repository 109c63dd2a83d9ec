// Typing signs, for the visitor's widget and the operator's conversation alike: this
// side's keystrokes become at most one sign per CHAT_TYPING_EVERY_MS, and the other side's signs show
// 'typing…' until CHAT_TYPING_SHOWN_MS after the last one, or until its message arrives.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_EVERY_MS, CHAT_TYPING_SHOWN_MS } from '#shared/chat';
import type { ChatTyping } from '#shared/api/chat-push';
import { useRealtime } from '#client/lib/use-push';
import { useChatPush } from './use-chat-pushes';

/** Call on every keystroke in the reply box: sends a sign now and then, never more often than allowed. */
export function useSendTyping(sessionId: string | null, isAdmin: boolean): () => void {
  const sentAt = useRef(-Infinity);
  const { send } = useRealtime();
  return useCallback(() => {
    if (sessionId === null) return;
    const now = Date.now();
    if (now - sentAt.current < CHAT_TYPING_EVERY_MS) return;
    sentAt.current = now;
    // A sign lost while the socket is down does no harm: the next keystroke sends another.
    send(JSON.stringify({ type: 'chat_typing', sessionId, isAdmin } satisfies ChatTyping));
  }, [send, sessionId, isAdmin]);
}

/** Whether the other side (Support when `fromAdmin`, else the visitor) is typing in `sessionId` now. */
export function useTypingSign(sessionId: string | null, fromAdmin: boolean): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useChatPush((pushed) => {
    if (sessionId === null) return;
    if (pushed.type === 'chat_typing' && pushed.sessionId === sessionId && pushed.isAdmin === fromAdmin) {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setTyping(false), CHAT_TYPING_SHOWN_MS);
      setTyping(true);
    } else if (
      pushed.type === 'chat_message' &&
      pushed.message.sessionId === sessionId &&
      pushed.message.isAdmin === fromAdmin
    ) {
      window.clearTimeout(timer.current);
      setTyping(false);
    }
  });
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      // Another conversation: its sign is not this one's.
      setTyping(false);
    },
    [sessionId, fromAdmin],
  );
  return typing;
}
