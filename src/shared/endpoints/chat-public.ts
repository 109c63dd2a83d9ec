// Live chat, as the visitor's widget calls it: a conversation's messages, images and context (whether
// chat is open is chat-status-public.ts: every page reads it, the widget loads when opened). An operator's screen calls send, image and messages too (its session cookie makes it
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
} from '../api/chat';
import type { chatImageAccessBodySchema, chatImageQuerySchema } from '../api/chat-images';
import type { Endpoint } from './endpoint';

export const send: Endpoint<
  'POST',
  '/api/chat/send',
  { body: typeof chatSendBodySchema; answer: typeof chatSendResponseSchema }
> = {
  method: 'POST',
  path: '/api/chat/send',
  access: 'public',
};

/** Multipart (the field `image`): the client posts the form itself, to this entry's URL. */
export const image: Endpoint<
  'POST',
  '/api/chat/image',
  { query: typeof chatImageQuerySchema; answer: typeof chatSendResponseSchema }
> = {
  method: 'POST',
  path: '/api/chat/image',
  access: 'public',
};

export const context: Endpoint<
  'POST',
  '/api/chat/context',
  { body: typeof chatContextBodySchema; answer: typeof chatDoneSchema }
> = {
  method: 'POST',
  path: '/api/chat/context',
  access: 'public',
};

export const seen: Endpoint<'GET', '/api/chat/seen/:sessionId', { answer: typeof chatSeenSchema }> = {
  method: 'GET',
  path: '/api/chat/seen/:sessionId',
  access: 'public',
};

export const messages: Endpoint<
  'GET',
  '/api/chat/messages/:sessionId',
  { query: typeof chatMessagesQuerySchema; answer: typeof chatMessagesSchema }
> = {
  method: 'GET',
  path: '/api/chat/messages/:sessionId',
  access: 'public',
};

export const contact: Endpoint<
  'POST',
  '/api/chat/contact',
  { body: typeof chatContactBodySchema; answer: typeof chatContactResponseSchema }
> = {
  method: 'POST',
  path: '/api/chat/contact',
  access: 'public',
};

export const imagesAccess: Endpoint<
  'POST',
  '/api/chat/images/access',
  { body: typeof chatImageAccessBodySchema; answer: typeof chatDoneSchema }
> = {
  method: 'POST',
  path: '/api/chat/images/access',
  access: 'public',
};

/** An image's bytes, to its conversation's visitor (the access cookie) and to operators. */
export const imageFile: Endpoint<'GET', '/api/chat/images/:file'> = {
  method: 'GET',
  path: '/api/chat/images/:file',
  access: 'public',
};
