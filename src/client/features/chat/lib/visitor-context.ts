// What the widget tells the operator of where the visitor is: the page, the device
// class, the page's language and the last draw this browser made. Sent with the first message, and again
// whenever it differs from what was last sent for the conversation (kept on this device).
import * as m from '#messages';
import type { ChatVisitorContext } from '#shared/api/chat';
import { CHAT_PAGE_MAX, deviceOf } from '#shared/chat';
import { readLastDraw } from '#client/lib/last-draw';
import { local } from '#client/lib/storage';

const SENT_KEY = 'chatContextSent';

export function visitorContext(path: string): ChatVisitorContext {
  const lastDraw = readLastDraw();
  return {
    page: path.slice(0, CHAT_PAGE_MAX) || '/',
    device: deviceOf(window.innerWidth),
    language: m.LOCALE,
    ...(lastDraw ? { lastDraw } : {}),
  };
}

/** The context as last sent for `sessionId`, to compare with: a string, so equal means unchanged. */
const sentFor = (sessionId: string, context: ChatVisitorContext) => JSON.stringify([sessionId, context]);

export const isContextSent = (sessionId: string, context: ChatVisitorContext): boolean =>
  local.get(SENT_KEY) === sentFor(sessionId, context);

export const markContextSent = (sessionId: string, context: ChatVisitorContext) =>
  local.set(SENT_KEY, sentFor(sessionId, context));
