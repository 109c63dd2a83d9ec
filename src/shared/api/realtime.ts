// Messages the server pushes over /ws, as one discriminated union. Parsed by hand, not with zod: every
// page's first load carries this file.
import type { ChatMessage } from './chat';

/**
 * The close code of an admin's socket whose session ended (logout, expiry, sign out everywhere, a new
 * password): the page re-checks its session, and the socket reconnects as a visitor's.
 */
export const CLOSE_ADMIN_SESSION_ENDED = 4001;

export type ServerMessage =
  | { type: 'settings_changed'; key: string }
  /** A draw was recorded or the history cleared. */
  | { type: 'draws_changed' }
  /** A stored chat message: to the admin's sockets and to the sockets subscribed to its conversation. */
  | { type: 'chat_message'; message: ChatMessage }
  | { type: 'hello' };

export function parseServerMessage(data: string): ServerMessage | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null || !('type' in value)) return null;
    if (value.type === 'hello') return { type: 'hello' };
    if (value.type === 'draws_changed') return { type: 'draws_changed' };
    if (value.type === 'settings_changed' && 'key' in value && typeof value.key === 'string') {
      return { type: 'settings_changed', key: value.key };
    }
    if (value.type === 'chat_message' && 'message' in value && isChatMessage(value.message)) {
      const { id, sessionId, senderName, message, isAdmin, createdAt } = value.message;
      return { type: 'chat_message', message: { id, sessionId, senderName, message, isAdmin, createdAt } };
    }
    return null;
  } catch {
    return null;
  }
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'number' &&
    typeof m.sessionId === 'string' &&
    typeof m.senderName === 'string' &&
    typeof m.message === 'string' &&
    typeof m.isAdmin === 'boolean' &&
    typeof m.createdAt === 'string'
  );
}
