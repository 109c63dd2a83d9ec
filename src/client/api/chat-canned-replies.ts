// GET and PUT /api/chat/canned-replies: the operator's canned replies for the Live Chat tab (issue 26
// point 3). Admin only, so apart from chat.ts, which the visitor's widget imports: answers are parsed
// with the shared schema (docs/decisions/0004-client-api-modules.md).
import {
  CANNED_REPLIES_PATH,
  cannedRepliesSchema,
  type CannedReplies,
  type CannedRepliesSaveBody,
  type CannedReply,
} from '#shared/api/chat-canned-replies';
import { apiRequest } from '../lib/admin-api-client';

export type { CannedReplies, CannedReply };

export const cannedRepliesKey = [CANNED_REPLIES_PATH] as const;

export const getCannedReplies = () => apiRequest('GET', CANNED_REPLIES_PATH, cannedRepliesSchema);

/** Saves the whole list, edited from `version`; a 409 says another tab saved first. */
export const saveCannedReplies = (body: CannedRepliesSaveBody) =>
  apiRequest('PUT', CANNED_REPLIES_PATH, cannedRepliesSchema, body);
