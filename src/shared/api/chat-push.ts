// Live chat's pushes over /ws, read by the chat's code, which loads with the chat: every page's first load
// only passes them on (./realtime.ts). Parsed by hand, not with zod: the visitor's widget reads them. The
// message push follows chatMessagePushSchema (./chat.ts).
import type { ChatMessage, ChatMessagePush, ChatSessionSummary } from './chat';
import { parseBuilderPush, type BuilderEditorsPush } from './builder-push';
import { parseChatPresencePush, type ChatPresencePush } from './chat-presence-push';
import { readPush, type CoreMessage } from './realtime';

/** The one thing a client sends over /ws; the server fills in `isAdmin` from the socket, not from it. */
/**
 * What the dashboard sends on each open of its socket: this tab is the dashboard, so its person is at Live
 * Chat's desk (docs/decisions/0055). A socket of another page (an operator looking at /promo) never sends it.
 */
export const CHAT_DESK_FRAME = '{"type":"chat_desk"}';

export interface ChatTyping {
  type: 'chat_typing';
  sessionId: string;
  isAdmin: boolean;
}

export type ChatPush =
  /**
   * A stored chat message: to the admin's sockets, with the unread counts, and to the sockets subscribed
   * to its conversation, without them.
   */
  | ChatMessagePush
  /** Someone is typing in a conversation: the visitor (to the admins' sockets) or Support (to the visitor's). */
  | ChatTyping
  /** The operator has read a conversation up to this message id: to the visitor's sockets. */
  | { type: 'chat_read'; sessionId: string; upToId: number }
  /**
   * A conversation's name, visitor context, contact or state changed: to the admins' sockets, with its
   * row as GET /api/chat/sessions lists it, which a desk puts in place of the old one.
   */
  | ChatSessionPush;

export interface ChatSessionPush {
  type: 'chat_session';
  sessionId: string;
  /** Left out by older servers: the desk then fetches the list. */
  session?: ChatSessionSummary;
}

/**
 * Everything the server pushes (the builders' one and the desk's presence travel with the chat's:
 * ./builder-push.ts, ./chat-presence-push.ts).
 */
export type ServerMessage = CoreMessage | ChatPush | BuilderEditorsPush | ChatPresencePush;

type FieldType = 'string' | 'number' | 'boolean';

/** Every field of a chat message, with its type: what the parse checks and keeps (the operator's name apart). */
const MESSAGE_FIELDS: Record<Exclude<keyof ChatMessage, 'operatorName'>, FieldType> = {
  id: 'number',
  sessionId: 'string',
  senderName: 'string',
  message: 'string',
  isAdmin: 'boolean',
  createdAt: 'string',
  imageUrl: 'string',
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
function pick<T>(value: unknown, fields: Partial<Record<keyof T, FieldType>>): T | null {
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

/** A chat push's fields, checked and kept (anything else left behind); null when it is not one. */
export function parseChatPush(value: object): ChatPush | null {
  if (!('type' in value)) return null;
  const { sessionId } = value as { sessionId?: unknown };
  if (typeof sessionId === 'string') {
    const { isAdmin, upToId } = value as { isAdmin?: unknown; upToId?: unknown };
    if (value.type === 'chat_typing' && typeof isAdmin === 'boolean') {
      return { type: 'chat_typing', sessionId, isAdmin };
    }
    if (value.type === 'chat_read' && isCount(upToId)) return { type: 'chat_read', sessionId, upToId };
    if (value.type === 'chat_session') {
      const push: ChatSessionPush = { type: 'chat_session', sessionId };
      const session = 'session' in value && pick<ChatSessionSummary>(value.session, SESSION_FIELDS);
      if (session && session.sessionId === sessionId) push.session = session;
      return push;
    }
  }
  const message =
    value.type === 'chat_message' && 'message' in value && pick<ChatMessage>(value.message, MESSAGE_FIELDS);
  if (!message) return null;
  // An operators' socket also hears who wrote a reply.
  const { operatorName } = value.message as { operatorName?: unknown };
  if (typeof operatorName === 'string') message.operatorName = operatorName;
  const push: ChatMessagePush = { type: 'chat_message', message };
  // The counts are extras: a message with malformed ones is still shown (the list is then fetched).
  const session = 'session' in value && pick<ChatSessionSummary>(value.session, SESSION_FIELDS);
  if (session) push.session = session;
  if ('unreadTotal' in value && isCount(value.unreadTotal)) push.unreadTotal = value.unreadTotal;
  return push;
}

/** A whole frame, chat pushes included (the server between instances, and the tests). */
export function parseServerMessage(data: string): ServerMessage | null {
  const read = readPush(data);
  if (read?.type !== 'chat') return read;
  return parseChatPush(read.data) ?? parseBuilderPush(read.data) ?? parseChatPresencePush(read.data);
}
