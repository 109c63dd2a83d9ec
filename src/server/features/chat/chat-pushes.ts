// What the chat pushes over /ws, and how: every message is stored, then announced by id with the unread
// counts the admin's list needs; a changed conversation header with its row as the list shows it. By id
// across instances (a row may not fit NOTIFY's payload), each instance loading it as it delivers.
import type { FastifyInstance } from 'fastify';
import type { ChatMessage, ChatMessagePush } from '#shared/api/chat';
import type { ChatSessionPush } from '#shared/api/chat-push';
import { findConversationSummary, unreadCounts } from './chat-desk.repository';
import { findMessage } from './chat-messages.repository';
import { conversationExists } from './chat.repository';

export interface ChatPushes {
  /** Announces a stored message to its conversation's sockets and the admins'. */
  deliver: (message: ChatMessage) => Promise<void>;
  /** Tells the admins' sockets that a conversation's header changed: a desk puts the row in place. */
  headerChanged: (sessionId: string) => Promise<void>;
}

/** The chat's pushes; registers with the realtime plugin how this instance loads them and checks an id. */
export function chatPushes(app: Pick<FastifyInstance, 'db' | 'realtime' | 'metrics'>): ChatPushes {
  const sessionPush = async (sessionId: string): Promise<ChatSessionPush | null> => {
    const session = await findConversationSummary(app.db, sessionId);
    return session ? { type: 'chat_session', sessionId, session } : null;
  };
  // Counted on each instance as it delivers: the counts are then as fresh as the row it loaded. The
  // realtime plugin keeps them from visitors' sockets.
  const pushOf = async (message: ChatMessage): Promise<ChatMessagePush> => ({
    type: 'chat_message',
    message,
    ...(await unreadCounts(app.db, message.sessionId)),
  });

  app.realtime.setLoader('chat_session', async (id) => (typeof id === 'string' ? sessionPush(id) : null));
  app.realtime.setLoader('chat_message', async (id) => {
    if (typeof id !== 'number') return null;
    const message = await findMessage(app.db, id);
    return message ? pushOf(message) : null;
  });
  app.realtime.setConversationCheck((sessionId) => conversationExists(app.db, sessionId));

  return {
    // Every stored message is delivered once, by the instance that stored it: counted here.
    deliver: async (message) => {
      app.metrics.chatMessage(message.isAdmin ? 'operator' : 'visitor');
      await app.realtime.announce('chat_message', message.id, await pushOf(message));
    },
    headerChanged: async (sessionId) => {
      const push = await sessionPush(sessionId);
      if (push) await app.realtime.announce('chat_session', sessionId, push);
    },
  };
}
