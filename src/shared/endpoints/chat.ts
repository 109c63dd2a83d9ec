// Live chat, the operator's side: the desk's list, a conversation's header, read marks, names,
// resolving, exports, the opening hours and the canned replies (who is at the desk: ./chat-presence.ts).
import type {
  chatConversationSchema,
  chatCustomerNameBodySchema,
  chatDoneSchema,
  chatHoursSchema,
  chatSessionsSchema,
} from '../api/chat';
import type { cannedRepliesSaveBodySchema, cannedRepliesSchema } from '../api/chat-canned-replies';
import type { chatSessionsQuerySchema } from '../api/chat-find';
import type { Endpoint } from './endpoint';

export const sessions: Endpoint<
  'GET',
  '/api/chat/sessions',
  { query: typeof chatSessionsQuerySchema; answer: typeof chatSessionsSchema }
> = {
  method: 'GET',
  path: '/api/chat/sessions',
  access: 'chat',
};

/** A conversation as a plain-text transcript (a file, not JSON). */
export const exportTxt: Endpoint<'GET', '/api/chat/sessions/:sessionId/export.txt'> = {
  method: 'GET',
  path: '/api/chat/sessions/:sessionId/export.txt',
  access: 'reports',
};

/** A conversation's messages as CSV. */
export const exportCsv: Endpoint<'GET', '/api/chat/sessions/:sessionId/export.csv'> = {
  method: 'GET',
  path: '/api/chat/sessions/:sessionId/export.csv',
  access: 'reports',
};

export const markRead: Endpoint<
  'POST',
  '/api/chat/sessions/:sessionId/read',
  { answer: typeof chatDoneSchema }
> = {
  method: 'POST',
  path: '/api/chat/sessions/:sessionId/read',
  access: 'chat',
};

export const hours: Endpoint<'GET', '/api/chat/hours', { answer: typeof chatHoursSchema }> = {
  method: 'GET',
  path: '/api/chat/hours',
  access: 'chat',
};

export const saveHours: Endpoint<
  'PUT',
  '/api/chat/hours',
  { body: typeof chatHoursSchema; answer: typeof chatHoursSchema }
> = {
  method: 'PUT',
  path: '/api/chat/hours',
  access: 'site',
};

export const conversation: Endpoint<
  'GET',
  '/api/chat/sessions/:sessionId',
  { answer: typeof chatConversationSchema }
> = {
  method: 'GET',
  path: '/api/chat/sessions/:sessionId',
  access: 'chat',
};

export const name: Endpoint<
  'POST',
  '/api/chat/sessions/:sessionId/name',
  { body: typeof chatCustomerNameBodySchema; answer: typeof chatDoneSchema }
> = {
  method: 'POST',
  path: '/api/chat/sessions/:sessionId/name',
  access: 'chat',
};

export const resolve: Endpoint<
  'POST',
  '/api/chat/sessions/:sessionId/resolve',
  { answer: typeof chatDoneSchema }
> = {
  method: 'POST',
  path: '/api/chat/sessions/:sessionId/resolve',
  access: 'chat',
};

export const cannedReplies: Endpoint<
  'GET',
  '/api/chat/canned-replies',
  { answer: typeof cannedRepliesSchema }
> = {
  method: 'GET',
  path: '/api/chat/canned-replies',
  access: 'chat',
};

export const saveCannedReplies: Endpoint<
  'PUT',
  '/api/chat/canned-replies',
  { body: typeof cannedRepliesSaveBodySchema; answer: typeof cannedRepliesSchema }
> = {
  method: 'PUT',
  path: '/api/chat/canned-replies',
  access: 'site',
};
