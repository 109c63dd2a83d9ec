// Who is at the chat, two ways, both in the database so every instance sees every operator:
// - for visitors, whether an operator was there lately (admin_sessions.chat_seen_at): each chat request,
//   and every PRESENCE_EVERY_MS each open admin socket at the desk;
// - for the desk, who is there now, by person (chat_desk_sockets): a row per dashboard socket at the desk,
//   made when the dashboard says it is one (CHAT_DESK_FRAME, on each open; a signed-in operator's other
//   pages never say it) and dropped as it closes, marked seen every round; a chat_presence push tells the
//   desks whenever a person comes or goes (not for their second tab or device).
// Each round also reads every admin socket's session afresh: a socket whose session ended is closed, and
// one whose person may now use the chat, or no longer (two-factor sign-in set up, or newly required),
// joins or leaves the desk and hears accordingly (audiences.ts).
//
// A person leaves the desk the moment their last dashboard socket closes (tab closed, signed out); a tab
// that vanished without a close (a laptop asleep, a network lost) is dropped by the heartbeat within 60 s
// (hub.ts); the rows of an instance that died lapse after DESK_LAPSE_MS and the next round of another
// instance drops them: within 105 s.
import { randomUUID } from 'node:crypto';
import type { WebSocket } from '@fastify/websocket';
import type { ServerMessage } from '#shared/api/chat-push';
import { personMay } from '#shared/permissions';
import type { Db } from '../../db/types';
import type { AdminSession } from '../auth';
import { findActiveSessionsById } from '../sessions.repository';
import type { AdminSockets } from './admin-sockets';
import type { SocketHub } from './hub';
import {
  addDeskSocket,
  deskPeople,
  forgetDeskSockets,
  operatorSeenSince,
  personAtDesk,
  removeDeskSocket,
  touchDeskSockets,
  touchOperators,
} from './presence.repository';

/** How often the open admin sockets are read afresh and count as presence. */
const PRESENCE_EVERY_MS = 30_000;
/** A desk row not marked seen for this long no longer counts: two rounds missed, and a margin. */
export const DESK_LAPSE_MS = 75_000;

interface DeskSocket {
  socketId: string;
  staffId: number;
  /** The row's insert (settled, errors logged): a leave waits for it, so no row outlives its socket. */
  joined: Promise<void>;
}

export interface PresenceParts {
  hub: SocketHub;
  adminSockets: AdminSockets;
  publish: (message: ServerMessage) => Promise<void>;
  onError: (err: unknown) => void;
}

const changed: ServerMessage = { type: 'chat_presence' };

export class Presence {
  private readonly round: NodeJS.Timeout;
  private readonly desks = new Map<WebSocket, DeskSocket>();
  /** The admin sockets whose page said it is the dashboard (CHAT_DESK_FRAME). */
  private readonly dashboards = new WeakSet<WebSocket>();
  /** Writes under way, awaited before the app closes its database. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly parts: PresenceParts,
  ) {
    this.round = setInterval(() => void this.track(this.runRound()), PRESENCE_EVERY_MS);
    this.round.unref();
  }

  /** The dashboard said this admin socket is its own: at the desk from now on, while its person may chat. */
  declare(socket: WebSocket, session: AdminSession): void {
    this.dashboards.add(socket);
    this.follow(socket, session);
  }

  /** A dashboard's socket opened or its session was read afresh: at the desk while its person may chat. */
  follow(socket: WebSocket, session: AdminSession): void {
    const desk = this.desks.get(socket);
    if (this.dashboards.has(socket) && personMay(session, 'chat')) {
      if (!desk) this.join(socket, session);
    } else if (desk) {
      this.leave(socket);
    }
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

  /** The people at the desk now, each once. */
  async people(): Promise<{ id: number; name: string }[]> {
    const now = this.now();
    return deskPeople(this.db, { seenSince: this.lapsedBefore(now), now });
  }

  /** Stops the rounds and waits for the writes under way (the app is closing). */
  async stop(): Promise<void> {
    clearInterval(this.round);
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  private lapsedBefore(now: Date): Date {
    return new Date(now.getTime() - DESK_LAPSE_MS);
  }

  private track(work: Promise<void>): Promise<void> {
    const settled = work.catch(this.parts.onError);
    this.pending.add(settled);
    void settled.finally(() => this.pending.delete(settled));
    return settled;
  }

  // Asked before the insert: two tabs of one person opening at once on two instances both find nobody
  // and both tell the desks, rather than each finding the other and neither telling.
  private join(socket: WebSocket, session: AdminSession): void {
    const socketId = randomUUID();
    const joined = this.track(
      (async () => {
        const at = this.now();
        const query = {
          staffId: session.staffId,
          seenSince: this.lapsedBefore(at),
          now: at,
          except: socketId,
        };
        const there = await personAtDesk(this.db, query);
        await addDeskSocket(this.db, { socketId, adminSessionId: session.id, at });
        if (!there) await this.parts.publish(changed);
      })(),
    );
    this.desks.set(socket, { socketId, staffId: session.staffId, joined });
    socket.on('close', () => this.leave(socket));
  }

  /**
   * The socket closed, or its session ended: it leaves the desk. Asked after the delete: of two tabs
   * closing at once, the one asking last finds nobody left.
   */
  leave(socket: WebSocket): void {
    const desk = this.desks.get(socket);
    if (!desk) return;
    this.desks.delete(socket);
    void this.track(
      desk.joined.then(async () => {
        await removeDeskSocket(this.db, desk.socketId);
        const at = this.now();
        const query = { staffId: desk.staffId, seenSince: this.lapsedBefore(at), now: at, except: '' };
        if (!(await personAtDesk(this.db, query))) await this.parts.publish(changed);
      }),
    );
  }

  private async runRound(): Promise<void> {
    const { hub, adminSockets } = this.parts;
    const ids = hub.adminSessionIds();
    const at = this.now();
    const sessions = await findActiveSessionsById(this.db, ids, at);
    const live = new Map(sessions.map((session) => [session.id, session]));
    adminSockets.closeSessions(ids.filter((id) => !live.has(id)));
    for (const [socket, audience] of hub.audiences) {
      const session = audience.adminSession && live.get(audience.adminSession.id);
      if (!session) continue;
      audience.adminSession = session;
      this.follow(socket, session);
    }
    const chatting = sessions.filter((session) => personMay(session, 'chat')).map((session) => session.id);
    await touchOperators(this.db, chatting, at);
    await touchDeskSockets(
      this.db,
      [...this.desks.values()].map((desk) => desk.socketId),
      at,
    );
    if (await forgetDeskSockets(this.db, this.lapsedBefore(at))) await this.parts.publish(changed);
  }
}
