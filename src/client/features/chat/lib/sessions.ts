// The admin's conversation list as pushes keep it: each chat_message brings its conversation's row as
// GET /api/chat/sessions would list it, so the cached list is patched instead of fetched again.
import type { ChatSessionSummary } from '#shared/api/chat';
import { CHAT_SESSIONS_MAX } from '#shared/chat';

/** True when `a` belongs above `b` in the server's order (open first, then the newest activity). */
function above(a: ChatSessionSummary, b: ChatSessionSummary): boolean {
  if (a.resolved !== b.resolved) return !a.resolved;
  // A tie goes to the row just pushed: it is the one with new activity.
  return Date.parse(a.lastAt) >= Date.parse(b.lastAt);
}

/**
 * `list` with `row` in place of its old version, moved to where the server would list it; the others keep
 * their order. Past CHAT_SESSIONS_MAX the oldest fall off, as they would from the server's answer.
 */
export function withConversation(
  list: readonly ChatSessionSummary[],
  row: ChatSessionSummary,
): ChatSessionSummary[] {
  const others = list.filter((s) => s.sessionId !== row.sessionId);
  const at = others.findIndex((s) => above(row, s));
  const next = at === -1 ? [...others, row] : [...others.slice(0, at), row, ...others.slice(at)];
  return next.slice(0, CHAT_SESSIONS_MAX);
}

/** `list` with one conversation's unread count set (a read marked on this page). */
export const withUnread = (
  list: readonly ChatSessionSummary[],
  sessionId: string,
  unread: number,
): ChatSessionSummary[] => list.map((s) => (s.sessionId === sessionId ? { ...s, unread } : s));

export const unreadSum = (list: readonly ChatSessionSummary[]): number =>
  list.reduce((sum, s) => sum + s.unread, 0);

/** How many conversations have unread messages, leaving out the one the operator is looking at. */
export const unreadConversations = (list: readonly ChatSessionSummary[], seen: string | null): number =>
  list.filter((s) => s.unread > 0 && s.sessionId !== seen).length;

/** The start of a message for a toast or a notification: `max` characters at most (an emoji whole), then "…". */
export function firstWords(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Who a conversation is with, as the operator sees it: their own name for the customer, else the visitor's. */
export const customerLabel = (session: Pick<ChatSessionSummary, 'customerName' | 'visitorName'>): string =>
  session.customerName || session.visitorName;
