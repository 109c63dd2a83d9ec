// The desk's presence push over /ws: who is at Live Chat's desk changed (a person came or left), to the
// sockets of those at the desk only; it carries nothing else, and each open desk asks again
// (GET /api/chat/presence). Parsed by hand, without zod, like the chat's pushes it travels with.

export interface ChatPresencePush {
  type: 'chat_presence';
}

/** The push, checked; null when `value` is not one. */
export function parseChatPresencePush(value: object): ChatPresencePush | null {
  return (value as { type?: unknown }).type === 'chat_presence' ? { type: 'chat_presence' } : null;
}
