// The realtime plugin: pushes to the pages over /ws (socket-route.ts), across instances by the NOTIFY bus
// (bus.ts), each socket hearing what its audience may (audiences.ts, hub.ts); admin sockets close when
// their session ends (admin-sockets.ts); open admin sockets count as operators at the chat, for visitors
// and, by person, for the desk (presence.ts); typing signs are relayed (typing.ts). This file wires them
// and is the app's interface to them (app.realtime). A plugin folder rather than a floor of its own: it
// decorates the app before the features register (they publish through it), and reads the auth and
// client-address plugins beside it, so it sits on the plugins floor with them; its SQL (NOTIFY, presence)
// is in its own repositories.
import fastifyWebsocket, { type WebsocketPluginOptions } from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerMessage } from '#shared/api/chat-push';
import { addressKey } from '../client-address';
import { LogSampler } from '../../lib/log-sampler';
import { AdminSockets, type EndedSessions } from './admin-sockets';
import { audienceOf, type Audience } from './audiences';
import { Bus, type Loader, type StoredId, type StoredKind } from './bus';
import { SocketHub } from './hub';
import { Presence } from './presence';
import { registerSocketRoute } from './socket-route';

export type { EndedSessions, StoredId, StoredKind };

/** Sockets an address may hold besides admins' (SOCKETS_PER_ADDRESS): tabs of a household or an office. */
export const DEFAULT_SOCKETS_PER_ADDRESS = 50;

export interface RealtimeOptions {
  /** At most this many sockets per client address, admins' not counted. */
  socketsPerAddress?: number;
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
      announce: (kind: StoredKind, id: StoredId, message: ServerMessage) => Promise<void>;
      /** How this instance loads an announced row of `kind`. */
      setLoader: (kind: StoredKind, load: Loader) => void;
      /** How a socket's ?chatSessionId= is checked: only a conversation that exists is subscribed to. */
      setConversationCheck: (exists: (sessionId: string) => Promise<boolean>) => void;
      /** Runs on every announced change, on this instance, before the sockets hear of it. */
      subscribe: (handler: (message: ServerMessage) => Promise<void>) => void;
      clientCount: () => number;
      /**
       * Where the hello gets the newest setting version this instance holds (the settings plugin's, which
       * registers after this one): a page names it in its reloads.
       */
      setSettingsVersion: (source: () => number) => void;
      /** Records an admin session as an operator at the chat now (it made a chat request). */
      touchOperator: (adminSessionId: number) => Promise<void>;
      /** Whether a live admin session was at the chat (a request, an open socket) within `withinMs`. */
      operatorOnline: (withinMs: number) => Promise<boolean>;
      /** The people at the chat's desk now (the dashboard open, allowed to chat), each once. */
      deskPeople: () => Promise<{ id: number; name: string }[]>;
      /** Closes the admin sockets of these ended sessions on every instance. */
      endAdminSessions: (ended: EndedSessions) => Promise<void>;
    };
  }
  interface FastifyRequest {
    chatAudience: Audience | null;
  }
}

/**
 * Errors `ws` reports about what a client sent (a frame over maxPayload, a bad opcode, invalid UTF-8):
 * it has already closed the socket with the matching code (1009, 1002, 1007).
 */
function isClientProtocolError(error: Error): boolean {
  const { code } = error as Error & { code?: unknown };
  return typeof code === 'string' && code.startsWith('WS_ERR_');
}

/**
 * A client's protocol mistake is its own (ws has closed its socket already): a sampled info line without
 * a stack, so a flood of them from one address writes one line a minute. Anything else is ours.
 */
function socketErrorHandler(app: FastifyInstance): WebsocketPluginOptions['errorHandler'] {
  const clientMistakes = new LogSampler();
  return (error, socket, request) => {
    if (!isClientProtocolError(error)) {
      request.log.error({ err: error }, 'websocket failed');
      socket.terminate();
      return;
    }
    const sampled = clientMistakes.take(request.ip, app.now().getTime());
    if (sampled) {
      const { code } = error as Error & { code?: string };
      request.log.info(
        { ip: request.ip, code, skippedLastMinute: sampled.skipped },
        `websocket closed: ${error.message}`,
      );
    }
  };
}

export default fp<RealtimeOptions>(
  async (app, options) => {
    const hub = new SocketHub(options.socketsPerAddress ?? DEFAULT_SOCKETS_PER_ADDRESS);
    const now = () => app.now();
    // Its session ended: the socket leaves the desk at once (presence is made below, with the bus).
    const adminSockets = new AdminSockets(hub, now, (socket) => presence.leave(socket));
    const bus = await Bus.open(app, {
      sockets: (message) => hub.send(message),
      adminSessionsEnded: (ended) => adminSockets.closeSessions(ended),
    });
    const presence = new Presence(app.db, now, {
      hub,
      adminSockets,
      publish: (message) => bus.publish(message),
      onError: (err: unknown) => app.log.error({ err }, 'realtime: recording operator presence failed'),
    });
    let conversationExists: (sessionId: string) => Promise<boolean> = async () => false;
    let settingsVersion = () => 0;

    await app.register(fastifyWebsocket, {
      options: { maxPayload: 64 * 1024 },
      errorHandler: socketErrorHandler(app),
      // Instead of the plugin's own, which closes every socket without a code (1005).
      preClose: async function closeWebsockets(this: FastifyInstance) {
        await hub.closeAll(app.log);
        // Upgrades still arriving on open connections are answered 503 from here on.
        this.websocketServer.close();
      },
    });
    app.decorateRequest('chatAudience', null);
    app.addHook('preClose', async () => {
      hub.stop();
      adminSockets.stop();
      // After the sockets' close (the websocket plugin's preClose, registered first): their desk rows go.
      await presence.stop();
    });

    const addressOf = (request: FastifyRequest) => addressKey(request.ip);
    const publish = (message: ServerMessage) => bus.publish(message);
    registerSocketRoute(app, {
      hub,
      adminSockets,
      presence,
      addressOf,
      audienceOf: (request) =>
        audienceOf(app, request, { atCap: hub.atCap(addressOf(request)), conversationExists }),
      publish,
      settingsVersion: () => settingsVersion(),
    });

    app.metrics.readSockets(() => hub.kinds());
    app.decorate('realtime', {
      publish,
      announce: (kind: StoredKind, id: StoredId, message: ServerMessage) => bus.announce(kind, id, message),
      setLoader: (kind: StoredKind, load: Loader) => bus.setLoader(kind, load),
      setConversationCheck(exists: (sessionId: string) => Promise<boolean>) {
        conversationExists = exists;
      },
      subscribe: (handler: (message: ServerMessage) => Promise<void>) => bus.subscribe(handler),
      clientCount: () => hub.size,
      setSettingsVersion(source: () => number) {
        settingsVersion = source;
      },
      touchOperator: (adminSessionId: number) => presence.touch(adminSessionId),
      operatorOnline: (withinMs: number) => presence.online(withinMs),
      deskPeople: () => presence.people(),
      endAdminSessions: (ended: EndedSessions) => bus.endAdminSessions(ended),
    });
  },
  { name: 'realtime', dependencies: ['db', 'auth', 'metrics'] },
);
