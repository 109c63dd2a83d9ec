// How the operator's desk keeps its conversation list from pushes without asking the server each time
// (docs/decisions/0031-chat-desk-guards.md): a changed header arrives with its row, put in place; what
// must be fetched (a push without a row, a reconnect) is fetched at most once at a time, with one more
// queued behind it, and not more often than once per REFRESH_GAP_MS, however many pushes ask.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatSessionPush } from '#shared/api/chat-push';
import type { ChatMessagePush, ChatSessionSummary } from '#shared/api/chat';
import { chatConversationKey, chatSessionsKey } from '#client/api/chat';
import { unreadSum, withConversation } from './sessions';

/** The least time between two fetches of the list that pushes asked for. */
export const REFRESH_GAP_MS = 1_000;

/**
 * Follows a chat_session push: its row into the cached list, and the conversation's header fetched
 * again only where it is shown (an inactive header query is only marked stale). False when the list
 * must be fetched instead: an older server sent no row, or the list is not loaded yet.
 */
export function followSessionPush(queryClient: QueryClient, push: ChatSessionPush): boolean {
  void queryClient.invalidateQueries({ queryKey: chatConversationKey(push.sessionId), exact: true });
  const list = queryClient.getQueryData<ChatSessionSummary[]>(chatSessionsKey);
  const { session } = push;
  if (list === undefined || session === undefined) return false;
  // Read marks only lower a count and only a new message raises it (and moves lastAt): a row counted
  // before this desk's own read mark landed keeps the lower count it has.
  const held = list.find((s) => s.sessionId === session.sessionId);
  const row =
    held && held.lastAt === session.lastAt && held.unread < session.unread
      ? { ...session, unread: held.unread }
      : session;
  queryClient.setQueryData(chatSessionsKey, withConversation(list, row));
  return true;
}

/**
 * Follows a chat_message push: its conversation's row into the cached list. False when the list must be
 * fetched instead: an older server sent no row, the list is not loaded yet, or the unread total disagrees
 * with the list's own sum (a read on another device, a push missed).
 */
export function followMessagePush(queryClient: QueryClient, push: ChatMessagePush): boolean {
  const list = queryClient.getQueryData<ChatSessionSummary[]>(chatSessionsKey);
  const { session, unreadTotal } = push;
  if (list === undefined || session === undefined || unreadTotal === undefined) return false;
  const next = withConversation(list, session);
  queryClient.setQueryData(chatSessionsKey, next);
  return unreadSum(next) === unreadTotal;
}

interface Timers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * `run` for every request, but at most one at a time, one more queued behind it (every request made
 * meanwhile shares it), and each start at least `gapMs` after the last one began.
 */
export function throttledRefresh(
  run: () => Promise<unknown>,
  gapMs = REFRESH_GAP_MS,
  timers: Timers = realTimers,
): { request: () => void; cancel: () => void } {
  let running = false;
  let queued = false;
  let lastStart = -Infinity;
  let timer: unknown = null;

  const start = () => {
    timer = null;
    queued = false;
    running = true;
    lastStart = timers.now();
    run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (queued) schedule();
      });
  };
  const schedule = () => {
    if (timer !== null) return;
    const wait = lastStart + gapMs - timers.now();
    if (wait <= 0) start();
    else timer = timers.setTimeout(start, wait);
  };
  return {
    request: () => {
      queued = true;
      if (!running) schedule();
    },
    cancel: () => {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      queued = false;
    },
  };
}
