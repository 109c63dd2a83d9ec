// Live chat payloads (SPEC §3, §7; issue 12): a visitor's conversation is named by an id the server
// issues, and holding that id is what lets a visitor read, write and subscribe (ARCHITECTURE point 12).
import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_NAME_MAX, CHAT_SESSION_ID_PATTERN } from '../chat';
import { idField, textField } from '../input-rules';

export const chatSessionIdField = () =>
  z
    .string({ error: 'sessionId must be text' })
    .regex(CHAT_SESSION_ID_PATTERN, 'sessionId must be a chat session id (22-64 letters, digits, - or _)');

export const chatSendBodySchema = z.object({
  /** Missing (from a visitor): start a new conversation. Required for the admin's replies. */
  sessionId: chatSessionIdField().optional(),
  /** Ignored for the admin (always 'Support'); a visitor's blank name becomes 'Visitor'. */
  senderName: textField('senderName', { max: CHAT_NAME_MAX, normalization: 'NFKC' }).optional(),
  message: textField('message', { min: 1, max: CHAT_MESSAGE_MAX, multiline: true }),
  /** Accepted for SPEC §7's body and ignored: who is the admin comes from the session (ARCHITECTURE 5). */
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
});
export type ChatSendBody = z.input<typeof chatSendBodySchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  sessionId: z.string(),
  senderName: z.string(),
  message: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSendResponseSchema = z.object({
  sessionId: z.string(),
  message: chatMessageSchema,
});
export type ChatSendResponse = z.infer<typeof chatSendResponseSchema>;

export const chatMessagesSchema = z.array(chatMessageSchema);

export const chatSessionParamsSchema = z.object({ sessionId: chatSessionIdField() });

export const chatMessagesQuerySchema = z.object({
  /** Only messages with a larger id (a client catching up after a reconnect). */
  after: idField('after').optional(),
});

export const chatSessionSummarySchema = z.object({
  sessionId: z.string(),
  lastMessage: z.string(),
  lastAt: z.string(),
  /** Visitor messages the admin has not marked read. */
  unread: z.number(),
  resolved: z.boolean(),
  visitorName: z.string(),
});
export type ChatSessionSummary = z.infer<typeof chatSessionSummarySchema>;

export const chatSessionsSchema = z.array(chatSessionSummarySchema);

/**
 * The chat_message push over /ws. An admin's socket also gets the conversation's row as
 * GET /api/chat/sessions would list it after this message, and the visitor messages unread across every
 * conversation: the dashboard keeps its list and title count from pushes alone. A visitor's socket gets
 * the message only (those counts speak of other conversations). The visitor's pages parse it by hand
 * (shared/api/realtime.ts, decision 0003); this schema is the definition it follows.
 */
export const chatMessagePushSchema = z.object({
  type: z.literal('chat_message'),
  message: chatMessageSchema,
  session: chatSessionSummarySchema.optional(),
  unreadTotal: z.number().int().nonnegative().optional(),
});
export type ChatMessagePush = z.infer<typeof chatMessagePushSchema>;

export const chatStatusSchema = z.object({ operatorOnline: z.boolean() });
export type ChatStatus = z.infer<typeof chatStatusSchema>;

export const chatDoneSchema = z.object({ success: z.literal(true) });
