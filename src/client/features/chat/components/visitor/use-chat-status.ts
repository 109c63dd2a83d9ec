// What the visitor's chat says at its top: open, closed by the operator's hours or switch (and until
// when), or no one there lately; away, the panel asks for a contact. Messages are taken either way.
import { useQuery } from '@tanstack/react-query';
import * as m from '#messages';
import type { ChatMessage } from '#shared/api/chat';
import { CHAT_OPERATOR_ONLINE_MS } from '#shared/chat';
import { chatStatusKey, getChatStatus } from '#client/api/chat';
import { dateTime } from '#client/i18n/format';

export function useChatStatus(open: boolean, messages: readonly ChatMessage[]) {
  const status = useQuery({
    queryKey: chatStatusKey,
    queryFn: getChatStatus,
    enabled: open,
    // Asked again when the panel is reopened a minute later.
    staleTime: 60_000,
  });

  // Support answering here is proof enough that someone is online, whatever the status said on opening.
  const lastReply = messages.findLast((message) => message.isAdmin);
  const answeredLately =
    lastReply !== undefined &&
    Date.parse(lastReply.createdAt) > status.dataUpdatedAt - CHAT_OPERATOR_ONLINE_MS;
  // Closed by the operator's hours or switch, or no one there lately: said, and a contact asked for.
  // Messages are still taken and answered later.
  const closed = status.data?.open === false;
  const away = closed || (status.data?.operatorOnline === false && !answeredLately);
  const opensAt = status.data?.opensAt;
  let statusText: string = m.chat_intro;
  if (closed) {
    statusText = opensAt ? m.chat_closedUntil({ time: dateTime(opensAt, { year: false }) }) : m.chat_closed;
  } else if (away) {
    statusText = m.chat_offline;
  }

  return { away, statusText };
}
