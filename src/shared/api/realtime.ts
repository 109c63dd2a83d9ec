// Messages the server pushes over /ws. Every page's first load carries this file, so it reads only what
// every page needs (settings and draws changed) and leaves live chat's pushes, unread, to the chat's own
// code (./chat-push.ts), which loads with the chat. Parsed by hand, not with zod, for the same reason.

/**
 * The close code of an admin's socket whose session ended (logout, expiry, sign out everywhere, a new
 * password): the page re-checks its session, and the socket reconnects as a visitor's.
 */
export const CLOSE_ADMIN_SESSION_ENDED = 4001;

/**
 * "Service Restart" (RFC 6455's registry): the instance is shutting down, and the socket should reconnect
 * at once, which behind a load balancer reaches another instance, instead of backing off.
 */
export const CLOSE_SERVICE_RESTART = 1012;

/** What every page reads. */
export type CoreMessage =
  | { type: 'settings_changed'; key: string }
  /** A draw was recorded or the history cleared. */
  | { type: 'draws_changed' }
  | { type: 'hello' };

/** A frame as a page's first load reads it: a core message, or a chat push for the chat's code to read. */
export type PushedMessage = CoreMessage | { type: 'chat'; data: object };

export function readPush(data: string): PushedMessage | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null || !('type' in value)) return null;
    if (value.type === 'hello') return { type: 'hello' };
    if (value.type === 'draws_changed') return { type: 'draws_changed' };
    if (value.type === 'settings_changed' && 'key' in value && typeof value.key === 'string') {
      return { type: 'settings_changed', key: value.key };
    }
    // Anything else is live chat's, read (or refused) by the chat's code.
    return { type: 'chat', data: value };
  } catch {
    return null;
  }
}
