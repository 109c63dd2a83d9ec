// The operator's search of the conversation list and a conversation's export. Apart
// from ./chat.ts, which the visitor's pages load: only the dashboard needs these.
import type { ChatSessionFilter } from '#shared/api/chat-find';
import { urlOf } from '#shared/endpoints/endpoint';
import * as chat from '#shared/endpoints/chat';
import { call } from '../lib/api-client';
import { chatSessionsKey } from './chat';

/** The operator's search and filter of the list (q trimmed; '' and 'all': none). */
export interface ChatSessionsSearch {
  q: string;
  status: ChatSessionFilter;
}

/**
 * The list as a search or filter narrows it: under the list's key, so whatever fetches the list again
 * fetches these too, but a key of its own, never patched by pushes (a pushed row may not match).
 */
export const chatSessionsSearchKey = (search: ChatSessionsSearch) =>
  [chatSessionsKey[0], { q: search.q, status: search.status }] as const;

export const isChatSessionsSearchKey = (key: readonly unknown[]): boolean =>
  key[0] === chatSessionsKey[0] && typeof key[1] === 'object' && key[1] !== null;

/** The list's key or a search's: the queries that hold rows of the list (not a conversation's header). */
export const isChatSessionsListKey = (key: readonly unknown[]): boolean =>
  (key.length === 1 && key[0] === chatSessionsKey[0]) || isChatSessionsSearchKey(key);

export const searchChatSessions = ({ q, status }: ChatSessionsSearch) =>
  call(chat.sessions, { query: { q, status: status === 'all' ? undefined : status } });

/** A conversation as a file: a plain-text transcript or CSV (downloadFile fetches it). */
export const chatExportUrl = (sessionId: string, format: 'txt' | 'csv') =>
  urlOf(format === 'txt' ? chat.exportTxt : chat.exportCsv, { sessionId });
