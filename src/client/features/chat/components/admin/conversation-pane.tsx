// The open conversation of the Live Chat tab: its messages, the visitor's typing sign, the operator's
// reply, and in the card's header Mark resolved and the export as a text transcript or CSV.
import type { ReactNode } from 'react';
import * as m from '#messages';
import type { ChatMessage, ChatSessionSummary } from '#client/api/chat';
import { Card } from '#client/components/ui/card.tsx';
import { useTypingSign } from '../../hooks/use-typing-signs';
import { customerLabel } from '../../lib/sessions';
import { ConversationActions } from './conversation-actions';
import { ConversationHeader } from './conversation-header';
import { ConversationLog } from './conversation-log';
import { ReplyForm } from './reply-form';

export function ConversationPane({
  session,
  selectedId,
  messages,
  isLoading,
  error,
  tools,
  onManageCannedReplies,
}: {
  /** Controls of the whole tab shown in this card's header (the sound toggle). */
  tools?: ReactNode;
  /** Opens the canned replies manager: the '/' list points there while it is empty. */
  onManageCannedReplies: () => void;
  /** The selected conversation's summary (undefined until the list has it). */
  session: ChatSessionSummary | undefined;
  selectedId: string | null;
  messages: readonly ChatMessage[];
  isLoading: boolean;
  error: Error | null;
}) {
  const visitorTyping = useTypingSign(selectedId, false);
  const name = session && customerLabel(session);

  return (
    <Card
      title={name === undefined ? m.chat_conversation : m.chat_conversationWith({ name })}
      className="flex flex-col"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {tools}
          <ConversationActions session={session} selectedId={selectedId} />
        </div>
      }
    >
      {selectedId !== null && <ConversationHeader sessionId={selectedId} />}
      <ConversationLog
        selectedId={selectedId}
        name={name}
        messages={messages}
        isLoading={isLoading}
        error={error}
      />
      <p aria-live="polite" className="mt-1 h-5 text-sm text-slate-600 italic">
        {visitorTyping ? m.chat_visitorTyping({ name: name ?? m.chat_contextTitle }) : ''}
      </p>
      <ReplyForm selectedId={selectedId} onManageCannedReplies={onManageCannedReplies} />
    </Card>
  );
}
