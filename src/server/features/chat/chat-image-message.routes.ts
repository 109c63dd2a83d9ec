// An image as a message (docs/decisions/0028-uploads-held-and-private-chat-images.md): multipart, field
// `image`; the conversation's id in the query (?sessionId=, checked before the body is read) or, as older
// clients sent it, in the field `sessionId`. The id is the capability: a visitor posts only where it
// holds one, within its own budgets and at most UPLOADS_PER_ADDRESS uploads in flight; the image is
// re-encoded like the builders' (lib/images) and stored privately (chat-images.routes.ts).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatSendResponseSchema, type ChatMessage } from '#shared/api/chat';
import { chatImageQuerySchema } from '#shared/api/chat-images';
import { errorResponses } from '#shared/api/errors';
import { CHAT_IMAGE_SESSION_FIELD, CHAT_SUPPORT_NAME, isChatSessionId } from '#shared/chat';
import * as chatPublic from '#shared/endpoints/chat-public';
import { fieldProblem, notFound } from '../../http-errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { receiveImage, registerMultipart } from '../../lib/images/receive-image';
import type { ChatBudgets } from './chat-budgets';
import { storeChatImage } from './chat-images.routes';
import { appendImage } from './chat-messages.repository';
import { conversationExists } from './chat.repository';
import { notFoundConversation, operatorOf, type ChatApp } from './chat-requests';

export async function registerImageMessageRoute(
  app: ChatApp,
  budgets: ChatBudgets,
  deliver: (message: ChatMessage) => Promise<void>,
) {
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const images = scope.withTypeProvider<ZodTypeProvider>();
    images.route({
      ...endpointRoute(images, chatPublic.image, {
        summary:
          'Send an image (PNG, JPEG, WebP or GIF, at most 5 MB) to a conversation: ?sessionId= (or the multipart field "sessionId") and the field "image"; re-encoded to WebP',
        consumes: ['multipart/form-data'],
        querystring: chatImageQuerySchema,
        response: { 201: chatSendResponseSchema, ...errorResponses(400, 404, 408, 413, 415, 429, 503) },
      }),
      handler: async (request, reply) => {
        const admin = await operatorOf(images, request);
        const noSuchConversation = () => notFound(`${CHAT_IMAGE_SESSION_FIELD}: no such chat conversation`);
        /** Refuses a conversation that does not exist, or one over its visitor's image budget. */
        const admitConversation = async (named: string) => {
          if (!isChatSessionId(named) || !(await conversationExists(images.db, named))) {
            throw noSuchConversation();
          }
          if (!admin) await budgets.imagesPerConversation.spend(named);
        };
        const { sessionId: fromQuery } = request.query;
        if (!admin) await budgets.imagesPerAddress.spend(request.ip);
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
        const at = images.now();
        const imageUrl = await storeChatImage(images.db, sessionId, encoded, at);
        const stored = await appendImage(images.db, {
          sessionId,
          isAdmin: admin !== null,
          at,
          imageUrl,
          supportName: CHAT_SUPPORT_NAME,
          operator: admin ? { id: admin.staffId, name: admin.name } : undefined,
        });
        if (!stored) throw notFoundConversation();
        await deliver(stored);
        return reply.status(201).send({ sessionId, message: stored });
      },
    });
  });
}
