// The visitor's side of the chat: start and continue a conversation whose id the server issues (the id
// is the capability: whoever holds it is its visitor), tell the operator where they are, read the
// conversation and its 'Seen' mark, leave a contact. An operator's session makes send and messages
// Support's (a reply; any conversation). The image message is chat-image-message.routes.ts's, the status
// chat-hours.routes.ts's.
import type { z } from 'zod';
import {
  chatContactBodySchema,
  chatContactResponseSchema,
  chatContextBodySchema,
  chatDoneSchema,
  chatMessagesQuerySchema,
  chatMessagesSchema,
  chatSeenSchema,
  chatSendBodySchema,
  chatSendResponseSchema,
  chatSessionParamsSchema,
  forVisitor,
} from '#shared/api/chat';
import { errorResponses } from '#shared/api/errors';
import { CHAT_DEFAULT_VISITOR_NAME, CHAT_MESSAGES_PAGE, CHAT_SUPPORT_NAME } from '#shared/chat';
import * as chatPublic from '#shared/endpoints/chat-public';
import { badRequest, fieldProblem } from '../../http-errors';
import { endpointRoute } from '../../lib/endpoint-route';
import type { ChatBudgets } from './chat-budgets';
import { chatStatusRoute } from './chat-hours.routes';
import { registerImageMessageRoute } from './chat-image-message.routes';
import { readMark } from './chat-desk.repository';
import { appendMessage, listMessages, startConversation } from './chat-messages.repository';
import type { ChatPushes } from './chat-pushes';
import { conversationExists, leaveContact, setVisitorContext } from './chat.repository';
import { newChatSessionId, notFoundConversation, operatorOf, type ChatApp } from './chat-requests';
import { visitorNameProblem } from './visitor-name';

/** A visitor's write that names no conversation starts one (201); naming one continues it (200). */
const startsOrContinues = <S extends z.ZodType>(body: S) => ({
  200: body,
  201: body,
  ...errorResponses(400, 404, 429),
});

/** Refuses a visitor's name that is Support's or mixes scripts (checked here: an operator sends Support). */
function checkVisitorName(senderName: string): void {
  const nameProblem = visitorNameProblem(senderName);
  if (nameProblem === 'reserved') {
    throw badRequest(`senderName "${CHAT_SUPPORT_NAME}" is reserved for the operator; choose another name`, {
      code: 'chat.reserved_name',
      params: { field: 'senderName' },
    });
  }
  if (nameProblem === 'mixed_scripts') {
    throw badRequest('senderName mixes letters of different scripts; write it in one', {
      code: 'chat.mixed_scripts_name',
      params: { field: 'senderName' },
    });
  }
}

export async function chatVisitorRoutes(app: ChatApp, budgets: ChatBudgets, pushes: ChatPushes) {
  const { deliver, headerChanged } = pushes;

  app.route({
    ...endpointRoute(app, chatPublic.send, {
      summary:
        'Send a chat message: a visitor starts (no sessionId, 201) or continues a conversation; the admin replies as Support',
      body: chatSendBodySchema,
      response: startsOrContinues(chatSendResponseSchema),
    }),
    handler: async (request, reply) => {
      const { sessionId, message } = request.body;
      const at = app.now();

      const operator = await operatorOf(app, request);
      if (operator) {
        if (!sessionId) throw fieldProblem('sessionId', 'sessionId is required for a reply');
        const stored = await appendMessage(app.db, {
          sessionId,
          senderName: CHAT_SUPPORT_NAME,
          message,
          isAdmin: true,
          at,
          operator: { id: operator.staffId, name: operator.name },
        });
        if (!stored) throw notFoundConversation();
        await deliver(stored);
        return { sessionId, message: stored };
      }

      await budgets.perAddress.spend(request.ip);
      const senderName = request.body.senderName || CHAT_DEFAULT_VISITOR_NAME;
      checkVisitorName(senderName);

      if (!sessionId) {
        await budgets.starts.spend(request.ip);
        const newId = newChatSessionId();
        // The first message counts towards the conversation's budget like every other.
        await budgets.perConversation.count(newId, at);
        const stored = await startConversation(
          app.db,
          { sessionId: newId, senderName, message, isAdmin: false, at },
          request.body.context,
        );
        await deliver(stored);
        return reply.status(201).send({ sessionId: stored.sessionId, message: stored });
      }

      if (!(await conversationExists(app.db, sessionId))) throw notFoundConversation();
      await budgets.perConversation.spend(sessionId);
      const stored = await appendMessage(app.db, { sessionId, senderName, message, isAdmin: false, at });
      if (!stored) throw notFoundConversation();
      await deliver(stored);
      const { context } = request.body;
      if (context && (await setVisitorContext(app.db, sessionId, context, at)))
        await headerChanged(sessionId);
      return { sessionId, message: stored };
    },
  });

  await registerImageMessageRoute(app, budgets, deliver);

  app.route({
    ...endpointRoute(app, chatPublic.context, {
      summary:
        "A visitor's context as their widget sees it now (page, device, language, last draw): shown to the operator, trusted for nothing",
      body: chatContextBodySchema,
      response: { 200: chatDoneSchema, ...errorResponses(400, 404, 429) },
    }),
    handler: async (request) => {
      const { sessionId, context } = request.body;
      if (!(await conversationExists(app.db, sessionId))) throw notFoundConversation();
      await budgets.contextPerAddress.spend(request.ip);
      await budgets.contextUpdates.spend(sessionId);
      if (!(await setVisitorContext(app.db, sessionId, context, app.now()))) throw notFoundConversation();
      await headerChanged(sessionId);
      return { success: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, chatPublic.seen, {
      summary:
        "How far the operator has read a conversation: the visitor's messages up to this id are 'Seen' (then chat_read over /ws)",
      params: chatSessionParamsSchema,
      response: { 200: chatSeenSchema, ...errorResponses(400, 404) },
    }),
    handler: async (request) => {
      const upToId = await readMark(app.db, request.params.sessionId);
      if (upToId === null) throw notFoundConversation();
      return { upToId };
    },
  });

  app.route({
    ...endpointRoute(app, chatPublic.messages, {
      summary: `A conversation's messages in order (the newest ${CHAT_MESSAGES_PAGE}, or the next ones after ?after=<id>); the admin reads any, a visitor the one it holds the id of`,
      params: chatSessionParamsSchema,
      querystring: chatMessagesQuerySchema,
      response: { 200: chatMessagesSchema, ...errorResponses(400, 404) },
    }),
    handler: async (request) => {
      const { sessionId } = request.params;
      const operator = await operatorOf(app, request);
      if (!(await conversationExists(app.db, sessionId))) throw notFoundConversation();
      const messages = await listMessages(app.db, sessionId, request.query.after, CHAT_MESSAGES_PAGE);
      return operator ? messages : messages.map(forVisitor);
    },
  });

  chatStatusRoute(app);

  app.route({
    ...endpointRoute(app, chatPublic.contact, {
      summary:
        'A visitor leaves a phone/WhatsApp number or e-mail to be reached at, on their conversation (sessionId) or a new one (201)',
      body: chatContactBodySchema,
      response: startsOrContinues(chatContactResponseSchema),
    }),
    handler: async (request, reply) => {
      const { contact } = request.body;
      await budgets.perAddress.spend(request.ip);
      const isNew = request.body.sessionId === undefined;
      if (isNew) await budgets.starts.spend(request.ip);
      const sessionId = request.body.sessionId ?? newChatSessionId();
      const target = { sessionId, isNew, visitorName: CHAT_DEFAULT_VISITOR_NAME };
      if (!(await leaveContact(app.db, target, contact, app.now()))) throw notFoundConversation();
      await headerChanged(sessionId);
      return reply.status(isNew ? 201 : 200).send({ sessionId, contact });
    },
  });
}
