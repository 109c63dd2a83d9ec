// The operator's desk (schema: chat_sessions, chat_messages): the conversation list, its search and
// filters, unread counts and read marks.
import {
  and,
  asc,
  desc,
  eq,
  exists as existsIn,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatSessionSummary } from '#shared/api/chat';
import type { ChatSessionFilter } from '#shared/api/chat-find';
import type { Db } from '../../db/types';
import { containsPattern } from '../../db/like';
import { chatMessages, chatSessions } from '../../db/schema';

/** Unread: a conversation's visitor messages past the admin's read mark (a join: columns qualified). */
const unread = and(
  eq(chatMessages.sessionId, chatSessions.id),
  eq(chatMessages.isAdmin, false),
  gt(chatMessages.id, chatSessions.adminReadMessageId),
);

/** Conversations as the admin's list shows them, with their unread counts. */
function conversationRows(db: Db) {
  return db
    .select({
      sessionId: chatSessions.id,
      lastMessage: chatSessions.lastMessage,
      lastAt: chatSessions.lastMessageAt,
      unread: sql<number>`count(${chatMessages.id})::int`,
      resolvedAt: chatSessions.resolvedAt,
      visitorName: chatSessions.visitorName,
      customerName: chatSessions.customerName,
      contact: chatSessions.contact,
    })
    .from(chatSessions)
    .leftJoin(chatMessages, unread)
    .groupBy(chatSessions.id)
    .$dynamic();
}

type ConversationRow = Awaited<ReturnType<typeof conversationRows>>[number];

const toSummary = ({ resolvedAt, lastAt, ...row }: ConversationRow): ChatSessionSummary => ({
  ...row,
  lastAt: lastAt.toISOString(),
  resolved: resolvedAt !== null,
});

/** The operator's search and filter of the list; neither: every conversation. */
export interface ConversationFilter {
  /** Looked for literally, in any case (trimmed and non-blank). */
  text?: string | undefined;
  status?: ChatSessionFilter | undefined;
}

/**
 * The conversation's own columns the search reads, besides every message's text. A column added here
 * (the offline contact) is searched too.
 */
const searchedColumns = [chatSessions.visitorName, chatSessions.customerName, chatSessions.contact];

/** Each status filter's condition ('all' has none); a new filter value needs its line here. */
const statusConditions: Record<Exclude<ChatSessionFilter, 'all'>, SQL> = {
  open: isNull(chatSessions.resolvedAt),
  resolved: isNotNull(chatSessions.resolvedAt),
  contact: ne(chatSessions.contact, ''),
};

/** The messages the search reads, apart from those the list's unread join counts. */
const searched = alias(chatMessages, 'searched');

/**
 * A conversation that holds the text, in its own columns or in a message. `probe`: the messages are read
 * per conversation (chat_messages_session_idx), as the list walks down; otherwise the planner may read
 * every message holding the text once (the trigram index) and look conversations up in that. The OFFSET
 * keeps PostgreSQL from turning the per-conversation EXISTS into the second plan.
 */
function holdsText(db: Db, text: string, probe: boolean): SQL | undefined {
  const pattern = containsPattern(text);
  const inMessages = db
    .select({ one: sql`1` })
    .from(searched)
    .where(and(eq(searched.sessionId, chatSessions.id), ilike(searched.message, pattern)));
  return or(
    ...searchedColumns.map((column) => ilike(column, pattern)),
    probe ? sql`exists (${inMessages} offset 0)` : existsIn(inMessages),
  );
}

const statusCondition = (status: ChatSessionFilter | undefined): SQL | undefined =>
  status && status !== 'all' ? statusConditions[status] : undefined;

/** The list's order: open conversations first, then by newest activity (chat_sessions_list_idx). */
const listOrder = () => [
  sql`${chatSessions.resolvedAt} is not null`,
  desc(chatSessions.lastMessageAt),
  asc(chatSessions.id),
];

/**
 * How many conversations from the top of the list a search probes one by one before it asks the trigram
 * index. A text most messages hold fills a page within the first few (reading every message that holds
 * it took ~290 ms at 100,000 messages on the embedded database); a rare one is found faster from the
 * index, which then returns little (scripts/bench-lists.ts).
 */
export const SEARCH_WALK = 500;

/** The ids of the list's page, in its order. */
async function pageIds(db: Db, limit: number, { text, status }: ConversationFilter): Promise<string[]> {
  const page = (conditions: SQL | undefined, size = limit) =>
    db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(conditions)
      .orderBy(...listOrder())
      .limit(size);
  if (!text) return (await page(statusCondition(status))).map((row) => row.id);
  const top = page(statusCondition(status), SEARCH_WALK);
  const walked = await page(and(inArray(chatSessions.id, top), holdsText(db, text, true)));
  if (walked.length === limit) return walked.map((row) => row.id);
  return (await page(and(statusCondition(status), holdsText(db, text, false)))).map((row) => row.id);
}

/**
 * Open conversations first, then by newest activity; only those the filter lets through. The page is
 * chosen from the conversations alone, in the index's order, and only its rows count their unread
 * messages: counting them for every conversation before the limit cost ~130 ms at 10,000 conversations
 * on the embedded database (scripts/bench-lists.ts).
 */
export async function listConversations(
  db: Db,
  limit: number,
  filter: ConversationFilter = {},
): Promise<ChatSessionSummary[]> {
  const ids = await pageIds(db, limit, filter);
  if (ids.length === 0) return [];
  const rows = await conversationRows(db)
    .where(sql`${chatSessions.id} = any(${sql.param(ids)}::text[])`)
    .orderBy(...listOrder());
  return rows.map(toSummary);
}

/** A conversation's row as the admin's list shows it; null when it does not exist. */
export async function findConversationSummary(db: Db, sessionId: string): Promise<ChatSessionSummary | null> {
  const [row] = await conversationRows(db).where(eq(chatSessions.id, sessionId));
  return row ? toSummary(row) : null;
}

/**
 * What the admin's socket hears with a message (shared/api/chat.ts, chatMessagePushSchema): the
 * conversation's row as the list shows it, and the visitor messages unread across every conversation.
 */
export async function unreadCounts(
  db: Db,
  sessionId: string,
): Promise<{ session?: ChatSessionSummary; unreadTotal: number }> {
  const session = await findConversationSummary(db, sessionId);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatSessions, unread);
  return { ...(session ? { session } : {}), unreadTotal: total?.n ?? 0 };
}

/**
 * Marks every message so far as read by the admin: the id read up to, or null when the conversation
 * does not exist.
 */
export async function markRead(db: Db, sessionId: string): Promise<number | null> {
  const last = sql`coalesce((select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.sessionId} = ${sessionId}), 0)`;
  const rows = await db
    .update(chatSessions)
    .set({ adminReadMessageId: sql`greatest(${chatSessions.adminReadMessageId}, ${last})` })
    .where(eq(chatSessions.id, sessionId))
    .returning({ upToId: chatSessions.adminReadMessageId });
  return rows[0]?.upToId ?? null;
}

/** How far the admin has read a conversation; null when it does not exist. */
export async function readMark(db: Db, sessionId: string): Promise<number | null> {
  const rows = await db
    .select({ upToId: chatSessions.adminReadMessageId })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  return rows[0]?.upToId ?? null;
}
