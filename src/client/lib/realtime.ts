// Live settings: one WebSocket to /ws per tab. A settings_changed push refreshes the settings queries
// at once (the wheel's names, the banner, an open editor) instead of SPEC's 100 ms - 5 s polls. While
// the socket is down, the same queries are re-validated every 30 s (ETags make that a 304) and the
// socket reconnects with exponential backoff.
import type { QueryClient } from '@tanstack/react-query';
import { parseServerMessage } from '../../shared/api/realtime';

/** Query keys whose first part starts with one of these are refreshed on any settings change. */
export const SETTINGS_QUERY_PREFIXES = ['/api/prizes', '/api/sync/', '/api/spinning-notice/'] as const;

const FALLBACK_POLL_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

export function refreshSettings(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const first = query.queryKey[0];
      return typeof first === 'string' && SETTINGS_QUERY_PREFIXES.some((prefix) => first.startsWith(prefix));
    },
  });
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
      if (message?.type === 'settings_changed') refreshSettings(queryClient);
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
