// Live chat's limits and names, without zod: the visitor's chat widget imports them
// (docs/decisions/0003-no-zod-in-the-visitor-bundle.md); the payload schemas are in ./api/chat.ts.

/** The server's ids are 18 random bytes in base64url (24 characters); the rule leaves room to grow. */
export const CHAT_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_NAME_MAX = 40;
export const CHAT_DEFAULT_VISITOR_NAME = 'Visitor';
/**
 * Replies from the admin session carry this name; a visitor may not take it, nor anything that reads as
 * it (server/features/chat/visitor-name.ts).
 */
export const CHAT_SUPPORT_NAME = 'Support';
/** At most this many messages per answer; `after` pages on from the last one. */
export const CHAT_MESSAGES_PAGE = 500;
/** At most this many conversations in the admin list (open ones first, then newest activity). */
export const CHAT_SESSIONS_MAX = 200;
/** "An operator is online" means an admin was at the chat within this time. */
export const CHAT_OPERATOR_ONLINE_MS = 5 * 60_000;

/** A side's typing sign is sent at most this often, and shown until this long after the last one. */
export const CHAT_TYPING_EVERY_MS = 2_000;
export const CHAT_TYPING_SHOWN_MS = 5_000;

/** The list's preview of an image message: a picture says it in every language. */
export const CHAT_IMAGE_PREVIEW = '📷';
/** The multipart text field naming the conversation an image is for. */
export const CHAT_IMAGE_SESSION_FIELD = 'sessionId';

/** What the widget says of where the visitor is: shown to the operator, trusted for nothing. */
export const CHAT_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type ChatDevice = (typeof CHAT_DEVICES)[number];
export const CHAT_PAGE_MAX = 200;
/** The operator's own name for a conversation's customer. */
export const CHAT_CUSTOMER_NAME_MAX = 80;

/** The device class of a screen this wide (CSS pixels), by the breakpoints the pages lay out at. */
export const deviceOf = (width: number): ChatDevice =>
  width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';

export const isChatSessionId = (value: string): boolean => CHAT_SESSION_ID_PATTERN.test(value);

/**
 * The operator's canned replies: at most this many, each a short title and a message's text (the text rule is
 * the message's, so an inserted reply can always be sent).
 */
export const CHAT_CANNED_REPLIES_MAX = 50;
export const CHAT_CANNED_TITLE_MAX = 60;
/**
 * A reply's id, made by the dashboard that adds it: it names the reply across edits and moves, and
 * becomes part of the DOM ids the reply box's list points at.
 */
export const CHAT_CANNED_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
