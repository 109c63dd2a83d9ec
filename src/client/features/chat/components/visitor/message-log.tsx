// The visitor's conversation as the chat panel shows it: each message with who sent it and when (the
// site's clock), 'Seen' under the newest the operator has read, and Support's typing sign below.
import type { RefObject } from 'react';
import * as m from '#messages';
import type { ChatMessage } from '#shared/api/chat';
import { BUSINESS_ZONE } from '#shared/business-date';
import { formatChatTime } from '../../lib/chat-time';
import { ChatImage } from '../chat-image';

export function MessageLog({
  logRef,
  messages,
  isLoading,
  lastSeenId,
  supportTyping,
}: {
  logRef: RefObject<HTMLDivElement | null>;
  messages: readonly ChatMessage[];
  isLoading: boolean;
  lastSeenId: number | undefined;
  supportTyping: boolean;
}) {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={logRef}
        role="log"
        aria-label={m.chat_conversation}
        aria-live="polite"
        className="flex flex-1 flex-col gap-2 overflow-y-auto px-4 py-3"
      >
        {isLoading && <p className="text-sm text-slate-500">{m.chat_loadingConversation}</p>}
        {!isLoading && messages.length === 0 && <p className="text-sm text-slate-600">{m.chat_empty}</p>}
        {messages.map((message) => (
          <div
            key={message.id}
            className={`max-w-[85%] rounded-lg px-3 py-2 ${message.isAdmin ? 'self-start bg-slate-100' : 'self-end bg-brand-100'}`}
          >
            {/* Every operator reply is stored under the one name 'Support': said in the page's language. */}
            <p className="text-xs font-semibold text-slate-700">
              {message.isAdmin ? m.chat_support : m.chat_you}{' '}
              {/* The site's clock, labelled, whatever the device's zone: what Support and the pages say too. */}
              <span className="font-normal">
                ·{' '}
                <time dateTime={message.createdAt}>
                  {formatChatTime(message.createdAt)} ({BUSINESS_ZONE})
                </time>
              </span>
            </p>
            {message.imageUrl ? (
              <ChatImage
                url={message.imageUrl}
                alt={message.isAdmin ? m.chat_imageFromSupport : m.chat_yourImage}
                visitorOf={message.sessionId}
              />
            ) : (
              <p className="text-sm break-words whitespace-pre-wrap">{message.message}</p>
            )}
            {message.id === lastSeenId && (
              <p className="mt-0.5 text-right text-xs text-slate-600">{m.chat_seen}</p>
            )}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="h-5 px-4 text-xs text-slate-600 italic">
        {supportTyping ? m.chat_supportTyping : ''}
      </p>
    </div>
  );
}
