// An admin's socket is closed (CLOSE_ADMIN_SESSION_ENDED) the moment its session ends: at its expiry by a
// timer of its own, at a logout or sign-out-everywhere on any instance by an internal event of the bus
// (bus.ts), and when the presence round (presence.ts) finds its session ended.
import type { WebSocket } from '@fastify/websocket';
import { CLOSE_ADMIN_SESSION_ENDED } from '#shared/api/realtime';
import type { AdminSession } from '../auth';
import type { SocketHub } from './hub';

/** Ended admin sessions: some, by id, or every one. */
export type EndedSessions = readonly number[] | 'all';

/** setTimeout's longest delay (~24.8 days); a longer wait is done in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class AdminSockets {
  private readonly expiryTimers = new Map<WebSocket, NodeJS.Timeout>();

  constructor(
    private readonly hub: SocketHub,
    private readonly now: () => Date,
    /** Told of each socket closed here as its session ended, without waiting for the close handshake. */
    private readonly ended: (socket: WebSocket) => void,
  ) {}

  /**
   * Watches an admin's socket: closed at its session's expiry, and at once if `stillSignedIn` (the
   * cookie read again) finds another session or none: a logout between the upgrade's check and now
   * found no socket to close.
   */
  watch(socket: WebSocket, admin: AdminSession, stillSignedIn: () => Promise<AdminSession | null>) {
    socket.on('close', () => this.forget(socket));
    this.closeAtExpiry(socket, admin.expiresAt);
    return stillSignedIn().then((session) => {
      if (session?.id !== admin.id && this.hub.audiences.get(socket)?.adminSession) this.close(socket);
    });
  }

  /** Closes this instance's admin sockets of these sessions. */
  closeSessions(ended: EndedSessions): void {
    const drop = ended === 'all' ? null : new Set(ended);
    for (const [socket, audience] of this.hub.audiences) {
      if (audience.adminSession && (drop === null || drop.has(audience.adminSession.id))) {
        this.close(socket);
      }
    }
  }

  /** Stops every expiry timer (the app is closing). */
  stop(): void {
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
  }

  private close(socket: WebSocket): void {
    this.forget(socket);
    const audience = this.hub.audiences.get(socket);
    // Hears nothing more even before the close handshake ends.
    if (audience) audience.adminSession = null;
    this.ended(socket);
    socket.close(CLOSE_ADMIN_SESSION_ENDED, 'admin session ended');
  }

  private forget(socket: WebSocket): void {
    clearTimeout(this.expiryTimers.get(socket));
    this.expiryTimers.delete(socket);
  }

  // Measured against the app's clock each time it fires rather than trusted from one setTimeout: the
  // clock is the app's (tests move it), and a long wait is done in steps.
  private closeAtExpiry(socket: WebSocket, expiresAt: Date): void {
    const left = expiresAt.getTime() - this.now().getTime();
    if (left <= 0) {
      this.close(socket);
      return;
    }
    const timer = setTimeout(() => this.closeAtExpiry(socket, expiresAt), Math.min(left, MAX_TIMER_MS));
    timer.unref();
    this.expiryTimers.set(socket, timer);
  }
}
