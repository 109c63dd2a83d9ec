// A conversation's messages (schema: chat_messages): appending one moves its conversation's summary
// (chat_sessions) with it, in one transaction.
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { ChatMessage, ChatVisitorContext } from '#shared/api/chat';
import { CHAT_IMAGE_PREVIEW } from '#shared/chat';
import type { Db } from '../../db/types';
import { chatMessages, chatSessions } from '../../db/schema';

const messageColumns = {
  id: chatMessages.id,
  sessionId: chatMessages.sessionId,
  senderName: chatMessages.senderName,
  message: chatMessages.message,
  isAdmin: chatMessages.isAdmin,
  createdAt: chatMessages.createdAt,
  imageUrl: chatMessages.imageUrl,
  staffName: chatMessages.staffName,
};

type MessageRow = { createdAt: Date; staffName: string } & Omit<ChatMessage, 'createdAt' | 'operatorName'>;

const toMessage = ({ staffName, ...row }: MessageRow): ChatMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  ...(row.isAdmin && staffName !== '' ? { operatorName: staffName } : {}),
});

export interface NewChatMessage {
  sessionId: string;
  senderName: string;
  message: string;
  isAdmin: boolean;
  at: Date;
  /** An image message's /uploads URL (message is then ''). */
  imageUrl?: string;
  /** The operator who wrote a reply. */
  operator?: { id: number; name: string } | undefined;
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
 * Appends one image as a message, under the visitor's current name or Support's, and moves the conversation's
 * summary with it (a visitor's image reopens a resolved conversation). Null when the conversation does not
 * exist.
 */
export async function appendImage(
  db: Db,
  next: {
    sessionId: string;
    isAdmin: boolean;
    at: Date;
    imageUrl: string;
    supportName: string;
    operator?: { id: number; name: string } | undefined;
  },
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
      operator: next.operator,
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
      staffId: m.operator?.id ?? null,
      staffName: m.operator?.name ?? '',
    })
    .returning(messageColumns);
  const row = rows[0];
  if (!row) throw new Error('insert into chat_messages returned no row');
  return toMessage(row);
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
