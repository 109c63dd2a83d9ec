// The admin dashboard's Live Chat tab: on the left who is at the desk, the hours bar, the tab's tools and
// the conversations with their search and filter; on the right the open one, both as tall as the window
// leaves them. It listens to no chat message itself (who is at the desk listens for its own push): the
// dashboard's ChatDesk writes each message into the cache, keeps the list (and has a search fetched again)
// and reads the conversation this tab says it shows, or the one a notification was clicked for.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as m from '#messages';
import * as chatEndpoints from '#shared/endpoints/chat';
import { useMay } from '#client/api/admin-session';
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
import { useMediaQuery } from '#client/lib/use-media-query';
import { useWindowFill } from '#client/lib/use-window-fill';
import { useConversation } from '../../hooks/use-conversation';
// Types only: the code itself comes with import() below.
import type { CannedRepliesManagerProps } from './canned-replies-manager';
import { useChatDesk } from './chat-desk';
import { ChatHoursBar } from './chat-hours';
import { ConversationFinder } from './conversation-finder';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { DeskPresence } from './desk-presence';
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
        aria-label={m.chat_muteSound}
        onClick={onToggle}
        className={`inline-flex size-9 items-center justify-center rounded-md border ${
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
      </button>
    </Tooltip>
  );
}

/** Below this the tab is a phone's: the list, or one conversation over the whole screen. */
const NARROW = '(max-width: 767.98px)';
/** The desk's workspace: at least this tall (the page scrolls under an opened summary), 16 px off the bottom. */
const FILL = { min: 448, gap: 16 };

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
  const may = useMay();
  const selected =
    sessions.data?.find((s) => s.sessionId === selectedId) ??
    whole.data?.find((s) => s.sessionId === selectedId);

  // Another tab, or a logout: no conversation is on screen any more.
  useEffect(() => () => show(null), [show]);

  // A desk: the list beside the conversation, both as tall as the window leaves them (the reply box in
  // view with the messages above it). A phone: the list, or the conversation over the whole screen with a
  // way back to the list.
  const phone = useMediaQuery(NARROW);
  const [fillRef, fillHeight] = useWindowFill<HTMLDivElement>(!phone, FILL);
  const threadOnScreen = phone && selectedId !== null;
  const paneRef = useRef<HTMLElement>(null);
  const select = (sessionId: string) => {
    show(sessionId);
    // The list goes from under the finger: the focus goes to the conversation that took its place.
    if (phone) requestAnimationFrame(() => paneRef.current?.focus());
  };
  const backToList = () => {
    const left = selectedId;
    show(null);
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`button[data-session-id="${CSS.escape(left ?? '')}"]`)?.focus(),
    );
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

  // Editing the canned replies is a manager's (their use is everyone's, in the reply box).
  const manageCanned = may(chatEndpoints.saveCannedReplies) ? () => setManagingCanned(true) : undefined;
  const tools = (
    <div className="flex flex-wrap gap-2">
      {manageCanned && (
        <Button
          variant="outline"
          aria-haspopup="dialog"
          className="min-h-9 px-3 py-1.5"
          onClick={manageCanned}
        >
          {m.chat_cannedReplies}
        </Button>
      )}
      <NotificationButton />
      <MuteButton muted={muted} onToggle={toggleMuted} />
    </div>
  );

  const list = (
    <ConversationList
      className="md:min-h-0 md:flex-1"
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
  );

  return (
    <>
      <div
        ref={fillRef}
        style={fillHeight === undefined ? undefined : { height: fillHeight }}
        className="grid gap-4 md:grid-cols-[minmax(18rem,2fr)_3fr] md:grid-rows-[minmax(0,1fr)]"
      >
        <div className={`min-h-0 min-w-0 flex-col gap-3 ${threadOnScreen ? 'hidden' : 'flex'}`}>
          <DeskPresence />
          {/* On a phone the list comes first, the hours and the tools under it. */}
          {phone && list}
          <ChatHoursBar />
          {tools}
          {!phone && list}
        </div>
        {(!phone || selectedId !== null) && (
          <div className={threadOnScreen ? 'fixed inset-0 z-[60] bg-white' : 'min-h-0 min-w-0'}>
            <ConversationPane
              key={selectedId ?? ''}
              paneRef={paneRef}
              className={threadOnScreen ? 'h-dvh rounded-none border-0 shadow-none' : 'h-full'}
              onBack={phone ? backToList : undefined}
              onManageCannedReplies={manageCanned}
              session={selected}
              selectedId={selectedId}
              messages={conversation.messages}
              isLoading={conversation.isLoading}
              error={conversation.error}
            />
          </div>
        )}
      </div>
      <CannedRepliesManager open={managingCanned} onOpenChange={setManagingCanned} />
    </>
  );
}
