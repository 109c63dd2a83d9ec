// The visitor's chat, loaded on demand by the launcher. A native modal <dialog>: labelled, the
// page behind it inert (focus stays inside), Escape closes; no dialog library, which would drag shared
// code into every page's first load. The conversation's id, issued by the server with the first message, is kept on this
// device, so a reload or a return visit continues it; while closed it keeps following the conversation
// and counts Support's replies not yet seen, for the launcher's badge.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import * as m from '#messages';
import { CHAT_MESSAGE_MAX, CHAT_NAME_MAX } from '#shared/chat';
import { chatMessagesKey, sendChatImage, sendChatMessage } from '#client/api/chat';
import { inputClass, labelClass } from '#client/components/ui/field-classes';
import { ApiError } from '#client/lib/api-client';
import { useChatCacheWriter } from '../../hooks/use-chat-pushes';
import { useConversation } from '../../hooks/use-conversation';
import { AttachImageButton } from '../chat-image';
import { ContactForm } from './contact-form';
import { FieldRow } from './field-row';
import { keepFocusInside } from './keep-focus-inside';
import { MessageLog } from './message-log';
import { PanelHeader } from './panel-header';
import { useFollowConversation } from './use-follow-conversation';
import { useUnreadReplies } from './use-unread-replies';
import { useChatStatus } from './use-chat-status';
import { useSeenMark } from '../../hooks/use-seen-mark';
import { useSendTyping, useTypingSign } from '../../hooks/use-typing-signs';
import { markContextSent, visitorContext } from '../../lib/visitor-context';
import {
  readStoredConversation,
  readStoredName,
  storeConversation,
  storeName,
} from '../../lib/stored-conversation';

export default function ChatPanel({
  open,
  onClose,
  onUnreadChange,
}: {
  open: boolean;
  onClose: () => void;
  onUnreadChange: (unread: number) => void;
}) {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState(readStoredConversation);
  const [name, setName] = useState(readStoredName);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);

  // This page's one writer of chat pushes into the cache (the widget is never on /admin, whose desk writes).
  useChatCacheWriter();
  const conversation = useConversation(sessionId);
  const { messages } = conversation;
  const { away, statusText } = useChatStatus(open, messages);

  // The stored conversation is gone (a reset database): the next message starts a new one.
  const lost = conversation.error instanceof ApiError && conversation.error.status === 404;
  const activeId = lost ? null : sessionId;
  useEffect(() => {
    if (lost) storeConversation(null);
  }, [lost]);

  const path = useFollowConversation(activeId);

  const typingSign = useSendTyping(activeId, false);
  const supportTyping = useTypingSign(activeId, true);
  const seenUpTo = useSeenMark(activeId);
  // 'Seen' goes under the newest of the visitor's messages the operator has read.
  const lastSeenId = messages.findLast((message) => !message.isAdmin && message.id <= seenUpTo)?.id;

  const dialog = useRef<HTMLDialogElement>(null);
  useUnreadReplies(dialog, open, messages, onUnreadChange);

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, open]);

  async function send(event?: { preventDefault: () => void }) {
    event?.preventDefault();
    const message = text.trim();
    if (message === '' || sending) return;
    setSending(true);
    setError(null);
    const senderName = name.trim();
    const context = activeId === null ? visitorContext(path) : undefined;
    try {
      const sent = await sendChatMessage({
        ...(activeId === null ? {} : { sessionId: activeId }),
        ...(senderName === '' ? {} : { senderName }),
        message,
        ...(context ? { context } : {}),
      });
      storeName(senderName);
      if (context) markContextSent(sent.sessionId, context);
      if (activeId === null) {
        queryClient.setQueryData(chatMessagesKey(sent.sessionId), [sent.message]);
        storeConversation(sent.sessionId);
        setSessionId(sent.sessionId);
      } else {
        conversation.add(sent.message);
      }
      setText('');
    } catch (err) {
      if (err instanceof ApiError && err.status === 404 && activeId !== null) {
        storeConversation(null);
        setSessionId(null);
        setError(m.chat_ended);
      } else {
        setError(err instanceof Error ? err.message : m.chat_sendFailed);
      }
    } finally {
      setSending(false);
      textarea.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter that ends an IME composition is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  // The dialog element follows `open`; Escape and the close button come back through onClose.
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      textarea.current?.focus();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="chat-title"
      aria-describedby="chat-status"
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // A press on the backdrop (outside the panel's box) closes it, as a tap outside a sheet does.
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      // On a phone on its side (styles.css 'short') a corner panel left the messages 20 px: there it takes
      // the screen's height, the messages on the left and the form beside them.
      className="fixed inset-x-0 top-16 bottom-0 z-[100] m-0 flex h-auto max-h-none w-full max-w-none flex-col overflow-hidden bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-black/40 not-open:hidden md:inset-x-auto md:top-auto md:bottom-6 md:left-6 md:h-[min(70dvh,560px)] md:w-[380px] md:rounded-xl short:inset-x-0 short:top-2 short:bottom-2 short:mx-auto short:h-auto short:w-[min(100%-1rem,48rem)] short:rounded-xl"
    >
      <PanelHeader statusText={statusText} onClose={onClose} />

      <div className="flex min-h-0 flex-1 flex-col short:flex-row">
        <MessageLog
          logRef={log}
          messages={messages}
          isLoading={conversation.isLoading}
          lastSeenId={lastSeenId}
          supportTyping={supportTyping}
        />
        <div className="short:w-80 short:shrink-0 short:overflow-y-auto short:border-l short:border-slate-200">
          {away && (
            <div className="border-t border-slate-200 bg-amber-50 px-4 py-3">
              <ContactForm
                sessionId={activeId}
                onConversation={(id) => {
                  storeConversation(id);
                  setSessionId(id);
                }}
              />
            </div>
          )}
          <form onSubmit={(event) => void send(event)} className="border-t border-slate-200 px-4 py-3">
            {activeId === null && (
              <div className="mb-2">
                <label htmlFor="chat-name" className={labelClass}>
                  {m.chat_nameLabel}
                </label>
                <input
                  id="chat-name"
                  className={inputClass}
                  value={name}
                  maxLength={CHAT_NAME_MAX}
                  autoComplete="name"
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
            )}
            <FieldRow id="chat-message" label={m.chat_message}>
              <textarea
                id="chat-message"
                ref={textarea}
                rows={2}
                className={`${inputClass} resize-none`}
                value={text}
                maxLength={CHAT_MESSAGE_MAX}
                aria-describedby={error ? 'chat-error' : undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  typingSign();
                }}
                onKeyDown={onKeyDown}
              />
              {activeId !== null && (
                <AttachImageButton
                  disabled={sending}
                  onPick={async (file) => {
                    setError(null);
                    try {
                      conversation.add((await sendChatImage(activeId, file)).message);
                    } catch (err) {
                      setError(err instanceof Error && err.message ? err.message : m.chat_imageFailed);
                    }
                  }}
                />
              )}
              <button
                type="submit"
                disabled={sending || text.trim() === ''}
                className="min-h-10 shrink-0 rounded-md bg-brand-500 px-4 text-sm font-semibold text-night-900 hover:bg-brand-400 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {sending ? m.chat_sending : m.chat_send}
              </button>
            </FieldRow>
            {error && (
              <p id="chat-error" role="alert" className="mt-2 text-sm text-red-700">
                {error}
              </p>
            )}
          </form>
        </div>
      </div>
    </dialog>
  );
}
