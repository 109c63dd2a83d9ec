// The top of the visitor's chat: its title, what the chat says now (open, closed, away) and the close button.
import * as m from '#messages';

export function PanelHeader({ statusText, onClose }: { statusText: string; onClose: () => void }) {
  return (
    <header className="flex items-start gap-3 bg-night-700 px-4 py-3 text-white">
      <div className="min-w-0 flex-1">
        <h2 id="chat-title" className="text-base font-bold">
          {m.chat_title}
        </h2>
        <p id="chat-status" className="text-sm text-white/80">
          {statusText}
        </p>
      </div>
      <button
        type="button"
        aria-label={m.chat_close}
        onClick={onClose}
        className="-mr-1 flex size-10 items-center justify-center rounded-md text-2xl leading-none hover:bg-white/10"
      >
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}
