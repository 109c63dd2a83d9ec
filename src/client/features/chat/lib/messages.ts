// A conversation on screen is the union of what was loaded, what was pushed and what a catch-up fetched:
// the same message can arrive twice (a push racing a ?after= fetch), so merging is by id.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '#shared/api/chat';
import { chatMessagesKey } from '#client/api/chat';

/** `current` plus `incoming`, each id once, in id order (the server's order). */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  let added = false;
  for (const message of incoming) {
    if (!byId.has(message.id)) added = true;
    byId.set(message.id, message);
  }
  if (!added) return current as ChatMessage[];
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The id a catch-up asks for messages after; undefined when nothing is loaded yet. */
export const lastMessageId = (messages: readonly ChatMessage[]): number | undefined => messages.at(-1)?.id;

/** Adds messages to a conversation's cached list (each id once). */
export function addChatMessages(
  queryClient: QueryClient,
  sessionId: string,
  incoming: readonly ChatMessage[],
) {
  queryClient.setQueryData<ChatMessage[]>(chatMessagesKey(sessionId), (current) =>
    current === undefined ? undefined : mergeMessages(current, incoming),
  );
}
