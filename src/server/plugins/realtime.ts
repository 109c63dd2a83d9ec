// /ws: one WebSocket endpoint for pushes. publish() reaches every instance: on PostgreSQL through NOTIFY
// (each instance LISTENs), on the embedded database (a single process) directly. On each instance the
// event first reaches the in-process subscribers (settings reload, cached answers dropped) and only then
// the sockets, so a client that refetches on a push never gets the old answer.
//
// Chat messages go to some sockets only: an admin's (session cookie checked at the upgrade) and those
// opened with ?chatSessionId=<id> for that conversation; a visitor's hears the message without the admin's
// unread counts. NOTIFY carries a stored row's id, never its text (payloads are capped at 8,000 bytes):
// each instance loads the row.
//
// An admin's socket is closed (CLOSE_ADMIN_SESSION_ENDED) the moment its session ends: at its expiry by a
// timer of its own, and at a logout or sign-out-everywhere on any instance by an internal event that
// travels like the others but is handled here and never reaches a socket.
//
// Typing signs are the one thing a client sends (issue 26): { type: 'chat_typing', sessionId }. Who types
// is the socket's, never the frame's: an admin's socket types as Support in any conversation, a visitor's
// only in the conversation it subscribed to. Each socket is relayed at most once per CHAT_TYPING_EVERY_MS
// a conversation; the sign carries ids only, so it crosses instances as it is.
//
// A socket subscribes to a conversation only if it exists (the id is the capability: whoever holds an
// issued id is its visitor); a made-up id subscribes to nothing, so its typing signs go nowhere. An
// address holds at most `socketsPerAddress` sockets that are not an admin's: one over it is closed at
// once with CLOSE_TOO_MANY_SOCKETS, which the page answers by waiting its longest backoff
// (docs/decisions/0031-chat-desk-guards.md).
//
// Operator presence is kept here too, since the sockets are: an open admin socket counts as an operator at
// the chat (recorded every PRESENCE_EVERY_MS), and one whose session was found ended on that round loses
// its feed; the chat asks whether anyone was there lately.
import { randomUUID } from 'node:crypto';
import fastifyWebsocket, { type WebsocketPluginOptions } from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { errorBodySchema } from '#shared/api/errors';
import { socket } from '#shared/endpoints/realtime';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_TYPING_EVERY_MS, isChatSessionId } from '#shared/chat';
import { parseServerMessage, type ServerMessage } from '#shared/api/chat-push';
import {
  CLOSE_ADMIN_SESSION_ENDED,
  CLOSE_SERVICE_RESTART,
  CLOSE_TOO_MANY_SOCKETS,
} from '#shared/api/realtime';
import type { AdminSession } from './auth';
import { addressKey } from './client-address';
import { LogSampler } from '../lib/log-sampler';
import { operatorSeenSince, touchOperators } from '../lib/presence.repository';

const CHANNEL = 'ld_events';
const HEARTBEAT_MS = 30_000;
/** How often the open admin sockets count as presence (and ended sessions lose their chat feed). */
const PRESENCE_EVERY_MS = 30_000;
/** setTimeout's longest delay (~24.8 days); a longer wait is done in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How long a socket closed at shutdown has to answer the close before it is cut off. */
const SOCKET_CLOSE_GRACE_MS = 2_000;
/** Sockets an address may hold besides admins' (SOCKETS_PER_ADDRESS): tabs of a household or an office. */
export const DEFAULT_SOCKETS_PER_ADDRESS = 50;

export interface RealtimeOptions {
  /** At most this many sockets per client address, admins' not counted. */
  socketsPerAddress?: number;
}

/** Rows announced by id; a loader per kind turns the id back into the message on every instance. */
export type StoredKind = 'chat_message' | 'chat_session';
/** A row's id: a number (a message) or a conversation's id. */
export type StoredId = number | string;
type Loader = (id: StoredId) => Promise<ServerMessage | null>;

/** Who a socket is, as far as chat is concerned; fixed at the upgrade. */
interface Audience {
  adminSession: AdminSession | null;
  chatSessionId: string | null;
}

/** Ended admin sessions: some, by id, or every one. */
export type EndedSessions = readonly number[] | 'all';

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

/**
 * Errors `ws` reports about what a client sent (a frame over maxPayload, a bad opcode, invalid UTF-8):
 * it has already closed the socket with the matching code (1009, 1002, 1007).
 */
function isClientProtocolError(error: Error): boolean {
  const { code } = error as Error & { code?: unknown };
  return typeof code === 'string' && code.startsWith('WS_ERR_');
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
      /** Closes the admin sockets of these ended sessions on every instance. */
      endAdminSessions: (ended: EndedSessions) => Promise<void>;
    };
  }
  interface FastifyRequest {
    chatAudience: Audience | null;
  }
}

/**
 * Which sockets hear what of the chat: a message, its admins' and its conversation's; a typing sign, the
 * other side's; a read mark, its conversation's and the admins'; a changed header, the admins'.
 * Everything else, every socket.
 */
function hears(audience: Audience | undefined, message: ServerMessage): boolean {
  const admin = audience?.adminSession != null;
  const inConversation = (sessionId: string) => audience?.chatSessionId === sessionId;
  switch (message.type) {
    case 'chat_message':
      return admin || inConversation(message.message.sessionId);
    case 'chat_typing':
      return message.isAdmin ? inConversation(message.sessionId) : admin;
    case 'chat_read':
      // The admins' too: another operator's desk drops its unread badge for it.
      return admin || inConversation(message.sessionId);
    case 'chat_session':
      return admin;
    default:
      return true;
  }
}

/** The conversation a client says it is typing in, if the frame is a typing sign. */
function typingIn(data: string): string | null {
  try {
    const value = JSON.parse(data) as { type?: unknown; sessionId?: unknown };
    const { type, sessionId } = value;
    return type === 'chat_typing' && typeof sessionId === 'string' && isChatSessionId(sessionId)
      ? sessionId
      : null;
  } catch {
    return null;
  }
}

/**
 * What a socket that is not an admin's may hear of a message: a chat message without the unread counts,
 * which speak of every conversation (holding one conversation's id reveals that one only).
 */
const forVisitors = (message: ServerMessage): ServerMessage =>
  message.type === 'chat_message' ? { type: 'chat_message', message: message.message } : message;

export default fp<RealtimeOptions>(
  async (app, options) => {
    const socketsPerAddress = options.socketsPerAddress ?? DEFAULT_SOCKETS_PER_ADDRESS;
    /** Open sockets that are not an admin's, per address key. */
    const openPerAddress = new Map<string, number>();
    const addressOf = (request: FastifyRequest) => addressKey(request.ip);
    const atCap = (request: FastifyRequest) =>
      (openPerAddress.get(addressOf(request)) ?? 0) >= socketsPerAddress;
    let conversationExists: (sessionId: string) => Promise<boolean> = async () => false;

    /**
     * An admin session from the cookie; the conversation of the query if it exists (else none). An
     * address at its cap is not looked up for: its socket is closed at once unless it is an admin's.
     */
    const audienceOf = async (request: FastifyRequest): Promise<Audience | null> => {
      const adminSession = await app.readAdminSession(request);
      // Runs before validation: the query is still raw (a repeated key is an array).
      const { chatSessionId } = request.query as { chatSessionId?: unknown };
      const named =
        typeof chatSessionId === 'string' && isChatSessionId(chatSessionId) ? chatSessionId : null;
      const subscribed =
        named !== null && (adminSession || !atCap(request)) && (await conversationExists(named))
          ? named
          : null;
      return adminSession || subscribed ? { adminSession, chatSessionId: subscribed } : null;
    };

    // A client's protocol mistake is its own (ws has closed its socket already): a sampled info line
    // without a stack, so a flood of them from one address writes one line a minute. Anything else is ours.
    const clientMistakes = new LogSampler();
    const onSocketError: WebsocketPluginOptions['errorHandler'] = (error, socket, request) => {
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

    const sockets = new Set<WebSocket>();
    /**
     * At app.close(), which the graceful shutdown calls once the HTTP requests in flight have finished:
     * every push they made has been sent. 1012 tells the clients to reconnect at once (to another
     * instance behind a balancer). A client that does not answer the close (a phone asleep) is cut off
     * after SOCKET_CLOSE_GRACE_MS rather than holding the exit for ws's 30 s.
     */
    const closeSockets = async () => {
      const open = [...sockets];
      const closed = open.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
      for (const socket of open) socket.close(CLOSE_SERVICE_RESTART, 'server restarting');
      let grace: NodeJS.Timeout | undefined;
      const cutOff = new Promise<void>((resolve) => (grace = setTimeout(resolve, SOCKET_CLOSE_GRACE_MS)));
      await Promise.race([Promise.all(closed), cutOff]);
      clearTimeout(grace);
      app.log.info({ sockets: open.length, cutOff: sockets.size }, 'shutdown: sockets closed with 1012');
      for (const socket of sockets) socket.terminate();
    };

    await app.register(fastifyWebsocket, {
      options: { maxPayload: 64 * 1024 },
      errorHandler: onSocketError,
      // Instead of the plugin's own, which closes every socket without a code (1005).
      preClose: async function closeWebsockets(this: FastifyInstance) {
        await closeSockets();
        // Upgrades still arriving on open connections are answered 503 from here on.
        this.websocketServer.close();
      },
    });
    const alive = new WeakSet<WebSocket>();
    const audiences = new Map<WebSocket, Audience>();
    const expiryTimers = new Map<WebSocket, NodeJS.Timeout>();
    const loaders = new Map<StoredKind, Loader>();
    app.decorateRequest('chatAudience', null);

    const subscribers: ((message: ServerMessage) => Promise<void>)[] = [];
    let settingsVersion = () => 0;
    // NOTIFY reaches the sender too; it has already handled its own events.
    const origin = randomUUID();

    const dispatch = async (message: ServerMessage) => {
      for (const handler of subscribers) await handler(message);
      const payload = JSON.stringify(message);
      const visitorPayload = message.type === 'chat_message' ? JSON.stringify(forVisitors(message)) : payload;
      for (const socket of sockets) {
        const audience = audiences.get(socket);
        if (socket.readyState !== socket.OPEN || !hears(audience, message)) continue;
        socket.send(audience?.adminSession ? payload : visitorPayload);
      }
    };

    const closeAdminSocket = (socket: WebSocket) => {
      clearTimeout(expiryTimers.get(socket));
      expiryTimers.delete(socket);
      const audience = audiences.get(socket);
      // Hears nothing more even before the close handshake ends.
      if (audience) audience.adminSession = null;
      socket.close(CLOSE_ADMIN_SESSION_ENDED, 'admin session ended');
    };

    /** Closes this instance's admin sockets of these sessions. */
    const closeAdminSockets = (ended: EndedSessions) => {
      const drop = ended === 'all' ? null : new Set(ended);
      for (const [socket, audience] of audiences) {
        if (audience.adminSession && (drop === null || drop.has(audience.adminSession.id))) {
          closeAdminSocket(socket);
        }
      }
    };

    // Measured against app.now() each time it fires rather than trusted from one setTimeout: the clock
    // is the app's (tests move it), and a long wait is done in steps.
    const closeAtExpiry = (socket: WebSocket, expiresAt: Date) => {
      const left = expiresAt.getTime() - app.now().getTime();
      if (left <= 0) {
        closeAdminSocket(socket);
        return;
      }
      const timer = setTimeout(() => closeAtExpiry(socket, expiresAt), Math.min(left, MAX_TIMER_MS));
      timer.unref();
      expiryTimers.set(socket, timer);
    };

    const loadAndDispatch = async (kind: unknown, id: unknown) => {
      const load = typeof kind === 'string' ? loaders.get(kind as StoredKind) : undefined;
      const isId =
        (typeof id === 'number' && Number.isSafeInteger(id)) ||
        (typeof id === 'string' && isChatSessionId(id));
      if (!load || !isId) return;
      const message = await load(id);
      if (message) await dispatch(message);
    };

    if (app.database.kind === 'postgres') {
      const unlisten = await app.database.listen(CHANNEL, (raw) => {
        let event: { origin?: unknown; message?: unknown; kind?: unknown; id?: unknown; internal?: unknown };
        try {
          event = JSON.parse(raw) as typeof event;
        } catch {
          return;
        }
        if (event.origin === origin) return;
        if (event.internal !== undefined) {
          const ended = parseAdminSessionsEnded(event.internal);
          if (ended) closeAdminSockets(ended.sessionIds);
          return;
        }
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

    /** The admin sessions behind this instance's open admin sockets. */
    const adminSessionIds = () => [
      ...new Set([...audiences.values()].flatMap((a) => (a.adminSession ? [a.adminSession.id] : []))),
    ];
    // An admin tab left open counts as an operator online; a socket whose session ended loses the feed.
    const presence = setInterval(() => {
      const ids = adminSessionIds();
      if (ids.length === 0) return;
      touchOperators(app.db, ids, app.now())
        .then((live) => closeAdminSockets(ids.filter((id) => !live.includes(id))))
        .catch((err: unknown) => app.log.error({ err }, 'realtime: recording operator presence failed'));
    }, PRESENCE_EVERY_MS);
    presence.unref();

    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      clearInterval(presence);
      for (const timer of expiryTimers.values()) clearTimeout(timer);
    });

    app.route({
      method: 'GET',
      url: socket.path,
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
          .send({ message: '/ws takes WebSocket connections only', code: 'request.invalid' }),
      wsHandler: (socket, request) => {
        const audience = request.chatAudience;
        // Counted here, where nothing awaits between the check and the count: a burst of upgrades from
        // one address cannot all pass it.
        if (!audience?.adminSession) {
          const address = addressOf(request);
          const open = openPerAddress.get(address) ?? 0;
          if (open >= socketsPerAddress) {
            socket.close(CLOSE_TOO_MANY_SOCKETS, 'too many sockets from this address');
            return;
          }
          openPerAddress.set(address, open + 1);
          socket.on('close', () => {
            const left = (openPerAddress.get(address) ?? 1) - 1;
            if (left > 0) openPerAddress.set(address, left);
            else openPerAddress.delete(address);
          });
        }
        sockets.add(socket);
        alive.add(socket);
        if (audience) audiences.set(socket, audience);
        socket.on('pong', () => alive.add(socket));
        socket.on('close', () => {
          clearTimeout(expiryTimers.get(socket));
          expiryTimers.delete(socket);
          sockets.delete(socket);
          audiences.delete(socket);
        });
        const admin = audience?.adminSession;
        if (admin) {
          closeAtExpiry(socket, admin.expiresAt);
          // A logout between the cookie check and now found no socket to close: look once more.
          app
            .readAdminSession(request)
            .then((session) => {
              if (session?.id !== admin.id && audience.adminSession) closeAdminSocket(socket);
            })
            .catch((err: unknown) =>
              request.log.error({ err }, 'realtime: re-checking an admin socket failed'),
            );
        }
        // A typing sign is relayed (see the top of this file); anything else a client sends is ignored.
        const typedAt = new Map<string, number>();
        socket.on('message', (data, isBinary) => {
          const sessionId = !isBinary && Buffer.isBuffer(data) ? typingIn(data.toString('utf8')) : null;
          if (sessionId === null) return;
          const isAdmin = audience?.adminSession != null;
          if (!isAdmin && audience?.chatSessionId !== sessionId) return;
          const now = app.now().getTime();
          if (now - (typedAt.get(sessionId) ?? -Infinity) < CHAT_TYPING_EVERY_MS) return;
          typedAt.set(sessionId, now);
          publish({ type: 'chat_typing', sessionId, isAdmin }).catch((err: unknown) =>
            request.log.error({ err }, 'realtime: relaying a typing sign failed'),
          );
        });
        socket.send(JSON.stringify({ type: 'hello', version: settingsVersion() } satisfies ServerMessage));
      },
    });

    async function publish(message: ServerMessage) {
      await dispatch(message);
      if (app.database.kind === 'postgres') {
        await app.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ origin, message })})`);
      }
    }

    app.decorate('realtime', {
      publish,
      async announce(kind: StoredKind, id: StoredId, message: ServerMessage) {
        await dispatch(message);
        if (app.database.kind === 'postgres') {
          await app.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ origin, kind, id })})`);
        }
      },
      setLoader(kind: StoredKind, load: Loader) {
        loaders.set(kind, load);
      },
      setConversationCheck(exists: (sessionId: string) => Promise<boolean>) {
        conversationExists = exists;
      },
      subscribe(handler: (message: ServerMessage) => Promise<void>) {
        subscribers.push(handler);
      },
      clientCount: () => sockets.size,
      setSettingsVersion(source: () => number) {
        settingsVersion = source;
      },
      async touchOperator(adminSessionId: number) {
        await touchOperators(app.db, [adminSessionId], app.now());
      },
      async operatorOnline(withinMs: number) {
        const now = app.now();
        return operatorSeenSince(app.db, new Date(now.getTime() - withinMs), now);
      },
      async endAdminSessions(ended: EndedSessions) {
        closeAdminSockets(ended);
        if (app.database.kind === 'postgres') {
          const internal = { type: 'admin_sessions_ended', sessionIds: ended } satisfies AdminSessionsEnded;
          await app.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ origin, internal })})`);
        }
      },
    });
  },
  { name: 'realtime', dependencies: ['db', 'auth'] },
);
