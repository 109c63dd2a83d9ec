// The open conversation of the Live Chat tab: a header with its name, Mark resolved and the export (and on
// a phone the way back to the list), the visitor's context folded to one line, the messages taking the
// height left, the visitor's typing sign and the operator's reply at the bottom, always in view.
import type { Ref } from 'react';
import * as m from '#messages';
import type { ChatMessage, ChatSessionSummary } from '#client/api/chat';
import { useId } from '#client/lib/use-id';
import { useTypingSign } from '../../hooks/use-typing-signs';
import { customerLabel } from '../../lib/sessions';
import { ConversationActions } from './conversation-actions';
import { ConversationHeader } from './conversation-header';
import { ConversationLog } from './conversation-log';
import { ReplyForm } from './reply-form';

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button
      type="button"
      aria-label={m.chat_backToList}
      onClick={onBack}
      className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {m.chat_conversations}
    </button>
  );
}

export function ConversationPane({
  session,
  selectedId,
  messages,
  isLoading,
  error,
  onManageCannedReplies,
  onBack,
  paneRef,
  className = '',
}: {
  /** Opens the canned replies manager: the '/' list points there while it is empty. */
  onManageCannedReplies: (() => void) | undefined;
  /** On a phone, where the conversation has the whole screen: back to the list. */
  onBack?: (() => void) | undefined;
  /** The pane itself, for the focus to land on when it takes the screen. */
  paneRef?: Ref<HTMLElement>;
  className?: string;
  /** The selected conversation's summary (undefined until the list has it). */
  session: ChatSessionSummary | undefined;
  selectedId: string | null;
  messages: readonly ChatMessage[];
  isLoading: boolean;
  error: Error | null;
}) {
  const titleId = useId();
  const visitorTyping = useTypingSign(selectedId, false);
  const name = session && customerLabel(session);

  return (
    <section
      ref={paneRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`flex min-h-0 min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm outline-none sm:p-4 ${className}`}
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        {onBack && <BackButton onBack={onBack} />}
        <h3 id={titleId} className="min-w-0 flex-1 basis-40 truncate text-base font-semibold">
          {name === undefined ? m.chat_conversation : m.chat_conversationWith({ name })}
        </h3>
        <ConversationActions session={session} selectedId={selectedId} />
      </div>
      {selectedId !== null && <ConversationHeader sessionId={selectedId} />}
      <ConversationLog
        selectedId={selectedId}
        name={name}
        messages={messages}
        isLoading={isLoading}
        error={error}
      />
      <ReplyForm
        selectedId={selectedId}
        onManageCannedReplies={onManageCannedReplies}
        status={visitorTyping ? m.chat_visitorTyping({ name: name ?? m.chat_contextTitle }) : ''}
      />
    </section>
  );
}
