// The launcher's badge: Support's replies the visitor has not seen, counted from the newest one this device
// has shown (kept across visits).
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { ChatMessage } from '#shared/api/chat';
import { local } from '#client/lib/storage';
import { lastMessageId } from '../../lib/messages';

/** The newest Support reply this device has shown the visitor; later ones count as unread. */
const SEEN_KEY = 'chatSeenMessageId';
const readSeen = () => Number(local.get(SEEN_KEY) ?? 0) || 0;

export function useUnreadReplies(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  messages: readonly ChatMessage[],
  onUnreadChange: (unread: number) => void,
): void {
  // Open: everything shown counts as seen. Closed: Support's newer replies are the badge. Whether it is
  // open is asked of the dialog itself: Escape closes it at once, while `open` follows only after its close
  // event, and a reply arriving in between was counted as seen though the visitor never saw it.
  const newest = lastMessageId(messages) ?? 0;
  // In the commit that draws the reply, not an effect after it: a visitor (or a test) who presses Escape
  // as soon as the reply shows would otherwise close the dialog before it was marked seen, and find it
  // counted unread.
  useLayoutEffect(() => {
    if (dialog.current?.open && newest > readSeen()) local.set(SEEN_KEY, String(newest));
  }, [dialog, open, newest]);
  const seen = readSeen();
  const unread = open ? 0 : messages.filter((message) => message.isAdmin && message.id > seen).length;
  useEffect(() => onUnreadChange(unread), [unread, onUnreadChange]);
}
