// Messages the server pushes over /ws. Every page's first load carries this file, so it reads only what
// every page needs (settings and draws changed) and leaves live chat's pushes, unread, to the chat's own
// code (./chat-push.ts), which loads with the chat. Parsed by hand, not with zod, for the same reason.

/**
 * The close code of an admin's socket whose session ended (logout, expiry, sign out everywhere, a new
 * password): the page re-checks its session, and the socket reconnects as a visitor's.
 */
export const CLOSE_ADMIN_SESSION_ENDED = 4001;

/**
 * The close code of a socket over its address's cap (the server's SOCKETS_PER_ADDRESS): the page waits
 * its longest backoff before trying again, and meanwhile polls as when the socket is down.
 */
export const CLOSE_TOO_MANY_SOCKETS = 4029;

/**
 * "Service Restart" (RFC 6455's registry): the instance is shutting down, and the socket should reconnect
 * at once, which behind a load balancer reaches another instance, instead of backing off.
 */
export const CLOSE_SERVICE_RESTART = 1012;

/**
 * The newest settings version a page has heard of (a setting_versions id), sent with its reads: an
 * instance behind it reads the settings again before answering (server/plugins/settings.ts).
 */
export const SETTINGS_VERSION_HEADER = 'x-settings-version';

/** What every page reads. `version`: the settings version the save made, or the instance holds. */
export type CoreMessage =
  | { type: 'settings_changed'; key: string; version: number }
  /** A draw was recorded or the history cleared. */
  | { type: 'draws_changed' }
  | { type: 'hello'; version: number };

/** A frame as a page's first load reads it: a core message, or a chat push for the chat's code to read. */
export type PushedMessage = CoreMessage | { type: 'chat'; data: object };

export function readPush(data: string): PushedMessage | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null || !('type' in value)) return null;
    const { version } = value as { version?: unknown };
    const heard = Number.isSafeInteger(version) && (version as number) > 0 ? (version as number) : 0;
    if (value.type === 'hello') return { type: 'hello', version: heard };
    if (value.type === 'draws_changed') return { type: 'draws_changed' };
    if (value.type === 'settings_changed' && 'key' in value && typeof value.key === 'string') {
      return { type: 'settings_changed', key: value.key, version: heard };
    }
    // Anything else is live chat's, read (or refused) by the chat's code.
    return { type: 'chat', data: value };
  } catch {
    return null;
  }
}
