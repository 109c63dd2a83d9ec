// The Live Chat tab's list of conversations: its count in the heading, open ones first then the
// newest activity (the server's order), each a button with the visitor's name, the last message, its
// time (UTC+8, said once under the list), the unread count and a Resolved marker. Above it, the search and
// filter (`finder`): a list they narrow says so when nothing matches, and fades while the next one loads.
import type { ReactNode } from 'react';
import * as m from '#messages';
import type { ChatSessionSummary } from '#client/api/chat';
import { Card } from '#client/components/ui/card.tsx';
import { RetryAlert } from '#client/components/ui/load-error.tsx';
import { ChatTime } from './chat-time';
import { customerLabel } from '../../lib/sessions';

/** Enough for one truncated line: a 2,000-character message need not be in the DOM. */
const PREVIEW_MAX = 160;

export function ConversationList({
  sessions,
  isPending,
  error,
  onRetry,
  selectedId,
  onSelect,
  finder,
  narrowed = false,
  stale = false,
  className = '',
}: {
  sessions: readonly ChatSessionSummary[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (sessionId: string) => void;
  finder?: ReactNode;
  /** A search or filter chose these: an empty list means nothing matched. */
  narrowed?: boolean;
  /** The rows of the search before, shown while this one loads. */
  stale?: boolean;
  /** The card's place in the tab (on a desk it takes the column's height, its rows scrolling inside). */
  className?: string;
}) {
  let body;
  if (sessions === undefined && isPending) {
    body = <p className="py-8 text-center text-sm text-slate-500">{m.chat_loadingConversations}</p>;
  } else if (sessions === undefined) {
    body = (
      <RetryAlert
        message={m.chat_conversationsLoadFailed({ reason: error?.message ?? m.chat_unknownError })}
        onRetry={onRetry}
      />
    );
  } else if (sessions.length === 0) {
    body = (
      <p className="py-8 text-center text-sm text-slate-500">
        {narrowed ? m.chat_noMatches : m.chat_noConversations}
      </p>
    );
  } else {
    body = (
      <ul
        aria-label={m.chat_conversations}
        aria-busy={stale}
        className={`-mx-2 space-y-1 overflow-y-auto px-2 py-1 md:min-h-0 md:flex-1 ${stale ? 'opacity-60' : ''}`}
      >
        {sessions.map((session) => {
          const selected = session.sessionId === selectedId;
          const preview =
            session.lastMessage.length > PREVIEW_MAX
              ? `${session.lastMessage.slice(0, PREVIEW_MAX)}…`
              : session.lastMessage;
          return (
            <li key={session.sessionId}>
              <button
                type="button"
                aria-pressed={selected}
                data-session-id={session.sessionId}
                onClick={() => onSelect(session.sessionId)}
                className={`block w-full rounded-lg border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                  selected
                    ? 'border-slate-900 bg-slate-900 text-white'
                    : 'border-slate-200 bg-white text-slate-900 hover:bg-slate-50'
                }`}
              >
                <span className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-semibold">{customerLabel(session)}</span>
                  {session.contact !== '' && (
                    <span
                      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
                        selected ? 'bg-white/20 text-white' : 'bg-sky-100 text-sky-900'
                      }`}
                    >
                      {m.chat_leftContact}
                    </span>
                  )}
                  {session.resolved && (
                    <span
                      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
                        selected ? 'bg-white/20 text-white' : 'bg-green-100 text-green-800'
                      }`}
                    >
                      {m.chat_resolved}
                    </span>
                  )}
                  {session.unread > 0 && (
                    <span className="shrink-0 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
                      {session.unread}
                      <span className="sr-only">{m.chat_unread}</span>
                    </span>
                  )}
                </span>
                <span className="mt-0.5 flex items-baseline gap-2 text-sm">
                  <span
                    className={`min-w-0 flex-1 truncate ${selected ? 'text-slate-200' : 'text-slate-600'}`}
                  >
                    {preview}
                  </span>
                  <ChatTime
                    iso={session.lastAt}
                    className={`shrink-0 text-xs ${selected ? 'text-slate-300' : 'text-slate-500'}`}
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Card
      className={`flex flex-col ${className}`}
      title={
        sessions === undefined ? m.chat_conversations : m.chat_conversationsCount({ count: sessions.length })
      }
    >
      {finder}
      {body}
      {sessions !== undefined && sessions.length > 0 && (
        <p className="mt-3 text-xs text-slate-500">{m.chat_timesNote}</p>
      )}
    </Card>
  );
}
