// Live chat's conversations (schema: chat_sessions): whether one exists, its header (names, contact, the
// visitor's context) and its resolution. Messages: chat-messages.repository.ts; the operator's list:
// chat-desk.repository.ts. Operator presence is the realtime plugin's.
import { desc, eq } from 'drizzle-orm';
import type { ChatConversation, ChatVisitorContext } from '#shared/api/chat';
import { maskPromoCode, normalizePromoCode } from '#shared/promo-status';
import type { Db } from '../../db/types';
import { exists } from '../../db/exists';
import { chatSessions, draws, promoCodes } from '../../db/schema';

export async function conversationExists(db: Db, sessionId: string): Promise<boolean> {
  return exists(db, chatSessions, eq(chatSessions.id, sessionId));
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
