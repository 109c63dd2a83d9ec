// /ws: one WebSocket endpoint for pushes. publish() reaches every instance: on PostgreSQL through NOTIFY
// (each instance LISTENs), on the embedded database (a single process) directly. On each instance the
// event first reaches the in-process subscribers (settings reload, cached answers dropped) and only then
// the sockets, so a client that refetches on a push never gets the old answer.
import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { errorBodySchema } from '#shared/api/errors';
import type { WebSocket } from '@fastify/websocket';
import { parseServerMessage, type ServerMessage } from '#shared/api/realtime';

const CHANNEL = 'ld_events';
const HEARTBEAT_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Announces a change to every instance: its subscribers, then its sockets. */
      publish: (message: ServerMessage) => Promise<void>;
      /** Runs on every announced change, on this instance, before the sockets hear of it. */
      subscribe: (handler: (message: ServerMessage) => Promise<void>) => void;
      clientCount: () => number;
    };
  }
}

export default fp(
  async (app) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
    const sockets = new Set<WebSocket>();
    const alive = new WeakSet<WebSocket>();

    const subscribers: ((message: ServerMessage) => Promise<void>)[] = [];
    // NOTIFY reaches the sender too; it has already handled its own events.
    const origin = randomUUID();

    const dispatch = async (message: ServerMessage) => {
      for (const handler of subscribers) await handler(message);
      const payload = JSON.stringify(message);
      for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(payload);
    };

    if (app.database.kind === 'postgres') {
      const unlisten = await app.database.listen(CHANNEL, (raw) => {
        let event: { origin?: unknown; message?: unknown };
        try {
          event = JSON.parse(raw) as typeof event;
        } catch {
          return;
        }
        if (event.origin === origin) return;
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
      for (const socket of sockets) {
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
        summary: 'WebSocket: settings_changed pushes (a plain GET gets 426)',
        response: { 426: errorBodySchema },
      },
      // A plain GET (a browser tab, a probe) gets a JSON answer like every other error, not an empty 404.
      handler: (_request, reply) =>
        reply
          .status(426)
          .header('upgrade', 'websocket')
          .send({ message: '/ws takes WebSocket connections only' }),
      wsHandler: (socket) => {
        sockets.add(socket);
        alive.add(socket);
        socket.on('pong', () => alive.add(socket));
        socket.on('close', () => sockets.delete(socket));
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
      subscribe(handler: (message: ServerMessage) => Promise<void>) {
        subscribers.push(handler);
      },
      clientCount: () => sockets.size,
    });
  },
  { name: 'realtime', dependencies: ['db'] },
);
