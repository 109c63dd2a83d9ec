// Live settings: one WebSocket to /ws per tab. A settings_changed push refreshes the queries that show
// that setting at once (the wheel's names, the banner, an open editor) instead of SPEC's 100 ms - 5 s
// polls; which ones comes from the settings catalog, the list the server's cache uses too. Every open of
// the socket refreshes them too (at its hello): a push sent before it opened was not heard. Each push and
// hello carries a settings version, which every later request names (api-client.ts). draws_changed
// is ignored here: the spin page refreshes its history when its own wheel stops, so a push must not
// reveal a result mid-spin. While the socket is down, every settings query is
// re-validated every 30 s (ETags make that a 304) and the socket reconnects with exponential backoff, or
// at once when the server closed it for a restart (1012: another instance takes it behind a balancer),
// after the longest backoff when it closed it for too many sockets from this address (4029).
// Live chat shares the socket: it subscribes it to one conversation (?chatSessionId=), listens to its
// messages and catches up on every reconnect. An admin's socket closed because its session ended (here
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

function refresh(queryClient: QueryClient, views: readonly string[], cancelRefetch = true): void {
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

/** Refreshes the views of one setting, or of every setting when the key is unknown (after an outage). */
export function refreshSettings(queryClient: QueryClient, key?: string): void {
  refresh(queryClient, key === undefined ? ALL_SETTING_VIEWS : viewsOf(key));
}

/**
 * A push reaches only the sockets open when it is sent: whatever the page loaded before this socket opened
 * (at the first load, before a reconnect, before a reopen for a chat subscription or a login) may have
 * changed unheard. A load still under way is not started again (it was sent a moment ago); the others are
 * asked again with their ETags, a few hundred bytes when nothing changed.
 */
function refreshAfterOpen(queryClient: QueryClient): void {
  refresh(queryClient, ALL_SETTING_VIEWS, false);
}

// Other features (live chat) listen on the same socket rather than opening their own.
const messageListeners = new Set<(message: PushedMessage) => void>();
const reconnectListeners = new Set<() => void>();
/** The conversation this tab's socket is subscribed to (?chatSessionId=), if any. */
let chatSessionId: string | null = null;
/** Reopens the current connection at once (a new subscription); null while none is running. */
let reopen: (() => void) | null = null;
/** Sends on the open socket; null while none is open. */
let sendFrame: ((data: string) => void) | null = null;

/**
 * Every message the server pushes, chat pushes unread (the chat's code reads them: #shared/api/chat-push);
 * returns the unsubscribe.
 */
export function onServerMessage(listener: (message: PushedMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/**
 * Runs after the socket comes back from a drop (or is reopened for a new subscription): pushes sent in
 * between were missed, so a listener catches up (chat reads ?after=<last id>). Returns the unsubscribe.
 */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Subscribes this tab's socket to one chat conversation (null: none), reconnecting if it changed. */
export function setChatSubscription(id: string | null): void {
  if (id === chatSessionId) return;
  chatSessionId = id;
  reopen?.();
}

/** Sends a frame on this tab's socket if it is open (a chat typing sign); else it is dropped. */
export function sendOnSocket(data: string): void {
  sendFrame?.(data);
}

/**
 * Reopens the socket at once. Who it is (an admin's, which hears every chat message, or a visitor's) is
 * fixed by the session cookie at the upgrade, so a login or a logout reopens it.
 */
export function reopenRealtime(): void {
  reopen?.();
}

/** Connects and keeps connecting until the returned function is called. */
export function connectRealtime(queryClient: QueryClient): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let reconnectTimer: number | undefined;
  let pollTimer: number | undefined;

  const startPolling = () => {
    pollTimer ??= window.setInterval(() => refreshSettings(queryClient), FALLBACK_POLL_MS);
  };
  const stopPolling = () => {
    window.clearInterval(pollTimer);
    pollTimer = undefined;
  };

  /** True once a socket has been open: a later open is a reconnect. */
  let wasOpen = false;

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
      sendFrame = (data) => opened.send(data);
      attempt = 0;
      stopPolling();
      if (wasOpen) for (const listener of reconnectListeners) listener();
      wasOpen = true;
    };
    opened.onmessage = (event) => {
      const message = typeof event.data === 'string' ? readPush(event.data) : null;
      if (!message) return;
      // The hello comes first on every open, with the settings version the instance holds: the refresh
      // waits for it, so that its reads name that version too.
      if (message.type === 'hello' || message.type === 'settings_changed')
        heardSettingsVersion(message.version);
      if (message.type === 'hello') refreshAfterOpen(queryClient);
      if (message.type === 'settings_changed') refreshSettings(queryClient, message.key);
      for (const listener of messageListeners) listener(message);
    };
    opened.onclose = (event) => {
      // A socket closed on purpose by reopen() has already been replaced.
      if (socket !== opened) return;
      socket = null;
      sendFrame = null;
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

  reopen = () => {
    const current = socket;
    window.clearTimeout(reconnectTimer);
    connect();
    current?.close();
  };
  connect();
  return () => {
    stopped = true;
    reopen = null;
    sendFrame = null;
    window.clearTimeout(reconnectTimer);
    stopPolling();
    socket?.close();
  };
}
