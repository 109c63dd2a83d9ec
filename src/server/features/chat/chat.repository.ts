// Live chat (schema: chat_sessions, chat_messages). Operator presence is the realtime plugin's.
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
import type { ChatConversation, ChatMessage, ChatSessionSummary, ChatVisitorContext } from '#shared/api/chat';
import type { ChatSessionFilter } from '#shared/api/chat-find';
import { CHAT_IMAGE_PREVIEW } from '#shared/chat';
import { maskPromoCode, normalizePromoCode } from '#shared/promo-status';
import type { Db } from '../../db/types';
import { exists } from '../../db/exists';
import { containsPattern } from '../../db/like';
import { chatMessages, chatSessions, draws, promoCodes } from '../../db/schema';

const messageColumns = {
  id: chatMessages.id,
  sessionId: chatMessages.sessionId,
  senderName: chatMessages.senderName,
  message: chatMessages.message,
  isAdmin: chatMessages.isAdmin,
  createdAt: chatMessages.createdAt,
  imageUrl: chatMessages.imageUrl,
};

type MessageRow = { createdAt: Date } & Omit<ChatMessage, 'createdAt'>;

const toMessage = (row: MessageRow): ChatMessage => ({ ...row, createdAt: row.createdAt.toISOString() });

export interface NewChatMessage {
  sessionId: string;
  senderName: string;
  message: string;
  isAdmin: boolean;
  at: Date;
  /** An image message's /uploads URL (message is then ''). */
  imageUrl?: string;
}

/** A new conversation and its first message, together or not at all. */
export async function startConversation(
  db: Db,
  first: NewChatMessage,
  context: ChatVisitorContext | undefined,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    await tx.insert(chatSessions).values({
      id: first.sessionId,
      visitorName: first.senderName,
      lastMessage: first.message,
      lastMessageAt: first.at,
      createdAt: first.at,
      ...(context ? { visitorContext: context, visitorContextAt: first.at } : {}),
    });
    return insertMessage(tx, first);
  });
}

/**
 * Appends a message and moves the conversation's summary with it; a visitor's message also reopens a
 * resolved conversation and renames the visitor. Null when the conversation does not exist.
 */
export async function appendMessage(db: Db, next: NewChatMessage): Promise<ChatMessage | null> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(chatSessions)
      .set({
        lastMessage: next.imageUrl ? CHAT_IMAGE_PREVIEW : next.message,
        lastMessageAt: next.at,
        ...(next.isAdmin ? {} : { visitorName: next.senderName, resolvedAt: null }),
      })
      .where(eq(chatSessions.id, next.sessionId))
      .returning({ id: chatSessions.id });
    if (updated.length === 0) return null;
    return insertMessage(tx, next);
  });
}

/**
 * Appends one image as a message (issue 26 point 4), under the visitor's current name or Support's, and
 * moves the conversation's summary with it (a visitor's image reopens a resolved conversation). Null
 * when the conversation does not exist.
 */
export async function appendImage(
  db: Db,
  next: { sessionId: string; isAdmin: boolean; at: Date; imageUrl: string; supportName: string },
): Promise<ChatMessage | null> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(chatSessions)
      .set({
        lastMessage: CHAT_IMAGE_PREVIEW,
        lastMessageAt: next.at,
        ...(next.isAdmin ? {} : { resolvedAt: null }),
      })
      .where(eq(chatSessions.id, next.sessionId))
      .returning({ visitorName: chatSessions.visitorName });
    const row = updated[0];
    if (!row) return null;
    return insertMessage(tx, {
      sessionId: next.sessionId,
      senderName: next.isAdmin ? next.supportName : row.visitorName,
      message: '',
      isAdmin: next.isAdmin,
      at: next.at,
      imageUrl: next.imageUrl,
    });
  });
}

async function insertMessage(db: Db, m: NewChatMessage): Promise<ChatMessage> {
  const rows = await db
    .insert(chatMessages)
    .values({
      sessionId: m.sessionId,
      senderName: m.senderName,
      message: m.message,
      isAdmin: m.isAdmin,
      createdAt: m.at,
      imageUrl: m.imageUrl ?? '',
    })
    .returning(messageColumns);
  const row = rows[0];
  if (!row) throw new Error('insert into chat_messages returned no row');
  return toMessage(row);
}

export async function conversationExists(db: Db, sessionId: string): Promise<boolean> {
  return exists(db, chatSessions, eq(chatSessions.id, sessionId));
}

/**
 * A conversation's messages in order: after `after` the next `limit`; without it the newest `limit`
 * (a conversation opens at its end).
 */
export async function listMessages(
  db: Db,
  sessionId: string,
  after: number | undefined,
  limit: number,
): Promise<ChatMessage[]> {
  if (after !== undefined) {
    const rows = await db
      .select(messageColumns)
      .from(chatMessages)
      .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.id, after)))
      .orderBy(asc(chatMessages.id))
      .limit(limit);
    return rows.map(toMessage);
  }
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map(toMessage);
}

export async function findMessage(db: Db, id: number): Promise<ChatMessage | null> {
  const rows = await db.select(messageColumns).from(chatMessages).where(eq(chatMessages.id, id));
  const row = rows[0];
  return row ? toMessage(row) : null;
}

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
 * index, which then returns little (scripts/bench/bench-lists.ts).
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
 * on the embedded database (scripts/bench/bench-lists.ts).
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

/** Stores the visitor's context as their widget says it now; false when the conversation does not exist. */
export async function setVisitorContext(
  db: Db,
  sessionId: string,
  context: ChatVisitorContext,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(chatSessions)
    .set({ visitorContext: context, visitorContextAt: at })
    .where(eq(chatSessions.id, sessionId))
    .returning({ id: chatSessions.id });
  return rows.length > 0;
}

/**
 * Stores the contact a visitor left: on their conversation, or on a new one without messages (a visitor
 * may leave a number before writing anything). False when `sessionId` names no conversation.
 */
export async function leaveContact(
  db: Db,
  target: { sessionId: string; isNew: boolean; visitorName: string },
  contact: string,
  at: Date,
): Promise<boolean> {
  if (target.isNew) {
    await db.insert(chatSessions).values({
      id: target.sessionId,
      visitorName: target.visitorName,
      contact,
      lastMessageAt: at,
      createdAt: at,
    });
    return true;
  }
  const rows = await db
    .update(chatSessions)
    .set({ contact, resolvedAt: null })
    .where(eq(chatSessions.id, target.sessionId))
    .returning({ id: chatSessions.id });
  return rows.length > 0;
}

/** The operator's name for a conversation's customer; false when the conversation does not exist. */
export async function setCustomerName(db: Db, sessionId: string, customerName: string): Promise<boolean> {
  const rows = await db
    .update(chatSessions)
    .set({ customerName })
    .where(eq(chatSessions.id, sessionId))
    .returning({ id: chatSessions.id });
  return rows.length > 0;
}

/**
 * A conversation's header for the operator. The visitor's code is shown whole only when the operator's
 * own records hold it: the visitor could type anyone's, and the masked form is all the public history
 * shows of a code.
 */
export async function findConversation(db: Db, sessionId: string): Promise<ChatConversation | null> {
  const rows = await db
    .select({
      visitorName: chatSessions.visitorName,
      customerName: chatSessions.customerName,
      contact: chatSessions.contact,
      context: chatSessions.visitorContext,
      contextAt: chatSessions.visitorContextAt,
    })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  const row = rows[0];
  if (!row) return null;
  const { context, contextAt, ...names } = row;
  if (!context || !contextAt) return { sessionId, ...names, context: null };
  const draw = context.lastDraw;
  return {
    sessionId,
    ...names,
    context: {
      page: context.page,
      device: context.device,
      language: context.language,
      lastDraw: draw ? await lastDrawAsRecorded(db, draw) : null,
      updatedAt: contextAt.toISOString(),
    },
  };
}

/** The newest draws of a code the header lists: a code is drawn once, or a few times when reusable. */
const RECORDED_DRAWS_SHOWN = 5;

type LastDrawFacts = NonNullable<NonNullable<ChatConversation['context']>['lastDraw']>;

/**
 * The last draw as the visitor's browser reported it, beside what the server recorded for that code:
 * the prize the browser names is its own word (it can say anything), the draws are the server's.
 */
async function lastDrawAsRecorded(
  db: Db,
  reported: NonNullable<ChatVisitorContext['lastDraw']>,
): Promise<LastDrawFacts> {
  const code = normalizePromoCode(reported.code);
  const inRecords = await exists(db, promoCodes, eq(promoCodes.code, code));
  const recorded = inRecords
    ? await db
        .select({ prize: draws.prizeName, drawnAt: draws.drawnAt })
        .from(draws)
        .where(eq(draws.promoCode, code))
        .orderBy(desc(draws.drawnAt), desc(draws.id))
        .limit(RECORDED_DRAWS_SHOWN)
    : [];
  return {
    code: inRecords ? code : maskPromoCode(code),
    inRecords,
    reportedPrize: reported.prize,
    draws: recorded.map((row) => ({ prize: row.prize, drawnAt: row.drawnAt.toISOString() })),
  };
}

/** Marks a conversation resolved (the visitor's next message reopens it); false when it does not exist. */
export async function markResolved(db: Db, sessionId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(chatSessions)
    .set({ resolvedAt: at })
    .where(eq(chatSessions.id, sessionId))
    .returning({ id: chatSessions.id });
  return rows.length > 0;
}
