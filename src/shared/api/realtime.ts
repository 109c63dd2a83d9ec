// Messages the server pushes over /ws, as one discriminated union. Parsed by hand, not with zod: every
// page's first load carries this file. The chat push follows chatMessagePushSchema (./chat.ts).
import type { ChatMessage, ChatMessagePush, ChatSessionSummary } from './chat';

/**
 * The close code of an admin's socket whose session ended (logout, expiry, sign out everywhere, a new
 * password): the page re-checks its session, and the socket reconnects as a visitor's.
 */
export const CLOSE_ADMIN_SESSION_ENDED = 4001;

export type ServerMessage =
  | { type: 'settings_changed'; key: string }
  /** A draw was recorded or the history cleared. */
  | { type: 'draws_changed' }
  /**
   * A stored chat message: to the admin's sockets, with the unread counts, and to the sockets subscribed
   * to its conversation, without them.
   */
  | ChatMessagePush
  | { type: 'hello' };

type FieldType = 'string' | 'number' | 'boolean';

/** Every field of a chat message, with its type: what the parse checks and keeps. */
const MESSAGE_FIELDS: Record<keyof ChatMessage, FieldType> = {
  id: 'number',
  sessionId: 'string',
  senderName: 'string',
  message: 'string',
  isAdmin: 'boolean',
  createdAt: 'string',
};
const SESSION_FIELDS: Record<keyof ChatSessionSummary, FieldType> = {
  sessionId: 'string',
  lastMessage: 'string',
  lastAt: 'string',
  unread: 'number',
  resolved: 'boolean',
  visitorName: 'string',
};

/** `value`'s listed fields when each has its type (anything else left behind), or null. */
function pick<T>(value: unknown, fields: Record<keyof T, FieldType>): T | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(fields)) {
    if (typeof source[key] !== type) return null;
    picked[key] = source[key];
  }
  return picked as T;
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function parseServerMessage(data: string): ServerMessage | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null || !('type' in value)) return null;
    if (value.type === 'hello') return { type: 'hello' };
    if (value.type === 'draws_changed') return { type: 'draws_changed' };
    if (value.type === 'settings_changed' && 'key' in value && typeof value.key === 'string') {
      return { type: 'settings_changed', key: value.key };
    }
    const message =
      value.type === 'chat_message' && 'message' in value && pick<ChatMessage>(value.message, MESSAGE_FIELDS);
    if (!message) return null;
    const push: ChatMessagePush = { type: 'chat_message', message };
    // The counts are extras: a message with malformed ones is still shown (the list is then fetched).
    const session = 'session' in value && pick<ChatSessionSummary>(value.session, SESSION_FIELDS);
    if (session) push.session = session;
    if ('unreadTotal' in value && isCount(value.unreadTotal)) push.unreadTotal = value.unreadTotal;
    return push;
  } catch {
    return null;
  }
}
