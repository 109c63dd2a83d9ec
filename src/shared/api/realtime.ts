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
  /** Someone is typing in a conversation: the visitor (to the admins' sockets) or Support (to the visitor's). */
  | ChatTyping
  /** The operator has read a conversation up to this message id: to the visitor's sockets. */
  | { type: 'chat_read'; sessionId: string; upToId: number }
  /** A conversation's name or visitor context changed: to the admins' sockets, which fetch it again. */
  | { type: 'chat_session'; sessionId: string }
  | { type: 'hello' };

/** The one thing a client sends over /ws; the server fills in `isAdmin` from the socket, not from it. */
export interface ChatTyping {
  type: 'chat_typing';
  sessionId: string;
  isAdmin: boolean;
}

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
  customerName: 'string',
  contact: 'string',
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
    const { sessionId } = value as { sessionId?: unknown };
    if (typeof sessionId === 'string') {
      const { isAdmin, upToId } = value as { isAdmin?: unknown; upToId?: unknown };
      if (value.type === 'chat_typing' && typeof isAdmin === 'boolean') {
        return { type: 'chat_typing', sessionId, isAdmin };
      }
      if (value.type === 'chat_read' && isCount(upToId)) return { type: 'chat_read', sessionId, upToId };
      if (value.type === 'chat_session') return { type: 'chat_session', sessionId };
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
