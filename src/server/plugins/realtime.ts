// /ws: one WebSocket endpoint for pushes. publish() reaches every instance: on PostgreSQL through NOTIFY
// (each instance LISTENs), on the embedded database (a single process) directly. On each instance the
// event first reaches the in-process subscribers (settings reload, cached answers dropped) and only then
// the sockets, so a client that refetches on a push never gets the old answer.
//
// Chat messages go to some sockets only: an admin's (session cookie checked at the upgrade, dropped when
// the session ends) and those opened with ?chatSessionId=<id> for that conversation. NOTIFY carries a
// stored row's id, never its text (payloads are capped at 8,000 bytes): each instance loads the row.
import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { errorBodySchema } from '#shared/api/errors';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { isChatSessionId } from '#shared/chat';
import { parseServerMessage, type ServerMessage } from '#shared/api/realtime';

const CHANNEL = 'ld_events';
const HEARTBEAT_MS = 30_000;

/** Rows announced by id; a loader per kind turns the id back into the message on every instance. */
export type StoredKind = 'chat_message';
type Loader = (id: number) => Promise<ServerMessage | null>;

/** Who a socket is, as far as chat is concerned; fixed at the upgrade. */
interface Audience {
  adminSession: { id: number; expiresAt: Date } | null;
  chatSessionId: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Announces a change to every instance: its subscribers, then its sockets. */
      publish: (message: ServerMessage) => Promise<void>;
      /**
       * Announces a stored row: this instance delivers `message` at once, the others load it by id with
       * the loader registered for `kind`.
       */
      announce: (kind: StoredKind, id: number, message: ServerMessage) => Promise<void>;
      /** How this instance loads an announced row of `kind`. */
      setLoader: (kind: StoredKind, load: Loader) => void;
      /** Runs on every announced change, on this instance, before the sockets hear of it. */
      subscribe: (handler: (message: ServerMessage) => Promise<void>) => void;
      clientCount: () => number;
      /** The admin sessions behind this instance's open admin sockets. */
      adminSessionIds: () => number[];
      /** The admin sockets of these sessions (revoked, expired) stop receiving chat. */
      dropAdminSessions: (ended: readonly number[]) => void;
    };
  }
  interface FastifyRequest {
    chatAudience: Audience | null;
  }
}

/** A socket hears a chat message if it is an admin's or subscribed to that conversation. */
function hears(audience: Audience | undefined, message: ServerMessage): boolean {
  if (message.type !== 'chat_message') return true;
  if (!audience) return false;
  return audience.adminSession !== null || audience.chatSessionId === message.message.sessionId;
}

export default fp(
  async (app) => {
    /** An admin session from the cookie; a well-formed conversation id from the query (else none). */
    const audienceOf = async (request: FastifyRequest): Promise<Audience | null> => {
      const adminSession = await app.readAdminSession(request);
      // Runs before validation: the query is still raw (a repeated key is an array).
      const { chatSessionId } = request.query as { chatSessionId?: unknown };
      const subscribed =
        typeof chatSessionId === 'string' && isChatSessionId(chatSessionId) ? chatSessionId : null;
      return adminSession || subscribed ? { adminSession, chatSessionId: subscribed } : null;
    };

    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
    const sockets = new Set<WebSocket>();
    const alive = new WeakSet<WebSocket>();
    const audiences = new Map<WebSocket, Audience>();
    const loaders = new Map<StoredKind, Loader>();
    app.decorateRequest('chatAudience', null);

    const subscribers: ((message: ServerMessage) => Promise<void>)[] = [];
    // NOTIFY reaches the sender too; it has already handled its own events.
    const origin = randomUUID();

    const dispatch = async (message: ServerMessage) => {
      for (const handler of subscribers) await handler(message);
      const payload = JSON.stringify(message);
      for (const socket of sockets) {
        if (socket.readyState === socket.OPEN && hears(audiences.get(socket), message)) socket.send(payload);
      }
    };

    const loadAndDispatch = async (kind: unknown, id: unknown) => {
      const load = typeof kind === 'string' ? loaders.get(kind as StoredKind) : undefined;
      if (!load || typeof id !== 'number' || !Number.isSafeInteger(id)) return;
      const message = await load(id);
      if (message) await dispatch(message);
    };

    if (app.database.kind === 'postgres') {
      const unlisten = await app.database.listen(CHANNEL, (raw) => {
        let event: { origin?: unknown; message?: unknown; kind?: unknown; id?: unknown };
        try {
          event = JSON.parse(raw) as typeof event;
        } catch {
          return;
        }
        if (event.origin === origin) return;
        if (event.kind !== undefined) {
          loadAndDispatch(event.kind, event.id).catch((err: unknown) =>
            app.log.error({ err }, 'realtime: loading an announced row failed'),
          );
          return;
        }
        const message = parseServerMessage(JSON.stringify(event.message));
        if (message) {
          dispatch(message).catch((err: unknown) =>
            app.log.error({ err }, 'realtime: event handling failed'),
          );
        }
      });
      app.addHook('onClose', async () => unlisten());
    }

    // Drops sockets whose peer vanished without a close (phones going to sleep, lost networks).
    const heartbeat = setInterval(() => {
      const now = app.now();
      for (const socket of sockets) {
        const audience = audiences.get(socket);
        if (audience?.adminSession && audience.adminSession.expiresAt <= now) audience.adminSession = null;
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const socket of sockets) socket.close(1001, 'server shutting down');
    });

    app.route({
      method: 'GET',
      url: '/ws',
      schema: {
        summary:
          'WebSocket: settings_changed and draws_changed pushes; chat_message to admin sockets and to ?chatSessionId=<id> (a plain GET gets 426)',
        querystring: z.object({ chatSessionId: z.string().max(200).optional() }),
        response: { 426: errorBodySchema },
      },
      // Decided before the upgrade, so the socket's handler stays synchronous and misses no close.
      preValidation: async (request: FastifyRequest) => {
        request.chatAudience = await audienceOf(request);
      },
      // A plain GET (a browser tab, a probe) gets a JSON answer like every other error, not an empty 404.
      handler: (_request, reply) =>
        reply
          .status(426)
          .header('upgrade', 'websocket')
          .send({ message: '/ws takes WebSocket connections only' }),
      wsHandler: (socket, request) => {
        sockets.add(socket);
        alive.add(socket);
        if (request.chatAudience) audiences.set(socket, request.chatAudience);
        socket.on('pong', () => alive.add(socket));
        socket.on('close', () => {
          sockets.delete(socket);
          audiences.delete(socket);
        });
        // Clients only listen; anything they send is ignored.
        socket.send(JSON.stringify({ type: 'hello' } satisfies ServerMessage));
      },
    });

    app.decorate('realtime', {
      async publish(message: ServerMessage) {
        await dispatch(message);
        if (app.database.kind === 'postgres') {
          await app.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ origin, message })})`);
        }
      },
      async announce(kind: StoredKind, id: number, message: ServerMessage) {
        await dispatch(message);
        if (app.database.kind === 'postgres') {
          await app.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ origin, kind, id })})`);
        }
      },
      setLoader(kind: StoredKind, load: Loader) {
        loaders.set(kind, load);
      },
      subscribe(handler: (message: ServerMessage) => Promise<void>) {
        subscribers.push(handler);
      },
      clientCount: () => sockets.size,
      adminSessionIds: () => [
        ...new Set([...audiences.values()].flatMap((a) => (a.adminSession ? [a.adminSession.id] : []))),
      ],
      dropAdminSessions(ended: readonly number[]) {
        const drop = new Set(ended);
        for (const audience of audiences.values()) {
          if (audience.adminSession && drop.has(audience.adminSession.id)) audience.adminSession = null;
        }
      },
    });
  },
  { name: 'realtime', dependencies: ['db', 'auth'] },
);
