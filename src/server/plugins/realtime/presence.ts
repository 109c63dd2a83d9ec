// Operator presence: an open admin socket whose person may use the chat counts as an operator at the
// chat (recorded every PRESENCE_EVERY_MS), as does each chat request an operator makes. Each round also
// reads every admin socket's session afresh: one whose session ended loses its feed, and one whose person
// may now use the chat, or no longer (two-factor sign-in set up, or newly required), hears accordingly
// (audiences.ts). The chat asks whether anyone was there lately.
import { personMay } from '#shared/permissions';
import type { Db } from '../../db/types';
import { findActiveSessionsById } from '../sessions.repository';
import type { AdminSockets } from './admin-sockets';
import type { SocketHub } from './hub';
import { operatorSeenSince, touchOperators } from './presence.repository';

/** How often the open admin sockets are read afresh and count as presence. */
const PRESENCE_EVERY_MS = 30_000;

export class Presence {
  private readonly round: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    watched: { hub: SocketHub; adminSockets: AdminSockets; onError: (err: unknown) => void },
  ) {
    this.round = setInterval(() => {
      const ids = watched.hub.adminSessionIds();
      if (ids.length === 0) return;
      const at = now();
      findActiveSessionsById(db, ids, at)
        .then(async (sessions) => {
          const live = new Map(sessions.map((session) => [session.id, session]));
          watched.adminSockets.closeSessions(ids.filter((id) => !live.has(id)));
          for (const audience of watched.hub.audiences.values()) {
            const session = audience.adminSession && live.get(audience.adminSession.id);
            if (session) audience.adminSession = session;
          }
          const chatting = sessions.filter((session) => personMay(session, 'chat'));
          await touchOperators(
            db,
            chatting.map((session) => session.id),
            at,
          );
        })
        .catch(watched.onError);
    }, PRESENCE_EVERY_MS);
    this.round.unref();
  }

  /** Records an admin session as an operator at the chat now (it made a chat request). */
  async touch(adminSessionId: number): Promise<void> {
    await touchOperators(this.db, [adminSessionId], this.now());
  }

  /** Whether a live admin session was at the chat (a request, an open socket) within `withinMs`. */
  async online(withinMs: number): Promise<boolean> {
    const now = this.now();
    return operatorSeenSince(this.db, new Date(now.getTime() - withinMs), now);
  }

  stop(): void {
    clearInterval(this.round);
  }
}
