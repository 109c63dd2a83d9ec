// Chat images are private (docs/decisions/0028-uploads-held-and-private-chat-images.md): customers send
// receipts and ID photos. They are stored apart from the builders' public images (table chat_images, route
// /api/chat/images/<id>.webp), so neither route can serve the other's, and each is served only to:
// - its conversation's visitor: the widget proves it holds the conversation's id (the chat's capability,
//   docs/architecture.md, point 3) with POST /api/chat/images/access, which sets an HttpOnly cookie for
//   this path only, so a plain <img src> and "open in a new tab" carry it while the URL alone grants nothing;
// - signed-in operators, by their session cookie.
// Anyone else gets the 404 of an image that does not exist. Browsers may keep one for 5 minutes, for
// this user only (private). Images past CHAT_IMAGE_RETENTION_DAYS are deleted (chat-image-retention.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatDoneSchema } from '#shared/api/chat';
import { chatImageAccessBodySchema } from '#shared/api/chat-images';
import { CHAT_IMAGES_PATH, chatImageUrl } from '#shared/chat-images';
import { errorResponses } from '#shared/api/errors';
import { isChatSessionId } from '#shared/chat';
import * as chatPublic from '#shared/endpoints/chat-public';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { imageFileIds, imageFileParamsSchema, imageRows, sendImage } from '../../lib/images/receive-image';
import type { ReencodedImage } from '../../lib/images/reencode';
import {
  CHAT_IMAGE_SWEEP_EVERY_MS,
  DEFAULT_CHAT_IMAGE_RETENTION_DAYS,
  scheduleChatImageSweep,
} from './chat-image-retention';
import { findChatImage, insertChatImages } from './chat-images.repository';
import { conversationExists } from './chat.repository';

/** The cookie naming the conversations whose images this browser may load. */
export const CHAT_IMAGES_COOKIE = 'ld_chat_images';
/** Conversations one browser may hold at once (a visitor has one; a few tabs or a restart, a few). */
const COOKIE_CONVERSATIONS = 4;
/** Short and for this user only: an expired or deleted image stops showing within minutes. */
export const CHAT_IMAGE_CACHE = 'private, max-age=300';

/** Stores a chat image of `sessionId`; its address. */
export async function storeChatImage(
  db: Db,
  sessionId: string,
  encoded: ReencodedImage,
  createdAt: Date,
): Promise<string> {
  const { id, rows } = imageRows(encoded, createdAt);
  await insertChatImages(
    db,
    rows.map((row) => ({ ...row, sessionId })),
  );
  return chatImageUrl(id);
}

export interface ChatImageOptions {
  retentionDays?: number | undefined;
  sweepEveryMs?: number | undefined;
}

export const chatImageRoutes: FastifyPluginAsyncZod<ChatImageOptions> = async (app, options) => {
  scheduleChatImageSweep(app, {
    days: options.retentionDays ?? DEFAULT_CHAT_IMAGE_RETENTION_DAYS,
    everyMs: options.sweepEveryMs ?? CHAT_IMAGE_SWEEP_EVERY_MS,
  });

  const heldConversations = (request: FastifyRequest): string[] =>
    (request.cookies[CHAT_IMAGES_COOKIE] ?? '')
      .split('.')
      .filter(isChatSessionId)
      .slice(0, COOKIE_CONVERSATIONS);

  app.route({
    ...endpointRoute(app, chatPublic.imagesAccess, {
      summary:
        "Lets this browser load a conversation's images: the visitor's widget sends the conversation id it holds, and gets a cookie for /api/chat/images",
      body: chatImageAccessBodySchema,
      response: { 200: chatDoneSchema, ...errorResponses(400, 404) },
    }),
    handler: async (request, reply) => {
      const { sessionId } = request.body;
      if (!(await conversationExists(app.db, sessionId))) throw notFound('No such chat conversation');
      const held = [sessionId, ...heldConversations(request).filter((id) => id !== sessionId)];
      // A session cookie, for this path only: the widget asks again on each page it opens.
      void reply.setCookie(CHAT_IMAGES_COOKIE, held.slice(0, COOKIE_CONVERSATIONS).join('.'), {
        path: CHAT_IMAGES_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: app.adminCookie.secure,
      });
      return { success: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, chatPublic.imageFile, {
      summary:
        "A chat image (image/webp; <id>-800.webp is the phone-sized variant), to its conversation's visitor (the access cookie) and to operators",
      params: imageFileParamsSchema,
      response: errorResponses(400, 404),
    }),
    handler: async (request, typedReply) => {
      // The schema types the error answers; the image itself is bytes, sent as they are (no 200 schema).
      const reply = typedReply as unknown as FastifyReply;
      const ids = imageFileIds(request.params.file);
      const image = ids && (await findChatImage(app.db, ids.variantId, ids.id));
      const allowed =
        image !== null &&
        (heldConversations(request).includes(image.sessionId) ||
          (await app.readAdminSession(request)) !== null);
      // Someone else's image answers as one that does not exist: the URL tells nothing.
      if (!ids || !image || !allowed) throw notFound('No such image');
      return sendImage(
        request,
        reply,
        { ...image, variantId: ids.variantId },
        { 'cache-control': CHAT_IMAGE_CACHE, vary: 'Cookie' },
      );
    },
  });
};
