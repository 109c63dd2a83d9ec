// Live chat (SPEC §2 Live Chat tab, §6, §7; issue 12): visitors start and continue a conversation whose
// id the server issues (the id is the capability, ARCHITECTURE point 12); the admin lists, reads, replies
// as 'Support', marks read and resolves. Every message is stored, then announced by id over /ws with the
// unread counts the admin's list needs. Who is at the chat is the realtime plugin's to know.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  chatContactBodySchema,
  chatContactResponseSchema,
  chatContextBodySchema,
  chatHoursSchema,
  chatConversationSchema,
  chatCustomerNameBodySchema,
  chatDoneSchema,
  chatMessagesQuerySchema,
  chatMessagesSchema,
  chatSendBodySchema,
  chatSendResponseSchema,
  chatSeenSchema,
  chatSessionParamsSchema,
  chatSessionsSchema,
  chatStatusSchema,
  type ChatMessage,
  type ChatMessagePush,
} from '#shared/api/chat';
import type { ChatSessionPush } from '#shared/api/chat-push';
import { chatSessionsQuerySchema } from '#shared/api/chat-find';
import { chatImageQuerySchema } from '#shared/api/chat-images';
import { errorResponses } from '#shared/api/errors';
import { csvResponses, textFileResponses } from '#shared/api/exports';
import { businessDate } from '#shared/business-date';
import { isChatOpen, nextOpening } from '#shared/chat-hours';
import { VIEWS } from '#shared/settings-catalog';
import { SETTINGS } from '#shared/settings-storage';
import {
  CHAT_DEFAULT_VISITOR_NAME,
  CHAT_IMAGE_SESSION_FIELD,
  CHAT_MESSAGES_PAGE,
  CHAT_OPERATOR_ONLINE_MS,
  CHAT_SESSIONS_MAX,
  CHAT_SUPPORT_NAME,
  isChatSessionId,
} from '#shared/chat';
import { CSV_CONTENT_TYPE } from '#shared/csv';
import { badRequest, fieldProblem, HttpError, notFound } from '../../http-errors';
import { adminOnly } from '../../lib/admin-only';
import { cannedRepliesRoutes } from './canned-replies.routes';
import { AttemptBudget, waitDetails } from '../../plugins/attempt-budget';
import { sendAttachment } from '../../lib/csv-reply';
import type { AdminSession } from '../../plugins/auth';
import { settingsActor } from '../../plugins/settings';
import { receiveImage, registerMultipart } from '../../lib/images/receive-image';
import { storeChatImage } from './chat-images.routes';
import {
  appendImage,
  appendMessage,
  conversationExists,
  findConversation,
  findConversationSummary,
  findMessage,
  leaveContact,
  listConversations,
  listMessages,
  markRead,
  markResolved,
  readMark,
  setCustomerName,
  setVisitorContext,
  startConversation,
  unreadCounts,
} from './chat.repository';
import { visitorNameProblem } from './visitor-name';
import { transcriptChunks, transcriptFileName, type TranscriptFormat } from './chat-transcript';

/** Visitor messages per address (all conversations together). */
export const CHAT_ADDRESS_LIMIT = { limit: 20, windowMs: 60_000 };
/** New conversations per address: one per window. */
export const CHAT_START_LIMIT = { limit: 1, windowMs: 5_000 };
/** Visitor messages per conversation, whatever the address. */
export const CHAT_CONVERSATION_LIMIT = { limit: 30, windowMs: 60_000 };
/** Images per conversation from its visitor, and per address: each is a decode and a stored file. */
export const CHAT_IMAGE_CONVERSATION_LIMIT = { limit: 5, windowMs: 10 * 60_000 };
export const CHAT_IMAGE_ADDRESS_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
/** Context updates per conversation: one a page visited, with room for a quick browse. */
export const CHAT_CONTEXT_LIMIT = { limit: 20, windowMs: 60_000 };
/**
 * Context updates per address, all its conversations together: each reaches every operator's desk, so
 * one address opening many conversations must not multiply its budget
 * (docs/decisions/0031-chat-desk-guards.md).
 */
export const CHAT_CONTEXT_ADDRESS_LIMIT = { limit: 30, windowMs: 60_000 };

/** 144 random bits, URL-safe: unguessable, so holding it is proof enough (ARCHITECTURE point 12). */
const newChatSessionId = (): string => randomBytes(18).toString('base64url');

const secondsText = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
};

const notFoundConversation = () => notFound('No such chat conversation');

/** A visitor's write that names no conversation starts one (201); naming one continues it (200). */
const startsOrContinues = <S extends z.ZodType>(body: S) => ({
  200: body,
  201: body,
  ...errorResponses(400, 404, 429),
});

/** A conversation's export in each format: the file's type and its documented answers. */
const TRANSCRIPTS: Record<TranscriptFormat, { type: string; summary: string; response: object }> = {
  txt: {
    type: 'text/plain; charset=utf-8',
    summary:
      "A conversation as a plain-text transcript, a line per message: 'YYYY-MM-DD HH:mm (UTC+8) [operator|visitor] Name: text', the role from who sent it, never from the name",
    response: textFileResponses(
      'The transcript, as an attachment named by the customer and the date',
      400,
      404,
    ),
  },
  csv: {
    type: CSV_CONTENT_TYPE,
    summary: "A conversation's messages as CSV, times in UTC+8",
    response: csvResponses('The CSV file, as an attachment named by the customer and the date', 400, 404),
  },
};

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = new AttemptBudget(app.db, { scope: 'chat-address', ...CHAT_ADDRESS_LIMIT });
  const starts = new AttemptBudget(app.db, { scope: 'chat-start', ...CHAT_START_LIMIT });
  const perConversation = new AttemptBudget(app.db, {
    scope: 'chat-conversation',
    ...CHAT_CONVERSATION_LIMIT,
  });
  const contextUpdates = new AttemptBudget(app.db, { scope: 'chat-context', ...CHAT_CONTEXT_LIMIT });
  const contextPerAddress = new AttemptBudget(app.db, {
    scope: 'chat-context-address',
    ...CHAT_CONTEXT_ADDRESS_LIMIT,
  });
  const imagesPerAddress = new AttemptBudget(app.db, {
    scope: 'chat-image-address',
    ...CHAT_IMAGE_ADDRESS_LIMIT,
  });
  const imagesPerConversation = new AttemptBudget(app.db, {
    scope: 'chat-image-conversation',
    ...CHAT_IMAGE_CONVERSATION_LIMIT,
  });

  /**
   * Tells the admins' sockets that a conversation's header changed, with its row as the list shows it:
   * a desk puts the row in place instead of fetching the list. By id across instances (a row may not
   * fit NOTIFY's payload), each loading it as it delivers.
   */
  const sessionPush = async (sessionId: string): Promise<ChatSessionPush | null> => {
    const session = await findConversationSummary(app.db, sessionId);
    return session ? { type: 'chat_session', sessionId, session } : null;
  };
  const headerChanged = async (sessionId: string) => {
    const push = await sessionPush(sessionId);
    if (push) await app.realtime.announce('chat_session', sessionId, push);
  };
  app.realtime.setLoader('chat_session', async (id) => (typeof id === 'string' ? sessionPush(id) : null));
  app.realtime.setConversationCheck((sessionId) => conversationExists(app.db, sessionId));

  /** Reserves one attempt of `budget` for `key`, or refuses with 429 and Retry-After. */
  async function spend(budget: AttemptBudget, key: string, message: (wait: string) => string) {
    const attempt = await budget.reserve(key, app.now());
    if (!attempt.allowed) {
      throw new HttpError(429, message(secondsText(attempt.retryAfterMs)), {
        code: 'chat.too_many',
        ...waitDetails(attempt.retryAfterMs),
      });
    }
  }

  /** The admin session, recorded as present at the chat; null for a visitor. */
  async function operator(request: FastifyRequest): Promise<AdminSession | null> {
    const session = await app.readAdminSession(request);
    if (session) await app.realtime.touchOperator(session.id);
    return session;
  }

  const touchOperator = async (request: FastifyRequest) => {
    if (request.adminSession) await app.realtime.touchOperator(request.adminSession.id);
  };

  // Counted on each instance as it delivers: the counts are then as fresh as the row it loaded. The
  // plugin keeps them from visitors' sockets.
  const pushOf = async (message: ChatMessage): Promise<ChatMessagePush> => ({
    type: 'chat_message',
    message,
    ...(await unreadCounts(app.db, message.sessionId)),
  });

  const deliver = async (message: ChatMessage) =>
    app.realtime.announce('chat_message', message.id, await pushOf(message));

  app.realtime.setLoader('chat_message', async (id) => {
    if (typeof id !== 'number') return null;
    const message = await findMessage(app.db, id);
    return message ? pushOf(message) : null;
  });

  app.post(
    '/api/chat/send',
    {
      schema: {
        summary:
          'Send a chat message: a visitor starts (no sessionId, 201) or continues a conversation; the admin replies as Support',
        body: chatSendBodySchema,
        response: startsOrContinues(chatSendResponseSchema),
      },
    },
    async (request, reply) => {
      const { sessionId, message } = request.body;
      const at = app.now();
      const admin = await operator(request);

      if (admin) {
        if (!sessionId) throw fieldProblem('sessionId', 'sessionId is required for a reply');
        const stored = await appendMessage(app.db, {
          sessionId,
          senderName: CHAT_SUPPORT_NAME,
          message,
          isAdmin: true,
          at,
        });
        if (!stored) throw notFoundConversation();
        await deliver(stored);
        return { sessionId, message: stored };
      }

      await spend(
        perAddress,
        request.ip,
        (wait) => `Too many messages from your network. Please try again in ${wait}.`,
      );
      const senderName = request.body.senderName || CHAT_DEFAULT_VISITOR_NAME;
      // Checked here, not in the schema: the admin's replies may send 'Support' (SPEC §7's body).
      const nameProblem = visitorNameProblem(senderName);
      if (nameProblem === 'reserved') {
        throw badRequest(
          `senderName "${CHAT_SUPPORT_NAME}" is reserved for the operator; choose another name`,
          { code: 'chat.reserved_name', params: { field: 'senderName' } },
        );
      }
      if (nameProblem === 'mixed_scripts') {
        throw badRequest('senderName mixes letters of different scripts; write it in one', {
          code: 'chat.mixed_scripts_name',
          params: { field: 'senderName' },
        });
      }

      if (!sessionId) {
        await spend(
          starts,
          request.ip,
          (wait) => `Please wait ${wait} before starting another conversation.`,
        );
        const newId = newChatSessionId();
        // The first message counts towards the conversation's budget like every other.
        await perConversation.reserve(newId, at);
        const stored = await startConversation(
          app.db,
          { sessionId: newId, senderName, message, isAdmin: false, at },
          request.body.context,
        );
        await deliver(stored);
        return reply.status(201).send({ sessionId: stored.sessionId, message: stored });
      }

      if (!(await conversationExists(app.db, sessionId))) throw notFoundConversation();
      await spend(
        perConversation,
        sessionId,
        (wait) => `Too many messages in this conversation. Please try again in ${wait}.`,
      );
      const stored = await appendMessage(app.db, { sessionId, senderName, message, isAdmin: false, at });
      if (!stored) throw notFoundConversation();
      await deliver(stored);
      const { context } = request.body;
      if (context && (await setVisitorContext(app.db, sessionId, context, at)))
        await headerChanged(sessionId);
      return { sessionId, message: stored };
    },
  );

  // An image as a message (issue 26 point 4): multipart, field `image`; the conversation's id in the
  // query (?sessionId=, checked before the body is read) or, as clients before it sent it, in the field
  // `sessionId`. The id is the capability: a visitor posts only where it holds one, within its own
  // budgets and at most UPLOADS_PER_ADDRESS uploads in flight; the image is re-encoded like the
  // builders' (lib/images) and stored privately (chat-images.routes.ts).
  await app.register(async (images) => {
    await registerMultipart(images);
    images.withTypeProvider<ZodTypeProvider>().post(
      '/api/chat/image',
      {
        schema: {
          summary:
            'Send an image (PNG, JPEG, WebP or GIF, at most 5 MB) to a conversation: ?sessionId= (or the multipart field "sessionId") and the field "image"; re-encoded to WebP',
          consumes: ['multipart/form-data'],
          querystring: chatImageQuerySchema,
          response: {
            201: chatSendResponseSchema,
            ...errorResponses(400, 404, 408, 413, 415, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const admin = await operator(request);
        const noSuchConversation = () => notFound(`${CHAT_IMAGE_SESSION_FIELD}: no such chat conversation`);
        /** Refuses a conversation that does not exist, or one over its visitor's image budget. */
        const admitConversation = async (named: string) => {
          if (!isChatSessionId(named) || !(await conversationExists(app.db, named))) {
            throw noSuchConversation();
          }
          if (!admin) {
            await spend(
              imagesPerConversation,
              named,
              (wait) => `Too many images in this conversation. Please try again in ${wait}.`,
            );
          }
        };
        const { sessionId: fromQuery } = request.query;
        if (!admin) {
          await spend(
            imagesPerAddress,
            request.ip,
            (wait) => `Too many images from your network. Please try again in ${wait}.`,
          );
        }
        if (fromQuery !== undefined) await admitConversation(fromQuery);
        const { encoded, accepted: sessionId } = await receiveImage(request, {
          visitor: !admin,
          accept: async (fields) => {
            const fromField = fields.get(CHAT_IMAGE_SESSION_FIELD);
            if (fromQuery !== undefined) {
              if (fromField !== undefined && fromField !== fromQuery) {
                throw fieldProblem(
                  CHAT_IMAGE_SESSION_FIELD,
                  'sessionId in the form differs from the one in the address',
                );
              }
              return fromQuery;
            }
            await admitConversation(fromField ?? '');
            return fromField ?? '';
          },
        });
        const at = app.now();
        const imageUrl = await storeChatImage(app.db, sessionId, encoded, at);
        const stored = await appendImage(app.db, {
          sessionId,
          isAdmin: admin !== null,
          at,
          imageUrl,
          supportName: CHAT_SUPPORT_NAME,
        });
        if (!stored) throw notFoundConversation();
        await deliver(stored);
        return reply.status(201).send({ sessionId, message: stored });
      },
    );
  });

  app.post(
    '/api/chat/context',
    {
      schema: {
        summary:
          "A visitor's context as their widget sees it now (page, device, language, last draw): shown to the operator, trusted for nothing",
        body: chatContextBodySchema,
        response: { 200: chatDoneSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { sessionId, context } = request.body;
      if (!(await conversationExists(app.db, sessionId))) throw notFoundConversation();
      await spend(
        contextPerAddress,
        request.ip,
        (wait) => `Too many updates from your network. Please try again in ${wait}.`,
      );
      await spend(
        contextUpdates,
        sessionId,
        (wait) => `Too many updates in this conversation. Please try again in ${wait}.`,
      );
      if (!(await setVisitorContext(app.db, sessionId, context, app.now()))) throw notFoundConversation();
      await headerChanged(sessionId);
      return { success: true as const };
    },
  );

  app.get(
    '/api/chat/seen/:sessionId',
    {
      schema: {
        summary:
          "How far the operator has read a conversation: the visitor's messages up to this id are 'Seen' (then chat_read over /ws)",
        params: chatSessionParamsSchema,
        response: { 200: chatSeenSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const upToId = await readMark(app.db, request.params.sessionId);
      if (upToId === null) throw notFoundConversation();
      return { upToId };
    },
  );

  app.get(
    '/api/chat/messages/:sessionId',
    {
      schema: {
        summary: `A conversation's messages in order (the newest ${CHAT_MESSAGES_PAGE}, or the next ones after ?after=<id>); the admin reads any, a visitor the one it holds the id of`,
        params: chatSessionParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { sessionId } = request.params;
      await operator(request);
      if (!(await conversationExists(app.db, sessionId))) throw notFoundConversation();
      return listMessages(app.db, sessionId, request.query.after, CHAT_MESSAGES_PAGE);
    },
  );

  app.get(
    VIEWS.chatStatus,
    {
      schema: {
        summary: `Whether an operator was at the chat in the last ${CHAT_OPERATOR_ONLINE_MS / 60_000} minutes, and whether chat is open by the operator's switch and hours (when not, when it opens)`,
        response: { 200: chatStatusSchema },
      },
    },
    async () => {
      const hours = app.settings.get('chatHours');
      const now = app.now();
      const open = isChatOpen(hours, now);
      return {
        operatorOnline: await app.realtime.operatorOnline(CHAT_OPERATOR_ONLINE_MS),
        open,
        opensAt: open ? null : (nextOpening(hours, now)?.toISOString() ?? null),
      };
    },
  );

  app.post(
    '/api/chat/contact',
    {
      schema: {
        summary:
          'A visitor leaves a phone/WhatsApp number or e-mail to be reached at, on their conversation (sessionId) or a new one (201)',
        body: chatContactBodySchema,
        response: startsOrContinues(chatContactResponseSchema),
      },
    },
    async (request, reply) => {
      const { contact } = request.body;
      await spend(
        perAddress,
        request.ip,
        (wait) => `Too many messages from your network. Please try again in ${wait}.`,
      );
      const isNew = request.body.sessionId === undefined;
      if (isNew) {
        await spend(
          starts,
          request.ip,
          (wait) => `Please wait ${wait} before starting another conversation.`,
        );
      }
      const sessionId = request.body.sessionId ?? newChatSessionId();
      const target = { sessionId, isNew, visitorName: CHAT_DEFAULT_VISITOR_NAME };
      if (!(await leaveContact(app.db, target, contact, app.now()))) throw notFoundConversation();
      await headerChanged(sessionId);
      return reply.status(isNew ? 201 : 200).send({ sessionId, contact });
    },
  );

  // The operator's side of the chat; each request also marks the operator present.
  await app.register(
    adminOnly(async (admin) => {
      admin.addHook('onRequest', touchOperator);

      admin.get(
        '/api/chat/sessions',
        {
          schema: {
            summary: `Conversations, open ones first, then newest activity (at most ${CHAT_SESSIONS_MAX}); ?q= searches their messages and names, ?status= keeps the open or the resolved ones`,
            querystring: chatSessionsQuerySchema,
            response: { 200: chatSessionsSchema, ...errorResponses(400) },
          },
        },
        async (request) => {
          const { q, status } = request.query;
          return listConversations(app.db, CHAT_SESSIONS_MAX, { text: q || undefined, status });
        },
      );

      for (const format of ['txt', 'csv'] as const) {
        const { type, summary, response } = TRANSCRIPTS[format];
        admin.get(
          `/api/chat/sessions/:sessionId/export.${format}`,
          { schema: { summary, params: chatSessionParamsSchema, response } },
          async (request, reply) => {
            const { sessionId } = request.params;
            const conversation = await findConversation(app.db, sessionId);
            if (!conversation) throw notFoundConversation();
            const customer = conversation.customerName || conversation.visitorName;
            // Audited before the first byte, as every export is: the file holds a customer's words.
            await app.audit(request, 'export.chat', { details: { format, customer } });
            const at = app.now();
            return sendAttachment(
              reply,
              type,
              transcriptFileName(customer, businessDate(at), format),
              transcriptChunks(app.db, { sessionId, customer, format, at }),
            );
          },
        );
      }

      admin.post(
        '/api/chat/sessions/:sessionId/read',
        {
          schema: {
            summary: "Mark a conversation's messages so far as read by the admin",
            params: chatSessionParamsSchema,
            response: { 200: chatDoneSchema, ...errorResponses(400, 404) },
          },
        },
        async (request) => {
          const { sessionId } = request.params;
          const upToId = await markRead(app.db, sessionId);
          if (upToId === null) throw notFoundConversation();
          await app.realtime.publish({ type: 'chat_read', sessionId, upToId });
          return { success: true as const };
        },
      );

      admin.get(
        '/api/chat/hours',
        {
          schema: {
            summary: "Live chat's opening hours per weekday (UTC+8) and its open/closed switch",
            response: { 200: chatHoursSchema },
          },
        },
        async () => admin.settings.get('chatHours'),
      );

      admin.put(
        '/api/chat/hours',
        {
          schema: {
            summary:
              "Set live chat's opening hours and switch: closed, the widget says so and asks for a contact",
            body: chatHoursSchema,
            response: { 200: chatHoursSchema, ...errorResponses(400) },
          },
        },
        async (request) => {
          await admin.settings.save(
            SETTINGS.chatHours.pageType,
            'chatHours',
            request.body,
            settingsActor(request),
          );
          return admin.settings.get('chatHours');
        },
      );

      admin.get(
        '/api/chat/sessions/:sessionId',
        {
          schema: {
            summary:
              "A conversation's header: the visitor's and the operator's names for the customer, and the visitor's context",
            params: chatSessionParamsSchema,
            response: { 200: chatConversationSchema, ...errorResponses(400, 404) },
          },
        },
        async (request) => {
          const conversation = await findConversation(app.db, request.params.sessionId);
          if (!conversation) throw notFoundConversation();
          return conversation;
        },
      );

      admin.post(
        '/api/chat/sessions/:sessionId/name',
        {
          schema: {
            summary:
              "Give a conversation's customer a name (blank: none): the list shows it in place of the visitor's",
            params: chatSessionParamsSchema,
            body: chatCustomerNameBodySchema,
            response: { 200: chatDoneSchema, ...errorResponses(400, 404) },
          },
        },
        async (request) => {
          const { sessionId } = request.params;
          if (!(await setCustomerName(app.db, sessionId, request.body.customerName))) {
            throw notFoundConversation();
          }
          await headerChanged(sessionId);
          return { success: true as const };
        },
      );

      admin.post(
        '/api/chat/sessions/:sessionId/resolve',
        {
          schema: {
            summary: "Mark a conversation resolved (the visitor's next message reopens it)",
            params: chatSessionParamsSchema,
            response: { 200: chatDoneSchema, ...errorResponses(400, 404) },
          },
        },
        async (request) => {
          const { sessionId } = request.params;
          if (!(await markResolved(app.db, sessionId, app.now()))) throw notFoundConversation();
          // Every operator's list moves it down, not only the list of the one who resolved it.
          await headerChanged(sessionId);
          return { success: true as const };
        },
      );
    }),
  );

  await app.register(cannedRepliesRoutes);
};

export default chatRoutes;
