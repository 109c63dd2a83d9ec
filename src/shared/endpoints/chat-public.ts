// Live chat, as the visitor's widget calls it: a conversation's messages, images, context and the
// operator's status. An operator's screen calls send, image and messages too (its session cookie makes it
// Support). Apart from the operator's entries (chat.ts) so that a visitor's page carries only these.
import type {
  chatContactBodySchema,
  chatContactResponseSchema,
  chatContextBodySchema,
  chatDoneSchema,
  chatMessagesQuerySchema,
  chatMessagesSchema,
  chatSeenSchema,
  chatSendBodySchema,
  chatSendResponseSchema,
  chatStatusSchema,
} from '../api/chat';
import type { chatImageAccessBodySchema, chatImageQuerySchema } from '../api/chat-images';
import { endpoint } from './endpoint';

export const send = endpoint<{ body: typeof chatSendBodySchema; answer: typeof chatSendResponseSchema }>()(
  'POST',
  '/api/chat/send',
  'public',
);

/** Multipart (the field `image`): the client posts the form itself, to this entry's URL. */
export const image = endpoint<{
  query: typeof chatImageQuerySchema;
  answer: typeof chatSendResponseSchema;
}>()('POST', '/api/chat/image', 'public');

export const context = endpoint<{ body: typeof chatContextBodySchema; answer: typeof chatDoneSchema }>()(
  'POST',
  '/api/chat/context',
  'public',
);

export const seen = endpoint<{ answer: typeof chatSeenSchema }>()(
  'GET',
  '/api/chat/seen/:sessionId',
  'public',
);

export const messages = endpoint<{
  query: typeof chatMessagesQuerySchema;
  answer: typeof chatMessagesSchema;
}>()('GET', '/api/chat/messages/:sessionId', 'public');

export const status = endpoint<{ answer: typeof chatStatusSchema }>()('GET', '/api/chat/status', 'public');

export const contact = endpoint<{
  body: typeof chatContactBodySchema;
  answer: typeof chatContactResponseSchema;
}>()('POST', '/api/chat/contact', 'public');

export const imagesAccess = endpoint<{
  body: typeof chatImageAccessBodySchema;
  answer: typeof chatDoneSchema;
}>()('POST', '/api/chat/images/access', 'public');

/** An image's bytes, to its conversation's visitor (the access cookie) and to operators. */
export const imageFile = endpoint()('GET', '/api/chat/images/:file', 'public');
