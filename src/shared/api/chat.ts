// Live chat payloads: a visitor's conversation is named by an id the server issues, and holding that id is
// what lets a visitor read, write and subscribe (docs/architecture.md, point 3).
import { z } from 'zod';
import { instantText } from './answer-fields';
import {
  CHAT_CUSTOMER_NAME_MAX,
  CHAT_DEVICES,
  CHAT_MESSAGE_MAX,
  CHAT_NAME_MAX,
  CHAT_PAGE_MAX,
  CHAT_SESSION_ID_PATTERN,
} from '../chat';
import { CLOCK_TIME, WEEKDAYS, type Weekday } from '../chat-hours';
import { CONTACT_MAX, CONTACT_RULE_TEXT, isContact } from '../contact';
import { LOCALES } from '../i18n/locales';
import { idField, textField } from '../input-rules';
import { PRIZE_NAME_MAX } from '../prizes';

export const chatSessionIdField = () =>
  z
    .string({ error: 'sessionId must be text' })
    .regex(CHAT_SESSION_ID_PATTERN, 'sessionId must be a chat session id (22-64 letters, digits, - or _)');

/**
 * Where the visitor is, as their widget says: shown to the operator beside the conversation and trusted for
 * nothing. The last draw is what this browser's spin showed.
 */
export const chatVisitorContextSchema = z.object(
  {
    page: textField('context.page', { min: 1, max: CHAT_PAGE_MAX }),
    device: z.enum(CHAT_DEVICES, { error: 'context.device must be phone, tablet or desktop' }),
    language: z.enum(LOCALES, { error: 'context.language must be en, zh or ms' }),
    lastDraw: z
      .object(
        {
          code: textField('context.lastDraw.code', { min: 1, max: 64 }),
          prize: textField('context.lastDraw.prize', { max: PRIZE_NAME_MAX }),
        },
        { error: 'context.lastDraw must be an object with code and prize' },
      )
      .optional(),
  },
  { error: 'context must be an object with page, device and language' },
);
export type ChatVisitorContext = z.infer<typeof chatVisitorContextSchema>;

export const chatSendBodySchema = z.object({
  /** Missing (from a visitor): start a new conversation. Required for the admin's replies. */
  sessionId: chatSessionIdField().optional(),
  /** Ignored for the admin (always 'Support'); a visitor's blank name becomes 'Visitor'. */
  senderName: textField('senderName', { max: CHAT_NAME_MAX, normalization: 'NFKC' }).optional(),
  message: textField('message', { min: 1, max: CHAT_MESSAGE_MAX, multiline: true }),
  /** Accepted for the original app's clients and ignored: who is the admin comes from the session. */
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
  /** A visitor's context, sent with the first message (ignored for the admin's replies). */
  context: chatVisitorContextSchema.optional(),
});
export type ChatSendBody = z.input<typeof chatSendBodySchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  sessionId: z.string(),
  senderName: z.string(),
  message: z.string(),
  isAdmin: z.boolean(),
  createdAt: instantText,
  /** A message is text or one image: the image's /uploads/<id>.webp ('' for text; then message is ''). */
  imageUrl: z.string(),
  /**
   * The operator who wrote a reply, by their name at the time: in operators' answers and pushes only (a
   * visitor's never carry it; they see Support).
   */
  operatorName: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A message as a visitor may read it: without the name of the operator who wrote it. */
export function forVisitor(message: ChatMessage): ChatMessage {
  const shown = { ...message };
  delete shown.operatorName;
  return shown;
}

export const chatSendResponseSchema = z.object({
  sessionId: z.string(),
  message: chatMessageSchema,
});
export type ChatSendResponse = z.infer<typeof chatSendResponseSchema>;

export const chatMessagesSchema = z.array(chatMessageSchema);

export const chatSessionParamsSchema = z.object({ sessionId: chatSessionIdField() });

/**
 * The push socket's query: the conversation a tab follows. Any string up to 200 characters: an id that
 * is not a conversation's subscribes to nothing, and the socket is still opened for the other pushes.
 */
export const pushSocketQuerySchema = z.object({ chatSessionId: z.string().max(200).optional() });

export const chatMessagesQuerySchema = z.object({
  /** Only messages with a larger id (a client catching up after a reconnect). */
  after: idField('after').optional(),
});

export const chatSessionSummarySchema = z.object({
  sessionId: z.string(),
  lastMessage: z.string(),
  lastAt: instantText,
  /** Visitor messages the admin has not marked read. */
  unread: z.number(),
  resolved: z.boolean(),
  visitorName: z.string(),
  /** The operator's name for the customer ('' when none): the list shows it in place of visitorName. */
  customerName: z.string(),
  /** A phone number or e-mail the visitor left to be reached at ('' when none). */
  contact: z.string(),
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

export const chatStatusSchema = z.object({
  operatorOnline: z.boolean(),
  /** The operator's switch and hours: closed, the widget asks for a contact. */
  open: z.boolean(),
  /** When chat opens next by the hours, while closed; null when open or not known. */
  opensAt: instantText.nullable(),
});
export type ChatStatus = z.infer<typeof chatStatusSchema>;

export const chatDoneSchema = z.object({ success: z.literal(true) });

/**
 * Who is at Live Chat's desk now, by person: everyone with the dashboard open who may use the chat, each
 * once however many tabs or devices they have, by name (./chat-presence-push.ts says when it changes).
 */
export const chatPresenceSchema = z.object({
  people: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ChatPresence = z.infer<typeof chatPresenceSchema>;

/** A visitor's context update, by the conversation id it holds. */
export const chatContextBodySchema = z.object({
  sessionId: chatSessionIdField(),
  context: chatVisitorContextSchema,
});

/** How far the operator has read a conversation: the visitor's widget marks its messages up to it 'Seen'. */
export const chatSeenSchema = z.object({ upToId: z.number().int().nonnegative() });

export const chatCustomerNameBodySchema = z.object({
  customerName: textField('customerName', { max: CHAT_CUSTOMER_NAME_MAX, normalization: 'NFKC' }),
});

/**
 * One conversation's header for the operator: the names and the visitor's context. The last draw's code is
 * masked as the public history masks it, unless a code of the operator's own records is that code
 * (`inRecords`), and then shown whole with the draws the server recorded for it. The prize the visitor's
 * browser named is its word only (`reportedPrize`): shown as the browser's.
 */
export const chatConversationSchema = z.object({
  sessionId: z.string(),
  visitorName: z.string(),
  customerName: z.string(),
  contact: z.string(),
  context: z
    .object({
      page: z.string(),
      device: z.enum(CHAT_DEVICES),
      language: z.enum(LOCALES),
      lastDraw: z
        .object({
          code: z.string(),
          inRecords: z.boolean(),
          reportedPrize: z.string(),
          /** The code's draws as recorded, newest first (none when the code is not in the records). */
          draws: z.array(z.object({ prize: z.string(), drawnAt: instantText })),
        })
        .nullable(),
      updatedAt: instantText,
    })
    .nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

const clockTime = (label: string) =>
  z
    .string({ error: `${label} must be a time HH:MM` })
    .regex(CLOCK_TIME, `${label} must be a time HH:MM from 00:00 to 24:00`);

const dayHoursSchema = (day: Weekday) =>
  z
    .object(
      { from: clockTime(`days.${day}.from`), to: clockTime(`days.${day}.to`) },
      { error: `days.${day} must be null (closed) or an object with from and to` },
    )
    .refine(({ from, to }) => from < to, `days.${day}: from must be before to`)
    .nullable();

/** Live chat's opening hours per weekday (UTC+8) and its switch (#shared/chat-hours). */
export const chatHoursSchema = z.object({
  open: z.boolean({ error: 'open must be true or false' }),
  days: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema(day)])) as Record<
      Weekday,
      ReturnType<typeof dayHoursSchema>
    >,
    { error: 'days must be an object of the seven weekdays' },
  ),
});

/** A way to reach the visitor when no one is there: starts a conversation if none. */
export const chatContactBodySchema = z.object({
  sessionId: chatSessionIdField().optional(),
  contact: textField('contact', {
    min: 1,
    max: CONTACT_MAX,
    also: { check: isContact, message: `contact must be ${CONTACT_RULE_TEXT}` },
  }),
});

export const chatContactResponseSchema = z.object({ sessionId: z.string(), contact: z.string() });
