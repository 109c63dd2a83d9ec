// Live chat: a visitor's conversation (send, messages, operator status) and the admin's list,
// read and resolve. The visitor's widget imports this module: no zod here
// (docs/decisions/0003-no-zod-in-the-visitor-bundle.md, 0004-client-api-modules.md).
import * as chatStatus from '#shared/endpoints/chat-status-public';
import type {
  ChatConversation,
  ChatMessage,
  ChatSendBody,
  ChatSendResponse,
  ChatSessionSummary,
  ChatVisitorContext,
} from '#shared/api/chat';
import type { ChatHours } from '#shared/chat-hours';
import { VIEWS } from '#shared/settings-catalog';
import { CHAT_IMAGE_SESSION_FIELD } from '#shared/chat';
import { urlOf, type AnswerOf } from '#shared/endpoints/endpoint';
import * as chat from '#shared/endpoints/chat';
import * as chatPublic from '#shared/endpoints/chat-public';
import { ApiError, call } from '../lib/api-client';
import { postImage } from './uploads';

export type { ChatConversation, ChatMessage, ChatSessionSummary, ChatVisitorContext };

/** A conversation's messages: the key is the URL plus the conversation id. */
export const chatMessagesKey = (sessionId: string) => [chatPublic.messages.path, sessionId] as const;
export const chatSessionsKey = [chat.sessions.path] as const;
export const chatStatusKey = [VIEWS.chatStatus] as const;
/** How far the operator has read a conversation (the visitor's 'Seen'). */
export const chatSeenKey = (sessionId: string) => [chatPublic.seen.path, sessionId] as const;
/**
 * A conversation's header for the operator: names and the visitor's context. Under the list's key, so
 * whatever refreshes the list (a reconnect, a chat_session push) refreshes the header on screen too.
 */
export const chatConversationKey = (sessionId: string) => [chat.sessions.path, sessionId] as const;

/** Without a sessionId, a visitor starts a new conversation (the server issues its id). */
export const sendChatMessage = (body: ChatSendBody) => call(chatPublic.send, { body });

/** The newest page of a conversation, or (after=) only the messages after that id. */
export const getChatMessages = (sessionId: string, after?: number) =>
  call(chatPublic.messages, { params: { sessionId }, query: { after } });

export const getChatStatus = () => call(chatStatus.status);

export const getChatSessions = () => call(chat.sessions);

export const markChatRead = (sessionId: string) => call(chat.markRead, { params: { sessionId } });

export const resolveChat = (sessionId: string) => call(chat.resolve, { params: { sessionId } });

/** A phone number or e-mail to be reached at; without a conversation, it starts one. */
export const leaveChatContact = (sessionId: string | null, contact: string) =>
  call(chatPublic.contact, { body: { ...(sessionId === null ? {} : { sessionId }), contact } });

/** The operator's hours and switch (the admin's read; the widget asks chatStatusKey). */
export const chatHoursKey = [chat.hours.path] as const;
export const getChatHours = () => call(chat.hours);
export const saveChatHours = (hours: ChatHours) => call(chat.saveHours, { body: hours });

/**
 * Sends one image as a message of a conversation (the server re-encodes it). The conversation is in
 * the address too, so the server refuses a wrong one before the image is sent.
 */
export async function sendChatImage(sessionId: string, file: File): Promise<ChatSendResponse> {
  const url = urlOf(chatPublic.image, {}, { [CHAT_IMAGE_SESSION_FIELD]: sessionId });
  const sent = await postImage<AnswerOf<typeof chatPublic.image>>(url, file, {
    [CHAT_IMAGE_SESSION_FIELD]: sessionId,
  });
  if (!sent) throw new ApiError(200, '');
  return sent;
}

/**
 * Lets this browser load a conversation's images (a cookie for their path; chat images are private,
 * docs/decisions/0028-uploads-held-and-private-chat-images.md). Asked once per conversation and page.
 */
export function allowChatImages(sessionId: string): Promise<boolean> {
  let asked = imageAccess.get(sessionId);
  if (!asked) {
    asked = call(chatPublic.imagesAccess, { body: { sessionId } }).then(
      () => true,
      // Asked again next time; meanwhile the image says it is unavailable.
      () => !imageAccess.delete(sessionId),
    );
    imageAccess.set(sessionId, asked);
  }
  return asked;
}
const imageAccess = new Map<string, Promise<boolean>>();

export const sendChatContext = (sessionId: string, context: ChatVisitorContext) =>
  call(chatPublic.context, { body: { sessionId, context } });

export const getChatSeen = (sessionId: string) => call(chatPublic.seen, { params: { sessionId } });

export const getChatConversation = (sessionId: string) => call(chat.conversation, { params: { sessionId } });

export const nameChatCustomer = (sessionId: string, customerName: string) =>
  call(chat.name, { params: { sessionId }, body: { customerName } });
