// The chat button of every public page, bottom-left (the contact buttons hold bottom-right, with their own
// handset icon and word: the two are never taken for each other). It is all
// of the chat that a page's first load carries: the panel, its messages and the socket subscription load
// when it is pressed, or in the background when this device already has a conversation (so a reply
// shows up as an unread badge).
import { Suspense, useEffect, useRef, useState } from 'react';
import * as m from '#messages';
import { LoadFailed } from '#client/components/ui/load-failed.tsx';
import { ChunkErrorBoundary, retryableLazy } from '#client/lib/chunk-loading.tsx';
import { readStoredConversation } from '../../lib/stored-conversation';
import { useTyping } from '#client/lib/use-typing';

const ChatPanel = retryableLazy(() => import('./chat-panel'));

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  /** The panel's code is wanted: pressed once, or a conversation to follow. */
  const [wanted, setWanted] = useState(false);
  const [unread, setUnread] = useState(0);
  const typing = useTyping();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (readStoredConversation() === null) return;
    // After the page has settled: never in the way of the first paint.
    const timer = window.setTimeout(() => setWanted(true), 2000);
    return () => window.clearTimeout(timer);
  }, []);

  // Focus goes back to the button when the panel closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const label = unread > 0 ? m.chat_launcherUnread({ unread }) : m.chat_title;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="chat-launcher"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={`${typing ? 'max-md:hidden' : ''} fixed bottom-[max(1rem,env(safe-area-inset-bottom))] left-[max(1rem,env(safe-area-inset-left))] z-40 flex h-14 items-center gap-2 rounded-full bg-brand-500 pr-5 pl-4 font-bold text-night-900 shadow-lg hover:bg-brand-400`}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" fill="currentColor" aria-hidden="true">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
        </svg>
        {/* Part of the button's name (label in name), so a visitor may say it to voice control. */}
        <span>{m.chat_launcherText}</span>
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-600 px-1 text-xs leading-5 font-bold text-white"
          >
            {unread}
          </span>
        )}
      </button>
      {wanted && (
        <ChunkErrorBoundary
          onRetry={ChatPanel.reset}
          // A background load that failed stays silent until the visitor asks for the chat.
          fallback={(retry) =>
            open ? (
              <LoadFailed
                what={m.chat_openFailed}
                onRetry={retry}
                onClose={() => setOpen(false)}
                className="fixed bottom-[max(5.5rem,calc(env(safe-area-inset-bottom)+4.5rem))] left-4 z-50 w-[min(92vw,22rem)] rounded-xl bg-white p-4 text-slate-900 shadow-2xl"
              />
            ) : null
          }
        >
          <Suspense fallback={null}>
            <ChatPanel open={open} onClose={() => setOpen(false)} onUnreadChange={setUnread} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </>
  );
}
