// The admin dashboard's Live Chat tab (SPEC §2, issue 12): the conversations on the left, the open one on
// the right. It listens to no push itself: the dashboard's ChatDesk appends each message, keeps the list
// and reads the conversation this tab says it shows.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as m from '#messages';
import { chatSessionsKey, getChatSessions } from '#client/api/chat';
import { Button } from '#client/components/ui/button.tsx';
import { lazyDialog } from '#client/components/ui/lazy-dialog.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { useConversation } from '../../hooks/use-conversation';
// Types only: the code itself comes with import() below.
import type { CannedRepliesManagerProps } from './canned-replies-manager';
import { useChatDesk } from './chat-desk';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';

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

export function LiveChatTab() {
  const { shown: selectedId, show, muted, toggleMuted } = useChatDesk();
  const sessions = useQuery({ queryKey: chatSessionsKey, queryFn: getChatSessions });
  const conversation = useConversation(selectedId, { followPushes: false });
  const [managingCanned, setManagingCanned] = useState(false);
  const selected = sessions.data?.find((s) => s.sessionId === selectedId);

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
      <CannedRepliesManager open={managingCanned} onOpenChange={setManagingCanned} />
    </div>
  );
}
