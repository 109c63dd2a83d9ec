// Who a socket is, as far as chat is concerned, and what of the chat each one hears. Fixed at the upgrade:
// an admin session from the cookie, and the conversation named by ?chatSessionId= if it exists (the id is
// the capability: whoever holds an issued id is its visitor); a made-up id subscribes to nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isChatSessionId } from '#shared/chat';
import { forVisitor } from '#shared/api/chat';
import type { ServerMessage } from '#shared/api/chat-push';
import { personMay } from '#shared/permissions';
import type { AdminSession } from '../auth';

export interface Audience {
  adminSession: AdminSession | null;
  chatSessionId: string | null;
}

/**
 * An admin session from the cookie; the conversation of the query if it exists (else none). An address
 * at its cap (`atCap`) is not looked up for: its socket is closed at once unless it is an admin's.
 */
export async function audienceOf(
  app: Pick<FastifyInstance, 'readAdminSession'>,
  request: FastifyRequest,
  check: { atCap: boolean; conversationExists: (sessionId: string) => Promise<boolean> },
): Promise<Audience | null> {
  const adminSession = await app.readAdminSession(request);
  // Runs before validation: the query is still raw (a repeated key is an array).
  const { chatSessionId } = request.query as { chatSessionId?: unknown };
  const named = typeof chatSessionId === 'string' && isChatSessionId(chatSessionId) ? chatSessionId : null;
  const subscribed =
    named !== null && (adminSession || !check.atCap) && (await check.conversationExists(named))
      ? named
      : null;
  return adminSession || subscribed ? { adminSession, chatSessionId: subscribed } : null;
}

/**
 * An operator's socket at the chat's desk: an admin's whose person may use the chat now (not one who must
 * set up two-factor sign-in first). It hears every conversation, and types as Support.
 */
export const atDesk = (audience: Audience | undefined): boolean =>
  audience?.adminSession != null && personMay(audience.adminSession, 'chat');

/**
 * Which sockets hear what of the chat: a message, the desk's and its conversation's; a typing sign, the
 * other side's; a read mark, its conversation's and the desk's; a changed header, and who is at the
 * desk, the desk's; who has a page builder open, the admins'.
 * Everything else, every socket.
 */
export function hears(audience: Audience | undefined, message: ServerMessage): boolean {
  const desk = atDesk(audience);
  const inConversation = (sessionId: string) => audience?.chatSessionId === sessionId;
  switch (message.type) {
    case 'chat_message':
      return desk || inConversation(message.message.sessionId);
    case 'chat_typing':
      return message.isAdmin ? inConversation(message.sessionId) : desk;
    case 'chat_read':
      // The desk's too: another operator's desk drops its unread badge for it.
      return desk || inConversation(message.sessionId);
    case 'chat_session':
    case 'chat_presence':
      return desk;
    case 'builder_editors':
      return audience?.adminSession != null;
    default:
      return true;
  }
}

/**
 * What a socket not at the desk may hear of a message: a chat message without the unread counts,
 * which speak of every conversation (holding one conversation's id reveals that one only), and without
 * the name of the operator who wrote it (a visitor sees Support).
 */
export const forVisitors = (message: ServerMessage): ServerMessage => {
  if (message.type !== 'chat_message') return message;
  return { type: 'chat_message', message: forVisitor(message.message) };
};
