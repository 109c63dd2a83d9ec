// Typing signs are the one thing a client sends (docs/decisions/0020-chat-signs-and-pushes.md):
// { type: 'chat_typing', sessionId }. Who types is the socket's, never the frame's: an admin's socket at
// the desk (audiences.ts) types as Support in any conversation, a visitor's only in the conversation it
// subscribed to. Each socket is relayed at most once per CHAT_TYPING_EVERY_MS a conversation; the sign
// carries ids only, so it crosses instances as it is. Anything else a client sends is ignored.
import type { WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_TYPING_EVERY_MS, isChatSessionId } from '#shared/chat';
import type { ServerMessage } from '#shared/api/chat-push';
import { atDesk, type Audience } from './audiences';

/** The conversation a client says it is typing in, if the frame is a typing sign. */
function typingIn(data: string): string | null {
  try {
    const value = JSON.parse(data) as { type?: unknown; sessionId?: unknown };
    const { type, sessionId } = value;
    return type === 'chat_typing' && typeof sessionId === 'string' && isChatSessionId(sessionId)
      ? sessionId
      : null;
  } catch {
    return null;
  }
}

export function relayTyping(
  socket: WebSocket,
  audience: Audience | null,
  relay: { now: () => Date; publish: (message: ServerMessage) => Promise<void>; log: FastifyBaseLogger },
): void {
  const typedAt = new Map<string, number>();
  socket.on('message', (data, isBinary) => {
    const sessionId = !isBinary && Buffer.isBuffer(data) ? typingIn(data.toString('utf8')) : null;
    if (sessionId === null) return;
    // Read at each sign: the presence round reads the socket's session afresh.
    const isAdmin = atDesk(audience ?? undefined);
    if (!isAdmin && audience?.chatSessionId !== sessionId) return;
    const now = relay.now().getTime();
    if (now - (typedAt.get(sessionId) ?? -Infinity) < CHAT_TYPING_EVERY_MS) return;
    typedAt.set(sessionId, now);
    relay
      .publish({ type: 'chat_typing', sessionId, isAdmin })
      .catch((err: unknown) => relay.log.error({ err }, 'realtime: relaying a typing sign failed'));
  });
}
