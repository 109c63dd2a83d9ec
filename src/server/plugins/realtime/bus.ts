// The NOTIFY bus: publish() reaches every instance, on PostgreSQL through NOTIFY (each instance LISTENs),
// on the embedded database (a single process) directly. On each instance the event first reaches the
// in-process subscribers (settings reload, cached answers dropped) and only then the sockets, so a client
// that refetches on a push never gets the old answer.
//
// NOTIFY carries a stored row's id, never its text (payloads are capped at 8,000 bytes): each instance
// loads the row with the loader registered for its kind. An internal event (admin sessions ended)
// travels like the others but is handled by the admin sockets and never reaches a socket.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isChatSessionId } from '#shared/chat';
import { parseServerMessage, type ServerMessage } from '#shared/api/chat-push';
import type { EndedSessions } from './admin-sockets';
import { CHANNEL, notifyInstances } from './notify.repository';

/** Rows announced by id; a loader per kind turns the id back into the message on every instance. */
export type StoredKind = 'chat_message' | 'chat_session';
/** A row's id: a number (a message) or a conversation's id. */
export type StoredId = number | string;
export type Loader = (id: StoredId) => Promise<ServerMessage | null>;

/** Between instances only, never sent to a socket: close the admin sockets of these sessions. */
interface AdminSessionsEnded {
  type: 'admin_sessions_ended';
  sessionIds: EndedSessions;
}

function parseAdminSessionsEnded(value: unknown): AdminSessionsEnded | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, sessionIds } = value as Record<string, unknown>;
  if (type !== 'admin_sessions_ended') return null;
  if (sessionIds === 'all') return { type, sessionIds };
  if (Array.isArray(sessionIds) && sessionIds.every((id) => Number.isSafeInteger(id))) {
    return { type, sessionIds: sessionIds as number[] };
  }
  return null;
}

/** What the bus hands on, on this instance: a message to its sockets, ended sessions to the admin sockets. */
export interface BusTargets {
  sockets: (message: ServerMessage) => void;
  adminSessionsEnded: (ended: EndedSessions) => void;
}

type BusApp = Pick<FastifyInstance, 'database' | 'db' | 'log' | 'addHook'>;

export class Bus {
  private readonly subscribers: ((message: ServerMessage) => Promise<void>)[] = [];
  private readonly loaders = new Map<StoredKind, Loader>();
  /** NOTIFY reaches the sender too; it has already handled its own events. */
  private readonly origin = randomUUID();

  private constructor(
    private readonly app: BusApp,
    private readonly targets: BusTargets,
  ) {}

  /** A bus for this instance, listening to the others' events on PostgreSQL. */
  static async open(app: BusApp, targets: BusTargets): Promise<Bus> {
    const bus = new Bus(app, targets);
    if (app.database.kind === 'postgres') {
      const unlisten = await app.database.listen(CHANNEL, (raw) => bus.heard(raw));
      app.addHook('onClose', async () => unlisten());
    }
    return bus;
  }

  subscribe(handler: (message: ServerMessage) => Promise<void>): void {
    this.subscribers.push(handler);
  }

  setLoader(kind: StoredKind, load: Loader): void {
    this.loaders.set(kind, load);
  }

  async publish(message: ServerMessage): Promise<void> {
    await this.dispatch(message);
    await this.notify({ message });
  }

  async announce(kind: StoredKind, id: StoredId, message: ServerMessage): Promise<void> {
    await this.dispatch(message);
    await this.notify({ kind, id });
  }

  async endAdminSessions(ended: EndedSessions): Promise<void> {
    this.targets.adminSessionsEnded(ended);
    await this.notify({
      internal: { type: 'admin_sessions_ended', sessionIds: ended } satisfies AdminSessionsEnded,
    });
  }

  private async notify(event: object): Promise<void> {
    if (this.app.database.kind !== 'postgres') return;
    await notifyInstances(this.app.db, JSON.stringify({ origin: this.origin, ...event }));
  }

  private async dispatch(message: ServerMessage): Promise<void> {
    for (const handler of this.subscribers) await handler(message);
    this.targets.sockets(message);
  }

  private heard(raw: string): void {
    let event: { origin?: unknown; message?: unknown; kind?: unknown; id?: unknown; internal?: unknown };
    try {
      event = JSON.parse(raw) as typeof event;
    } catch {
      return;
    }
    if (event.origin === this.origin) return;
    const { log } = this.app;
    if (event.internal !== undefined) {
      const ended = parseAdminSessionsEnded(event.internal);
      if (ended) this.targets.adminSessionsEnded(ended.sessionIds);
      return;
    }
    if (event.kind !== undefined) {
      this.loadAndDispatch(event.kind, event.id).catch((err: unknown) =>
        log.error({ err }, 'realtime: loading an announced row failed'),
      );
      return;
    }
    const message = parseServerMessage(JSON.stringify(event.message));
    if (message) {
      this.dispatch(message).catch((err: unknown) => log.error({ err }, 'realtime: event handling failed'));
    }
  }

  private async loadAndDispatch(kind: unknown, id: unknown): Promise<void> {
    const load = typeof kind === 'string' ? this.loaders.get(kind as StoredKind) : undefined;
    const isId =
      (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && isChatSessionId(id));
    if (!load || !isId) return;
    const message = await load(id);
    if (message) await this.dispatch(message);
  }
}
