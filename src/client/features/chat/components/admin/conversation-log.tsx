// The open conversation's messages in the Live Chat tab: a live log, each message with its sender and
// time (an image as a picture), scrolled to the newest on opening a conversation and whenever one arrives.
import { useEffect, useRef } from 'react';
import * as m from '#messages';
import type { ChatMessage } from '#client/api/chat';
import { ChatImage } from '../chat-image';
import { ChatTime } from './chat-time';

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.isAdmin;
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm ${
          mine ? 'rounded-br-sm bg-slate-900 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'
        }`}
      >
        <p className="flex items-baseline justify-between gap-3 text-xs">
          <span className="font-semibold">
            {message.isAdmin
              ? message.operatorName
                ? m.chat_supportBy({ name: message.operatorName })
                : m.chat_support
              : message.senderName}
          </span>
          <ChatTime iso={message.createdAt} className={mine ? 'text-slate-300' : 'text-slate-600'} />
        </p>
        {message.imageUrl ? (
          <ChatImage
            url={message.imageUrl}
            alt={message.isAdmin ? m.chat_imageFromSupport : m.chat_imageFrom({ name: message.senderName })}
          />
        ) : (
          <p className="mt-0.5 text-sm break-words whitespace-pre-wrap">{message.message}</p>
        )}
      </div>
    </li>
  );
}

export function ConversationLog({
  selectedId,
  name,
  messages,
  isLoading,
  error,
}: {
  selectedId: string | null;
  /** The visitor's name, once the conversation list has it. */
  name: string | undefined;
  messages: readonly ChatMessage[];
  isLoading: boolean;
  error: Error | null;
}) {
  const logRef = useRef<HTMLDivElement>(null);

  // The newest message in view: on opening a conversation and whenever one arrives. Between those, the log
  // is laid out from its end (flex-col-reverse around its one child), so when its height changes (the
  // visitor's line arriving above it, the window resized, a picture loading) it keeps its bottom in view
  // rather than its top.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId, selectedId]);

  let log;
  if (selectedId === null) {
    log = <p className="m-auto text-sm text-slate-500">{m.chat_selectConversation}</p>;
  } else if (isLoading) {
    log = <p className="m-auto text-sm text-slate-500">{m.chat_loadingMessages}</p>;
  } else if (error && messages.length === 0) {
    log = (
      <p role="alert" className="m-auto text-center text-sm text-red-700">
        {m.chat_messagesLoadFailed({ reason: error.message })}
      </p>
    );
  } else if (messages.length === 0) {
    log = <p className="m-auto text-sm text-slate-500">{m.chat_noMessages}</p>;
  } else {
    log = (
      <ol className="space-y-3">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
    );
  }

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={name === undefined ? m.chat_messages : m.chat_messagesWith({ name })}
      // Scrollable, so keyboard users can reach it (axe: scrollable-region-focusable). It takes the height
      // the pane leaves between the visitor's line and the reply box, so that box stays in view.
      tabIndex={0}
      className="flex min-h-40 flex-1 flex-col-reverse overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      {log}
    </div>
  );
}
