// The admin dashboard's Live Chat tab: the hours bar on top, the conversations on the left with their
// search and filter, the open one on the right with the canned replies. It listens to no push itself: the
// dashboard's ChatDesk writes each message into the cache, keeps the list (and has a search fetched again)
// and reads the conversation this tab says it shows, or the one a notification was clicked for.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as m from '#messages';
import {
  CHAT_SEARCH_MIN,
  chatSearchLongEnough,
  chatSessionsQuerySchema,
  type ChatSessionFilter,
} from '#shared/api/chat-find';
import { chatSessionsKey, getChatSessions } from '#client/api/chat';
import { chatSessionsSearchKey, searchChatSessions } from '#client/api/chat-find';
import { Button } from '#client/components/ui/button.tsx';
import { lazyDialog } from '#client/components/ui/lazy-dialog.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { issueText } from '#client/i18n/issue-text';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { useConversation } from '../../hooks/use-conversation';
// Types only: the code itself comes with import() below.
import type { CannedRepliesManagerProps } from './canned-replies-manager';
import { useChatDesk } from './chat-desk';
import { ChatHoursBar } from './chat-hours';
import { ConversationFinder } from './conversation-finder';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { NotificationButton } from './notification-button';

// Opened now and then, so its code (and the dialog's) comes when first opened.
const CannedRepliesManager = lazyDialog<CannedRepliesManagerProps>(() =>
  import('./canned-replies-manager').then((mod) => ({ default: mod.CannedRepliesManager })),
);

function MuteButton({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  return (
    <Tooltip content={muted ? m.chat_soundOff : m.chat_soundOn}>
      <button
        type="button"
        aria-pressed={muted}
        onClick={onToggle}
        className={`inline-flex min-h-9 items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium ${
          muted
            ? 'border-slate-900 bg-slate-900 text-white'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
        }`}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor">
          <path d="M4 9h4l5-4v14l-5-4H4z" strokeWidth="2" strokeLinejoin="round" />
          {muted ? (
            <path d="M17 9l5 6M22 9l-5 6" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        {m.chat_muteSound}
      </button>
    </Tooltip>
  );
}

/**
 * What was typed, as the server's rule reads it: the search to send, or why it cannot be sent (then the
 * list is not searched, and the field says why).
 */
function searchOf(text: string): { q: string; problem?: string } {
  const checked = chatSessionsQuerySchema.shape.q.safeParse(text);
  if (checked.success) return { q: checked.data ?? '' };
  if (!chatSearchLongEnough(text.trim()))
    return { q: '', problem: m.chat_searchTooShort({ min: CHAT_SEARCH_MIN }) };
  const [issue] = checked.error.issues;
  return { q: '', problem: issue ? issueText({ ...issue, path: ['q'] }) : m.chat_unknownError };
}

export function LiveChatTab() {
  const { shown: selectedId, show, muted, toggleMuted, wanted, clearWanted, onChatWanted } = useChatDesk();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<ChatSessionFilter>('all');
  const { q, problem } = searchOf(useDebouncedValue(text, 300));
  const narrowed = q !== '' || status !== 'all';
  // The whole list as pushes keep it, or a search or filter of it under a key of its own; the rows of the
  // last search stay while the next loads.
  const sessions = useQuery({
    queryKey: narrowed ? chatSessionsSearchKey({ q, status }) : chatSessionsKey,
    queryFn: narrowed ? () => searchChatSessions({ q, status }) : getChatSessions,
    placeholderData: keepPreviousData,
  });
  const whole = useQuery({ queryKey: chatSessionsKey, queryFn: getChatSessions });
  const conversation = useConversation(selectedId);
  const [managingCanned, setManagingCanned] = useState(false);
  const selected =
    sessions.data?.find((s) => s.sessionId === selectedId) ??
    whole.data?.find((s) => s.sessionId === selectedId);

  // Another tab, or a logout: no conversation is on screen any more.
  useEffect(() => () => show(null), [show]);

  // Stacked on a phone, the conversation is below the list: bring it into view.
  const paneRef = useRef<HTMLDivElement>(null);
  const select = (sessionId: string) => {
    show(sessionId);
    if (window.matchMedia('(max-width: 767.98px)').matches) {
      requestAnimationFrame(() => paneRef.current?.scrollIntoView({ block: 'start' }));
    }
  };

  // A notification's conversation: shown (when this tab opens for it, or now if it is open), with the
  // whole list, which has it at the top.
  useEffect(() => {
    if (wanted === null) return;
    clearWanted();
    show(wanted);
  }, [wanted, clearWanted, show]);
  useEffect(
    () =>
      onChatWanted(() => {
        setText('');
        setStatus('all');
      }),
    [onChatWanted],
  );

  return (
    <>
      <ChatHoursBar />
      <div className="grid items-start gap-6 md:grid-cols-3">
        <ConversationList
          sessions={sessions.data}
          isPending={sessions.isPending}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          selectedId={selectedId}
          onSelect={select}
          narrowed={narrowed}
          stale={sessions.isPlaceholderData}
          finder={
            <ConversationFinder
              text={text}
              onText={setText}
              status={status}
              onStatus={setStatus}
              error={problem}
            />
          }
        />
        <div ref={paneRef} className="min-w-0 scroll-mt-[4.5rem] md:col-span-2">
          <ConversationPane
            key={selectedId ?? ''}
            tools={
              <>
                <Button
                  variant="outline"
                  aria-haspopup="dialog"
                  className="min-h-9 px-3 py-1.5"
                  onClick={() => setManagingCanned(true)}
                >
                  {m.chat_cannedReplies}
                </Button>
                <NotificationButton />
                <MuteButton muted={muted} onToggle={toggleMuted} />
              </>
            }
            onManageCannedReplies={() => setManagingCanned(true)}
            session={selected}
            selectedId={selectedId}
            messages={conversation.messages}
            isLoading={conversation.isLoading}
            error={conversation.error}
          />
        </div>
      </div>
      <CannedRepliesManager open={managingCanned} onOpenChange={setManagingCanned} />
    </>
  );
}
