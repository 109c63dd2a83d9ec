// GET /ws: the one WebSocket endpoint for pushes. Who a socket is is decided before the upgrade
// (audiences.ts), so the socket's handler stays synchronous and misses no close; a plain GET (a browser
// tab, a probe) gets a JSON answer like every other error, not an empty 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodySchema } from '#shared/api/errors';
import { socket } from '#shared/endpoints/realtime';
import { CHAT_DESK_FRAME, type ServerMessage } from '#shared/api/chat-push';
import { pushSocketQuerySchema } from '#shared/api/chat';
import { endpointRoute } from '../../lib/endpoint-route';
import type { Audience } from './audiences';
import type { AdminSockets } from './admin-sockets';
import type { SocketHub } from './hub';
import type { Presence } from './presence';
import { relayTyping } from './typing';

export interface SocketRouteParts {
  hub: SocketHub;
  adminSockets: AdminSockets;
  presence: Presence;
  /** The address key a socket is counted under (the per-address cap). */
  addressOf: (request: FastifyRequest) => string;
  audienceOf: (request: FastifyRequest) => Promise<Audience | null>;
  publish: (message: ServerMessage) => Promise<void>;
  /** The newest setting version this instance holds, named in the hello. */
  settingsVersion: () => number;
}

export function registerSocketRoute(app: FastifyInstance, parts: SocketRouteParts): void {
  const { hub, adminSockets } = parts;
  app.route({
    ...endpointRoute(app, socket, {
      summary:
        "WebSocket: settings_changed and draws_changed pushes; chat_message to the operators' sockets (those who may use the chat) and to ?chatSessionId=<id>; chat_presence to the operators' (a plain GET gets 426)",
      querystring: pushSocketQuerySchema,
      response: { 426: errorBodySchema },
    }),
    preValidation: async (request: FastifyRequest) => {
      request.chatAudience = await parts.audienceOf(request);
    },
    handler: (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({ message: '/ws takes WebSocket connections only', code: 'request.invalid' }),
    wsHandler: (socket, request) => {
      const audience = request.chatAudience;
      if (!hub.admit(socket, audience, parts.addressOf(request))) return;
      const admin = audience?.adminSession;
      if (admin) {
        // At the desk once the page says it is the dashboard; read then, the session is the newest round's.
        socket.on('message', (data, isBinary) => {
          const session = audience.adminSession;
          const frame = !isBinary && Buffer.isBuffer(data) ? data.toString('utf8') : '';
          if (session && frame === CHAT_DESK_FRAME) parts.presence.declare(socket, session);
        });
        adminSockets
          .watch(socket, admin, () => app.readAdminSession(request))
          .catch((err: unknown) =>
            request.log.error({ err }, 'realtime: re-checking an admin socket failed'),
          );
      }
      relayTyping(socket, audience, { now: () => app.now(), publish: parts.publish, log: request.log });
      socket.send(
        JSON.stringify({ type: 'hello', version: parts.settingsVersion() } satisfies ServerMessage),
      );
    },
  });
}
