// Live settings: one WebSocket to /ws per tab. A settings_changed push refreshes the queries that show
// that setting at once (the wheel's names, the banner, an open editor) instead of 100 ms - 5 s
// polls; which ones comes from the settings catalog, the list the server's cache uses too. Every open of
// the socket refreshes them too (at its hello): a push sent before it opened was not heard. Each push and
// hello carries a settings version, which every later request names (api-client.ts). draws_changed
// is ignored here: the spin page refreshes its history when its own wheel stops, so a push must not
// reveal a result mid-spin. While the socket is down, every settings query is
// re-validated every 30 s (ETags make that a 304) and the socket reconnects with exponential backoff, or
// at once when the server closed it for a restart (1012: another instance takes it behind a balancer),
// after the longest backoff when it closed it for too many sockets from this address (4029).
// Live chat shares the socket: it subscribes it to one conversation (?chatSessionId=), listens to its
// messages and catches up on every reconnect (through RealtimeProvider's usePush, ./use-push.ts). An admin's socket closed because its session ended (here
// or on another device) makes the page re-check the session, so the dashboard gives way to the login card.
import type { QueryClient } from '@tanstack/react-query';
import {
  CLOSE_ADMIN_SESSION_ENDED,
  CLOSE_SERVICE_RESTART,
  CLOSE_TOO_MANY_SOCKETS,
  readPush,
  type PushedMessage,
} from '#shared/api/realtime';
import { socket as pushSocket } from '#shared/endpoints/realtime';
import { SETTING_KEYS, viewsOf } from '#shared/settings-catalog';
import { heardSettingsVersion } from './api-client';
import { ADMIN_SESSION_KEY } from './query-client';

/** Query keys are the URLs they load: a view of the catalog is the first part of a query key. */
const ALL_SETTING_VIEWS = [...new Set(SETTING_KEYS.flatMap(viewsOf))];

const FALLBACK_POLL_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;
const RESTART_SPREAD_MS = 250;

/**
 * Refreshes the queries that show `views` (one setting's, or every setting's after an outage). A load
 * still under way is started again unless `cancelRefetch` is false (TanStack's default is true).
 */
function refresh(queryClient: QueryClient, views: readonly string[], cancelRefetch?: boolean): void {
  void queryClient.invalidateQueries(
    {
      predicate: (query) => {
        const first = query.queryKey[0];
        return typeof first === 'string' && views.includes(first);
      },
    },
    { cancelRefetch },
  );
}

/** What a page hears: the server's pushes, and 'reopened' when the socket came back after a drop (or
 * was reopened for a new subscription or a login): pushes sent in between were missed, so a listener catches
 * up (chat reads ?after=<last id>). */
export type Heard = PushedMessage | { type: 'reopened' };

/** One tab's socket, made by createRealtime and handed out by RealtimeProvider (./realtime-provider.ts). */
export interface Realtime {
  /** Connects and keeps connecting until the returned function is called. */
  start: () => () => void;
  /** Every message heard, chat pushes unread (the chat's code reads them: #shared/api/chat-push); returns the unsubscribe. */
  listen: (listener: (message: Heard) => void) => () => void;
  /** Subscribes this tab's socket to one chat conversation (null: none), reconnecting if it changed. */
  subscribeChat: (id: string | null) => void;
  /** Sends a frame on the socket if it is open (a chat typing sign); else it is dropped. */
  send: (data: string) => void;
  /**
   * Reopens the socket at once. Who it is (an admin's, which hears every chat message, or a visitor's) is
   * fixed by the session cookie at the upgrade, so a login or a logout reopens it.
   */
  reopen: () => void;
}

/** A tab's socket; all its state lives here, one per provider (no module state: a test makes its own). */
export function createRealtime(queryClient: QueryClient): Realtime {
  const listeners = new Set<(message: Heard) => void>();
  const tell = (message: Heard) => listeners.forEach((listener) => listener(message));
  /** The conversation this tab's socket is subscribed to (?chatSessionId=), if any. */
  let chatSessionId: string | null = null;
  let socket: WebSocket | null = null;
  /** The socket while it is open: sends go there. */
  let live: WebSocket | null = null;
  let stopped = true;
  let attempt = 0;
  let reconnectTimer: number | undefined;
  let pollTimer: number | undefined;
  /** True once a socket has been open: a later open is a reconnect. */
  let wasOpen = false;

  const startPolling = () => {
    pollTimer ??= window.setInterval(() => refresh(queryClient, ALL_SETTING_VIEWS), FALLBACK_POLL_MS);
  };
  const stopPolling = () => {
    window.clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const connect = () => {
    if (stopped) return;
    const query = chatSessionId === null ? '' : `?chatSessionId=${encodeURIComponent(chatSessionId)}`;
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${pushSocket.path}${query}`;
    let opened: WebSocket;
    try {
      opened = new WebSocket(url);
    } catch {
      // Safari before 16 does not count ws:/wss: as the CSP's 'self' and refuses at once, every time:
      // such a page polls instead of failing.
      startPolling();
      return;
    }
    socket = opened;
    opened.onopen = () => {
      live = opened;
      attempt = 0;
      stopPolling();
      if (wasOpen) tell({ type: 'reopened' });
      wasOpen = true;
    };
    opened.onmessage = (event) => {
      const message = typeof event.data === 'string' ? readPush(event.data) : null;
      if (!message) return;
      // The hello comes first on every open, with the settings version the instance holds: the refresh
      // waits for it, so that its reads name that version too.
      // (Those two carry one; readPush leaves it out of every other message.)
      if ('version' in message) heardSettingsVersion(message.version);
      // A push reaches only the sockets open when it is sent: whatever the page loaded before this socket
      // opened (at the first load, before a reconnect, before a reopen for a chat subscription or a login)
      // may have changed unheard. A load still under way is not started again (it was sent a moment ago);
      // the others are asked again with their ETags, a few hundred bytes when nothing changed.
      if (message.type === 'hello') refresh(queryClient, ALL_SETTING_VIEWS, false);
      if (message.type === 'settings_changed') refresh(queryClient, viewsOf(message.key));
      tell(message);
    };
    opened.onclose = (event) => {
      // A socket closed on purpose by reopen() has already been replaced.
      if (socket !== opened) return;
      socket = live = null;
      if (stopped) return;
      if (event.code === CLOSE_ADMIN_SESSION_ENDED) {
        void queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
        // Not a failing server: come back soon, as a visitor's socket.
        attempt = 0;
      }
      startPolling();
      // The instance is restarting: behind a balancer another one answers now, so no backoff; only a
      // spread, so that a fleet's sockets do not all come back in the same millisecond.
      if (event.code === CLOSE_SERVICE_RESTART) {
        attempt = 0;
        reconnectTimer = window.setTimeout(connect, Math.random() * RESTART_SPREAD_MS);
        return;
      }
      // Over the address's cap: the longest backoff at once (an open socket reset it), so that tabs
      // behind one address never storm the server; settings are polled meanwhile.
      if (event.code === CLOSE_TOO_MANY_SOCKETS) attempt = 5;
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt) * (0.5 + Math.random() / 2);
      attempt += 1;
      reconnectTimer = window.setTimeout(connect, delay);
    };
  };

  // Stopped, it opens nothing (connect checks), and closing the closed socket again changes nothing.
  const reopen = () => {
    const current = socket;
    // Nothing more is sent on the socket being closed (a browser reports it); sends wait for the new one.
    live = null;
    window.clearTimeout(reconnectTimer);
    connect();
    current?.close();
  };

  return {
    start: () => {
      stopped = false;
      connect();
      return () => {
        stopped = true;
        window.clearTimeout(reconnectTimer);
        stopPolling();
        socket?.close();
      };
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeChat: (id) => {
      if (id === chatSessionId) return;
      chatSessionId = id;
      reopen();
    },
    send: (data) => live?.send(data),
    reopen,
  };
}
