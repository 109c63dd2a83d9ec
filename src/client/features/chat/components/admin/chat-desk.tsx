// The admin's one listener to chat pushes, around the dashboard for as long as the
// admin is logged in, on every tab. Each chat_message is handled here once: written into the cache by the
// chat's one writer (lib/chat-cache.ts: appended to its conversation if that is loaded, its row put into
// the conversation list from the push itself), the list fetched
// again only when the push's unread total says it missed something, or after a reconnect, and then at
// most once a second: lib/desk-list.ts), likewise each chat_session push's row, a beep for a
// visitor's message unless muted, and a read mark when the operator is looking at that conversation. The
// page title counts the unread messages, leaving out the conversation on screen. The Live Chat tab says
// which conversation it shows through useChatDesk(). A search or filter of the list is not patched (a
// pushed row may not match it): it is fetched again after pushes, once for a burst. A visitor's first
// message while the page is hidden is a browser notification, if the operator turned them on. A visitor's
// message in a conversation not on screen is a toast with Open, on whichever tab; the Live Chat tab counts
// the conversations with unread messages.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ChatMessagePush } from '#shared/api/chat';
import { useMay } from '#client/api/admin-session';
import { chatSessionsKey, getChatSessions, markChatRead, type ChatSessionSummary } from '#client/api/chat';
import { isChatSessionsListKey, isChatSessionsSearchKey } from '#client/api/chat-find';
import { useToastState, type ToastData } from '#client/components/ui/use-toast';
import { usePush } from '#client/lib/use-push';
import { useAtDesk } from '../../hooks/use-at-desk';
import { useChatCacheWriter } from '../../hooks/use-chat-pushes';
import { throttledRefresh } from '../../lib/desk-list';
import { customerLabel, unreadConversations, unreadSum, withUnread } from '../../lib/sessions';
import { createBeep, readSoundMuted, storeSoundMuted, useDocumentVisible, useTitleCount } from './alerts';

interface ChatDeskValue {
  /** The conversation the Live Chat tab shows; null when none is, or the tab is not open. */
  shown: string | null;
  /** The Live Chat tab's choice (null: none, or the tab is closing). */
  show: (sessionId: string | null) => void;
  muted: boolean;
  toggleMuted: () => void;
  /** A conversation a notification was clicked for, until the Live Chat tab shows it (then null). */
  wanted: string | null;
  clearWanted: () => void;
  /** Calls `listener` when a notification asks for the Live Chat tab; returns the unsubscribe. */
  onChatWanted: (listener: () => void) => () => void;
  /** Conversations with unread messages, besides the one on screen: the Live Chat tab's count. */
  unread: number;
}

/** A burst of pushes refreshes a search of the list once, this long after the first. */
const SEARCH_REFRESH_MS = 500;

const ChatDeskContext = createContext<ChatDeskValue | null>(null);

export function useChatDesk(): ChatDeskValue {
  const desk = useContext(ChatDeskContext);
  if (!desk) throw new Error('useChatDesk() needs a <ChatDesk> around it');
  return desk;
}

export function ChatDesk({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Not asked while the person may not use the chat (two-factor sign-in to set up first): refused anyway.
  const sessions = useQuery({
    queryKey: chatSessionsKey,
    queryFn: getChatSessions,
    enabled: useMay()('chat'),
  });
  const visible = useDocumentVisible();
  const [beep] = useState(createBeep);

  // Each kept twice: as state for rendering, and in a ref for a push handler to ask at the moment a
  // message arrives. State a handler closed over is replaced only after the next render: a message right
  // after a click on another conversation, or on Mute, would be judged by the old value.
  const [shown, setShown] = useState<string | null>(null);
  const shownRef = useRef<string | null>(null);
  const [muted, setMuted] = useState(readSoundMuted);
  const mutedRef = useRef(muted);

  /**
   * The conversation and newest activity a read mark was last sent for: the same one is not sent again
   * (a failed mark would otherwise retry on every render) until a new message, another selection or the
   * page coming back into view.
   */
  const markedRef = useRef<string | null>(null);

  // However many pushes ask (a flood of header changes from old servers, reconnects), the list is
  // fetched one at a time and at most once per REFRESH_GAP_MS (lib/desk-list.ts).
  const [listRefresh] = useState(() =>
    throttledRefresh(() => queryClient.invalidateQueries({ queryKey: chatSessionsKey })),
  );
  useEffect(() => () => listRefresh.cancel(), [listRefresh]);
  const refreshList = listRefresh.request;

  const searchRefresh = useRef<number | null>(null);
  const refreshSearches = useCallback(() => {
    if (searchRefresh.current !== null) return;
    searchRefresh.current = window.setTimeout(() => {
      searchRefresh.current = null;
      void queryClient.invalidateQueries({ predicate: (query) => isChatSessionsSearchKey(query.queryKey) });
    }, SEARCH_REFRESH_MS);
  }, [queryClient]);
  useEffect(() => () => window.clearTimeout(searchRefresh.current ?? undefined), []);

  const [wanted, setWanted] = useState<string | null>(null);
  const [wantListeners] = useState(() => new Set<() => void>());
  const onChatWanted = useCallback(
    (listener: () => void) => {
      wantListeners.add(listener);
      return () => void wantListeners.delete(listener);
    },
    [wantListeners],
  );
  const clearWanted = useCallback(() => setWanted(null), []);

  /** Turns the dashboard to the Live Chat tab with this conversation (a notification's or a toast's Open). */
  const openChat = useCallback(
    (sessionId: string) => {
      setWanted(sessionId);
      for (const listener of wantListeners) listener();
    },
    [wantListeners],
  );

  /** A visitor's first message while the page is hidden: a notification, if they are turned on. */
  const notifyIfNew = useCallback(
    (pushed: ChatMessagePush) => {
      const { message, session } = pushed;
      if (message.isAdmin) return;
      // Asked here, before loading anything: most operators never turn them on.
      if (document.visibilityState !== 'hidden' || typeof Notification === 'undefined') return;
      if (Notification.permission !== 'granted') return;
      void import('./new-chat-notification').then(({ notifyNewChat }) =>
        notifyNewChat({
          sessionId: message.sessionId,
          name: session ? customerLabel(session) : message.senderName,
          text: message.message,
          onOpen: () => openChat(message.sessionId),
        }),
      );
    },
    [openChat],
  );

  // The toast on screen, for a push handler to ask (an error not read yet is not replaced).
  const toastOnScreen = useToastState();
  const toastShown = useRef<ToastData | null>(null);
  useEffect(() => {
    toastShown.current = toastOnScreen;
  }, [toastOnScreen]);
  // The sound note is said once a page: until the page has been used, the browser keeps it silent.
  const soundNoteSaid = useRef(false);
  /**
   * A visitor's message in a conversation the operator is not looking at, on whichever tab: a toast with
   * its start and Open. An error the operator has not read yet is not replaced (the tab's count still
   * says it).
   */
  const toastMessage = useCallback(
    (pushed: ChatMessagePush, newConversation: boolean, silenced: boolean) => {
      const shownNow = toastShown.current;
      if (shownNow?.open && shownNow.variant === 'destructive') return;
      const soundNote = silenced && !soundNoteSaid.current;
      if (soundNote) soundNoteSaid.current = true;
      import('./chat-toast').then(
        ({ toastChatMessage }) =>
          toastChatMessage(pushed, {
            newConversation,
            soundNote,
            onOpen: () => openChat(pushed.message.sessionId),
          }),
        // Not loaded (the server is gone): the Live Chat tab's count still says it.
        () => undefined,
      );
    },
    [openChat],
  );

  /**
   * Marks the conversation on screen read if the operator sees it now and it has unread messages. Asked
   * of the document when it runs, never remembered: a message arriving while the page is in the
   * background stays unread until the operator comes back.
   */
  const readIfSeen = useCallback(() => {
    const sessionId = shownRef.current;
    if (sessionId === null || document.visibilityState !== 'visible') return;
    const row = queryClient
      .getQueryData<ChatSessionSummary[]>(chatSessionsKey)
      ?.find((s) => s.sessionId === sessionId);
    if (!row || row.unread === 0) return;
    const mark = `${sessionId} ${row.lastAt}`;
    if (markedRef.current === mark) return;
    markedRef.current = mark;
    // In the list and in any search of it showing that conversation.
    const markedRead = () =>
      queryClient.setQueriesData<ChatSessionSummary[]>(
        { predicate: ({ queryKey }) => isChatSessionsListKey(queryKey) },
        (list) => (list === undefined ? list : withUnread(list, sessionId, 0)),
      );
    // Its badge goes at once, so it never flashes. Again on success, unless a message came since: a
    // fetch in between may have brought the count from before the mark.
    markedRead();
    markChatRead(sessionId).then(() => {
      const now = queryClient.getQueryData<ChatSessionSummary[]>(chatSessionsKey);
      if (now?.find((s) => s.sessionId === sessionId)?.lastAt === row.lastAt) markedRead();
    }, refreshList);
  }, [queryClient, refreshList]);

  useAtDesk();
  useChatCacheWriter((pushed, written) => {
    // A conversation's name, context, contact or state changed: its row came with the push and was put
    // in place; its header is fetched again only if it is on screen.
    if (pushed.type === 'chat_session') {
      if (!written.listCurrent) refreshList();
      refreshSearches();
    }
    // Another operator read a conversation this desk still counts unread: its row is fetched again.
    // The desk that read it has already dropped its own count, and asks nothing.
    if (pushed.type === 'chat_read') {
      const list = queryClient.getQueryData<ChatSessionSummary[]>(chatSessionsKey);
      if ((list?.find((s) => s.sessionId === pushed.sessionId)?.unread ?? 0) > 0) refreshList();
    }
    if (pushed.type !== 'chat_message') return;
    if (written.newConversation) notifyIfNew(pushed);
    if (!written.listCurrent) refreshList();
    refreshSearches();
    if (!pushed.message.isAdmin) {
      // Even in the conversation on screen: the operator may be looking elsewhere.
      // A beep due (not muted) that the browser does not allow yet.
      const silenced = !mutedRef.current && !beep();
      if (pushed.message.sessionId !== shownRef.current)
        toastMessage(pushed, written.newConversation, silenced);
    }
    readIfSeen();
  });
  // Pushes missed while the socket was down: the list may be out of date.
  usePush('reopened', refreshList);

  // Viewing a conversation reads it: on selecting it, on coming back to the page, and whenever the list
  // shows it unread (a fetch after a reconnect).
  const shownRow = sessions.data?.find((s) => s.sessionId === shown);
  useEffect(() => {
    if (visible) markedRef.current = null;
  }, [visible, shown]);
  useEffect(() => readIfSeen(), [readIfSeen, visible, shown, shownRow?.unread, shownRow?.lastAt]);

  const show = useCallback((sessionId: string | null) => {
    shownRef.current = sessionId;
    setShown(sessionId);
  }, []);
  const toggleMuted = useCallback(() => {
    mutedRef.current = !mutedRef.current;
    storeSoundMuted(mutedRef.current);
    setMuted(mutedRef.current);
  }, []);

  const list = sessions.data ?? [];
  useTitleCount(unreadSum(list) - (visible && shownRow ? shownRow.unread : 0));
  const unread = unreadConversations(list, visible ? shown : null);

  const desk = useMemo(
    () => ({ shown, show, muted, toggleMuted, wanted, clearWanted, onChatWanted, unread }),
    [shown, show, muted, toggleMuted, wanted, clearWanted, onChatWanted, unread],
  );
  return <ChatDeskContext.Provider value={desk}>{children}</ChatDeskContext.Provider>;
}
