// GET and PUT /api/chat/canned-replies: the operator's canned replies for the Live Chat tab (picked by
// name after a '/' in the reply box). Admin only, so apart from chat.ts, which the visitor's widget
// imports: answers are parsed with the shared schema (docs/decisions/0004-client-api-modules.md).
import {
  cannedRepliesSchema,
  type CannedReplies,
  type CannedRepliesSaveBody,
  type CannedReply,
} from '#shared/api/chat-canned-replies';
import * as chat from '#shared/endpoints/chat';
import { request } from '../lib/admin-api-client';

export type { CannedReplies, CannedReply };

export const cannedRepliesKey = [chat.cannedReplies.path] as const;

export const getCannedReplies = () => request(chat.cannedReplies, cannedRepliesSchema);

/** Saves the whole list, edited from `version`; a 409 says another tab saved first. */
export const saveCannedReplies = (body: CannedRepliesSaveBody) =>
  request(chat.saveCannedReplies, cannedRepliesSchema, { body });
