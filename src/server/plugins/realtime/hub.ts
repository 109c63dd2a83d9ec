// The sockets of this instance: who each one is (audiences.ts), what each hears, the per-address cap,
// the heartbeat and the close at shutdown. It knows nothing of other instances (bus.ts) or of sessions
// ending (admin-sockets.ts).
//
// An address holds at most `socketsPerAddress` sockets that are not an admin's: one over it is closed at
// once with CLOSE_TOO_MANY_SOCKETS, which the page answers by waiting its longest backoff
// (docs/decisions/0031-chat-desk-guards.md).
import type { WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerMessage } from '#shared/api/chat-push';
import { CLOSE_SERVICE_RESTART, CLOSE_TOO_MANY_SOCKETS } from '#shared/api/realtime';
import { atDesk, forVisitors, hears, type Audience } from './audiences';

const HEARTBEAT_MS = 30_000;
/** How long a socket closed at shutdown has to answer the close before it is cut off. */
const SOCKET_CLOSE_GRACE_MS = 2_000;

export class SocketHub {
  private readonly sockets = new Set<WebSocket>();
  private readonly alive = new WeakSet<WebSocket>();
  /** Open sockets that are not an admin's, per address key. */
  private readonly openPerAddress = new Map<string, number>();
  /** The audience of each socket that has one (an admin's, or a visitor's subscribed to a conversation). */
  readonly audiences = new Map<WebSocket, Audience>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly socketsPerAddress: number) {
    // Drops sockets whose peer vanished without a close (phones going to sleep, lost networks).
    this.heartbeat = setInterval(() => {
      for (const socket of this.sockets) {
        if (!this.alive.has(socket)) {
          socket.terminate();
          continue;
        }
        this.alive.delete(socket);
        socket.ping();
      }
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.sockets.size;
  }

  /** The open sockets by who holds them: an operator signed in, or anyone else (a visitor's page). */
  kinds(): { visitor: number; operator: number } {
    let operator = 0;
    for (const audience of this.audiences.values()) if (audience.adminSession) operator += 1;
    return { visitor: this.sockets.size - operator, operator };
  }

  atCap(address: string): boolean {
    return (this.openPerAddress.get(address) ?? 0) >= this.socketsPerAddress;
  }

  /**
   * Takes a new socket in, or closes it when its address is at its cap (an admin's is never counted).
   * Counted here, where nothing awaits between the check and the count: a burst of upgrades from one
   * address cannot all pass it. False when the socket was refused.
   */
  admit(socket: WebSocket, audience: Audience | null, address: string): boolean {
    if (!audience?.adminSession) {
      const open = this.openPerAddress.get(address) ?? 0;
      if (open >= this.socketsPerAddress) {
        socket.close(CLOSE_TOO_MANY_SOCKETS, 'too many sockets from this address');
        return false;
      }
      this.openPerAddress.set(address, open + 1);
      socket.on('close', () => {
        const left = (this.openPerAddress.get(address) ?? 1) - 1;
        if (left > 0) this.openPerAddress.set(address, left);
        else this.openPerAddress.delete(address);
      });
    }
    this.sockets.add(socket);
    this.alive.add(socket);
    if (audience) this.audiences.set(socket, audience);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.audiences.delete(socket);
    });
    return true;
  }

  /** Sends a message to the sockets that hear it; one not at the desk without what only the desk may hear. */
  send(message: ServerMessage): void {
    const payload = JSON.stringify(message);
    const visitorPayload = message.type === 'chat_message' ? JSON.stringify(forVisitors(message)) : payload;
    for (const socket of this.sockets) {
      const audience = this.audiences.get(socket);
      if (socket.readyState !== socket.OPEN || !hears(audience, message)) continue;
      socket.send(atDesk(audience) ? payload : visitorPayload);
    }
  }

  /** The admin sessions behind this instance's open admin sockets. */
  adminSessionIds(): number[] {
    const ids = [...this.audiences.values()].flatMap((a) => (a.adminSession ? [a.adminSession.id] : []));
    return [...new Set(ids)];
  }

  /**
   * At app.close(), which the graceful shutdown calls once the HTTP requests in flight have finished:
   * every push they made has been sent. 1012 tells the clients to reconnect at once (to another
   * instance behind a balancer). A client that does not answer the close (a phone asleep) is cut off
   * after SOCKET_CLOSE_GRACE_MS rather than holding the exit for ws's 30 s.
   */
  async closeAll(log: FastifyBaseLogger): Promise<void> {
    const open = [...this.sockets];
    const closed = open.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    for (const socket of open) socket.close(CLOSE_SERVICE_RESTART, 'server restarting');
    let grace: NodeJS.Timeout | undefined;
    const cutOff = new Promise<void>((resolve) => (grace = setTimeout(resolve, SOCKET_CLOSE_GRACE_MS)));
    await Promise.race([Promise.all(closed), cutOff]);
    clearTimeout(grace);
    log.info({ sockets: open.length, cutOff: this.sockets.size }, 'shutdown: sockets closed with 1012');
    for (const socket of this.sockets) socket.terminate();
  }

  /** Stops the heartbeat (the app is closing). */
  stop(): void {
    clearInterval(this.heartbeat);
  }
}
