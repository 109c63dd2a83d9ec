// The admin dashboard's Live Chat tab (SPEC §2, issue 12): the conversations on the left, the open one on
// the right. The admin's socket hears every chat_message: the open conversation appends it
// (useConversation) and is marked read again while the page is on screen; the dashboard's ChatAlerts
// refresh the list for the others, beep and count them in the title.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatSessionsKey, getChatSessions, markChatRead } from '#client/api/chat';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { onServerMessage } from '#client/lib/realtime';
import { useConversation } from '../../hooks/use-conversation';
import { isConversationSeen, setConversationOnScreen, useDocumentVisible, useSoundMuted } from './alerts';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';

function MuteButton({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  return (
    <Tooltip content={muted ? 'New-message sound is off' : 'New-message sound is on'}>
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
        Mute sound
      </button>
    </Tooltip>
  );
}

export function LiveChatTab() {
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [muted, toggleMuted] = useSoundMuted();
  const visible = useDocumentVisible();
  const sessions = useQuery({ queryKey: chatSessionsKey, queryFn: getChatSessions });
  const conversation = useConversation(selectedId);
  const selected = sessions.data?.find((s) => s.sessionId === selectedId);

  const refreshList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: chatSessionsKey }),
    [queryClient],
  );
  const markRead = useCallback(
    (sessionId: string) => {
      // A failed mark leaves the count as it is; the next view or message tries again.
      void markChatRead(sessionId)
        .catch(() => undefined)
        .finally(() => void refreshList());
    },
    [refreshList],
  );

  // The alerts leave the conversation on screen to this tab.
  useEffect(() => {
    setConversationOnScreen(selectedId);
    return () => setConversationOnScreen(null);
  }, [selectedId]);

  useEffect(
    () =>
      onServerMessage((pushed) => {
        if (pushed.type !== 'chat_message') return;
        const { message } = pushed;
        if (!isConversationSeen(message.sessionId)) return;
        // Seen as it arrives: mark it read before the list refreshes, so its badge never flashes.
        if (message.isAdmin) void refreshList();
        else markRead(message.sessionId);
      }),
    [markRead, refreshList],
  );

  // Viewing a conversation reads it: on selecting it, on coming back to the page, and whenever the list
  // shows it unread (messages caught up after a reconnect).
  const selectedUnread = (selected?.unread ?? 0) > 0;
  const lastMarked = useRef<string | null>(null);
  useEffect(() => {
    if (selectedId === null || !visible) {
      lastMarked.current = null;
      return;
    }
    if (lastMarked.current === selectedId && !selectedUnread) return;
    lastMarked.current = selectedId;
    markRead(selectedId);
  }, [selectedId, visible, selectedUnread, markRead]);

  // Stacked on a phone, the conversation is below the list: bring it into view.
  const paneRef = useRef<HTMLDivElement>(null);
  const select = (sessionId: string) => {
    // Said at once, not after the render: a message arriving in between belongs to the new conversation.
    setConversationOnScreen(sessionId);
    setSelectedId(sessionId);
    if (window.matchMedia('(max-width: 767.98px)').matches) {
      requestAnimationFrame(() => paneRef.current?.scrollIntoView({ block: 'start' }));
    }
  };

  return (
    <div className="grid items-start gap-6 md:grid-cols-3">
      <ConversationList
        sessions={sessions.data}
        isPending={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        selectedId={selectedId}
        onSelect={select}
      />
      <div ref={paneRef} className="min-w-0 scroll-mt-[4.5rem] md:col-span-2">
        <ConversationPane
          key={selectedId ?? ''}
          tools={<MuteButton muted={muted} onToggle={toggleMuted} />}
          session={selected}
          selectedId={selectedId}
          messages={conversation.messages}
          isLoading={conversation.isLoading}
          error={conversation.error}
        />
      </div>
    </div>
  );
}
