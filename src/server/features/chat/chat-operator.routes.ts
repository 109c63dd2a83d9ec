// The operator's side of the chat: the desk's list (with its search and filters), a conversation's
// header, read marks, who is at the desk, the customer's name, resolving; the exports and the hours sit
// among them in the API document's order. Each request also marks the operator present at the chat.
import type { FastifyRequest } from 'fastify';
import {
  chatConversationSchema,
  chatCustomerNameBodySchema,
  chatDoneSchema,
  chatPresenceSchema,
  chatSessionParamsSchema,
  chatSessionsSchema,
} from '#shared/api/chat';
import { chatSessionsQuerySchema } from '#shared/api/chat-find';
import { errorResponses } from '#shared/api/errors';
import { CHAT_SESSIONS_MAX } from '#shared/chat';
import * as chat from '#shared/endpoints/chat';
import * as chatPresence from '#shared/endpoints/chat-presence';
import { endpointRoute } from '../../lib/endpoint-route';
import { listConversations, markRead } from './chat-desk.repository';
import { chatExportRoutes } from './chat-exports.routes';
import { chatHoursRoutes } from './chat-hours.routes';
import type { ChatPushes } from './chat-pushes';
import { findConversation, markResolved, setCustomerName } from './chat.repository';
import { notFoundConversation, type ChatApp } from './chat-requests';

export async function chatOperatorRoutes(app: ChatApp, pushes: ChatPushes) {
  const { headerChanged } = pushes;
  await app.register(async (admin: ChatApp) => {
    // After the entry's session check (a route's onRequest), before the body is read.
    admin.addHook('preParsing', async (request: FastifyRequest) => {
      if (request.adminSession) await admin.realtime.touchOperator(request.adminSession.id);
    });

    admin.route({
      ...endpointRoute(admin, chat.sessions, {
        summary: `Conversations, open ones first, then newest activity (at most ${CHAT_SESSIONS_MAX}); ?q= searches their messages and names, ?status= keeps the open or the resolved ones`,
        querystring: chatSessionsQuerySchema,
        response: { 200: chatSessionsSchema, ...errorResponses(400) },
      }),
      handler: async (request) => {
        const { q, status } = request.query;
        return listConversations(admin.db, CHAT_SESSIONS_MAX, { text: q || undefined, status });
      },
    });

    chatExportRoutes(admin);

    admin.route({
      ...endpointRoute(admin, chat.markRead, {
        summary: "Mark a conversation's messages so far as read by the admin",
        params: chatSessionParamsSchema,
        response: { 200: chatDoneSchema, ...errorResponses(400, 404) },
      }),
      handler: async (request) => {
        const { sessionId } = request.params;
        const upToId = await markRead(admin.db, sessionId);
        if (upToId === null) throw notFoundConversation();
        await admin.realtime.publish({ type: 'chat_read', sessionId, upToId });
        return { success: true as const };
      },
    });

    admin.route({
      ...endpointRoute(admin, chatPresence.presence, {
        summary:
          'Who is at the desk now (the dashboard open, allowed to chat), by person: each once however many tabs or devices; a chat_presence push on /ws says when someone comes or goes',
        response: { 200: chatPresenceSchema },
      }),
      handler: async () => ({ people: await admin.realtime.deskPeople() }),
    });

    chatHoursRoutes(admin);

    admin.route({
      ...endpointRoute(admin, chat.conversation, {
        summary:
          "A conversation's header: the visitor's and the operator's names for the customer, and the visitor's context",
        params: chatSessionParamsSchema,
        response: { 200: chatConversationSchema, ...errorResponses(400, 404) },
      }),
      handler: async (request) => {
        const conversation = await findConversation(admin.db, request.params.sessionId);
        if (!conversation) throw notFoundConversation();
        return conversation;
      },
    });

    admin.route({
      ...endpointRoute(admin, chat.name, {
        summary:
          "Give a conversation's customer a name (blank: none): the list shows it in place of the visitor's",
        params: chatSessionParamsSchema,
        body: chatCustomerNameBodySchema,
        response: { 200: chatDoneSchema, ...errorResponses(400, 404) },
      }),
      handler: async (request) => {
        const { sessionId } = request.params;
        if (!(await setCustomerName(admin.db, sessionId, request.body.customerName))) {
          throw notFoundConversation();
        }
        await headerChanged(sessionId);
        return { success: true as const };
      },
    });

    admin.route({
      ...endpointRoute(admin, chat.resolve, {
        summary: "Mark a conversation resolved (the visitor's next message reopens it)",
        params: chatSessionParamsSchema,
        response: { 200: chatDoneSchema, ...errorResponses(400, 404) },
      }),
      handler: async (request) => {
        const { sessionId } = request.params;
        if (!(await markResolved(admin.db, sessionId, admin.now()))) throw notFoundConversation();
        // Every operator's list moves it down, not only the list of the one who resolved it.
        await headerChanged(sessionId);
        return { success: true as const };
      },
    });
  });
}
