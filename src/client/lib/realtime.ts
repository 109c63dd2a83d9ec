// Live settings: one WebSocket to /ws per tab. A settings_changed push refreshes the queries that show
// that setting at once (the wheel's names, the banner, an open editor) instead of SPEC's 100 ms - 5 s
// polls; which ones comes from the settings catalog, the list the server's cache uses too. draws_changed
// is ignored here: the spin page refreshes its history when its own wheel stops, so a push must not
// reveal a result mid-spin. While the socket is down, every settings query is
// re-validated every 30 s (ETags make that a 304) and the socket reconnects with exponential backoff.
import type { QueryClient } from '@tanstack/react-query';
import { parseServerMessage } from '#shared/api/realtime';
import { SETTING_KEYS, viewsOf } from '#shared/settings-catalog';

/** Query keys are the URLs they load: a view of the catalog is the first part of a query key. */
const ALL_SETTING_VIEWS = [...new Set(SETTING_KEYS.flatMap(viewsOf))];

const FALLBACK_POLL_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

function refresh(queryClient: QueryClient, views: readonly string[]): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const first = query.queryKey[0];
      return typeof first === 'string' && views.includes(first);
    },
  });
}

/** Refreshes the views of one setting, or of every setting when the key is unknown (after an outage). */
export function refreshSettings(queryClient: QueryClient, key?: string): void {
  refresh(queryClient, key === undefined ? ALL_SETTING_VIEWS : viewsOf(key));
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

  const connect = () => {
    if (stopped) return;
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
    socket = new WebSocket(url);
    socket.onopen = () => {
      // Anything may have changed while we were away.
      if (attempt > 0) refreshSettings(queryClient);
      attempt = 0;
      stopPolling();
    };
    socket.onmessage = (event) => {
      const message = typeof event.data === 'string' ? parseServerMessage(event.data) : null;
      if (message?.type === 'settings_changed') refreshSettings(queryClient, message.key);
    };
    socket.onclose = () => {
      socket = null;
      if (stopped) return;
      startPolling();
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt) * (0.5 + Math.random() / 2);
      attempt += 1;
      reconnectTimer = window.setTimeout(connect, delay);
    };
  };

  connect();
  return () => {
    stopped = true;
    window.clearTimeout(reconnectTimer);
    stopPolling();
    socket?.close();
  };
}
