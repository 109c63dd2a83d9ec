// Live chat, the operator's side: the desk's list, a conversation's header, read marks, names,
// resolving, exports, the opening hours and the canned replies.
import type {
  chatConversationSchema,
  chatCustomerNameBodySchema,
  chatDoneSchema,
  chatHoursSchema,
  chatSessionsSchema,
} from '../api/chat';
import type { cannedRepliesSaveBodySchema, cannedRepliesSchema } from '../api/chat-canned-replies';
import type { chatSessionsQuerySchema } from '../api/chat-find';
import { endpoint } from './endpoint';

export const sessions = endpoint<{
  query: typeof chatSessionsQuerySchema;
  answer: typeof chatSessionsSchema;
}>()('GET', '/api/chat/sessions', 'admin');

/** A conversation as a plain-text transcript (a file, not JSON). */
export const exportTxt = endpoint()('GET', '/api/chat/sessions/:sessionId/export.txt', 'admin');

/** A conversation's messages as CSV. */
export const exportCsv = endpoint()('GET', '/api/chat/sessions/:sessionId/export.csv', 'admin');

export const markRead = endpoint<{ answer: typeof chatDoneSchema }>()(
  'POST',
  '/api/chat/sessions/:sessionId/read',
  'admin',
);

export const hours = endpoint<{ answer: typeof chatHoursSchema }>()('GET', '/api/chat/hours', 'admin');

export const saveHours = endpoint<{ body: typeof chatHoursSchema; answer: typeof chatHoursSchema }>()(
  'PUT',
  '/api/chat/hours',
  'admin',
);

export const conversation = endpoint<{ answer: typeof chatConversationSchema }>()(
  'GET',
  '/api/chat/sessions/:sessionId',
  'admin',
);

export const name = endpoint<{ body: typeof chatCustomerNameBodySchema; answer: typeof chatDoneSchema }>()(
  'POST',
  '/api/chat/sessions/:sessionId/name',
  'admin',
);

export const resolve = endpoint<{ answer: typeof chatDoneSchema }>()(
  'POST',
  '/api/chat/sessions/:sessionId/resolve',
  'admin',
);

export const cannedReplies = endpoint<{ answer: typeof cannedRepliesSchema }>()(
  'GET',
  '/api/chat/canned-replies',
  'admin',
);

export const saveCannedReplies = endpoint<{
  body: typeof cannedRepliesSaveBodySchema;
  answer: typeof cannedRepliesSchema;
}>()('PUT', '/api/chat/canned-replies', 'admin');
