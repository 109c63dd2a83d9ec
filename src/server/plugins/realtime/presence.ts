// Operator presence: an open admin socket counts as an operator at the chat (recorded every
// PRESENCE_EVERY_MS), as does each chat request an operator makes; one whose session was found ended on
// that round loses its feed. The chat asks whether anyone was there lately.
import type { Db } from '../../db/types';
import type { AdminSockets } from './admin-sockets';
import type { SocketHub } from './hub';
import { operatorSeenSince, touchOperators } from './presence.repository';

/** How often the open admin sockets count as presence (and ended sessions lose their chat feed). */
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
      touchOperators(db, ids, now())
        .then((live) => watched.adminSockets.closeSessions(ids.filter((id) => !live.includes(id))))
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
