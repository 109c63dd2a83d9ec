// The visitor's chat (issue 12), loaded on demand by the launcher. A native modal <dialog>: labelled, the
// page behind it inert (focus stays inside), Escape closes; no dialog library, which would drag shared
// code into every page's first load. The conversation's id, issued by the server with the first message, is kept on this
// device, so a reload or a return visit continues it; while closed it keeps following the conversation
// and counts Support's replies not yet seen, for the launcher's badge.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import * as m from '#messages';
import { CHAT_MESSAGE_MAX, CHAT_NAME_MAX, CHAT_OPERATOR_ONLINE_MS } from '#shared/chat';
import { BUSINESS_ZONE } from '#shared/business-date';
import {
  chatMessagesKey,
  chatStatusKey,
  getChatStatus,
  sendChatContext,
  sendChatImage,
  sendChatMessage,
} from '#client/api/chat';
import { inputClass, labelClass } from '#client/components/ui/field-classes';
import { dateTime } from '#client/i18n/format';
import { ApiError } from '#client/lib/api-client';
import { useRealtime } from '#client/lib/use-push';
import { local } from '#client/lib/storage';
import { useChatCacheWriter } from '../../hooks/use-chat-pushes';
import { useConversation } from '../../hooks/use-conversation';
import { AttachImageButton, ChatImage } from '../chat-image';
import { ContactForm } from './contact-form';
import { FieldRow } from './field-row';
import { useSeenMark } from '../../hooks/use-seen-mark';
import { useSendTyping, useTypingSign } from '../../hooks/use-typing-signs';
import { formatChatTime } from '../../lib/chat-time';
import { lastMessageId } from '../../lib/messages';
import { isContextSent, markContextSent, visitorContext } from '../../lib/visitor-context';
import {
  readStoredConversation,
  readStoredName,
  storeConversation,
  storeName,
} from '../../lib/stored-conversation';

/** The newest Support reply this device has shown the visitor; later ones count as unread. */
const SEEN_KEY = 'chatSeenMessageId';
const readSeen = () => Number(local.get(SEEN_KEY) ?? 0) || 0;

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
  const status = useQuery({
    queryKey: chatStatusKey,
    queryFn: getChatStatus,
    enabled: open,
    // Asked again when the panel is reopened a minute later.
    staleTime: 60_000,
  });

  // Support answering here is proof enough that someone is online, whatever the status said on opening.
  const lastReply = messages.findLast((message) => message.isAdmin);
  const answeredLately =
    lastReply !== undefined &&
    Date.parse(lastReply.createdAt) > status.dataUpdatedAt - CHAT_OPERATOR_ONLINE_MS;
  // Closed by the operator's hours or switch, or no one there lately: said, and a contact asked for.
  // Messages are still taken and answered later.
  const closed = status.data?.open === false;
  const away = closed || (status.data?.operatorOnline === false && !answeredLately);
  const opensAt = status.data?.opensAt;
  let statusText: string = m.chat_intro;
  if (closed) {
    statusText = opensAt ? m.chat_closedUntil({ time: dateTime(opensAt, { year: false }) }) : m.chat_closed;
  } else if (away) {
    statusText = m.chat_offline;
  }

  // The stored conversation is gone (a reset database): the next message starts a new one.
  const lost = conversation.error instanceof ApiError && conversation.error.status === 404;
  const activeId = lost ? null : sessionId;
  useEffect(() => {
    if (lost) storeConversation(null);
  }, [lost]);

  const realtime = useRealtime();
  useEffect(() => realtime.subscribeChat(activeId), [realtime, activeId]);

  // The operator sees where the visitor is: sent again when it changes (another page, a new draw). A
  // failed update waits for the next change or visit; the chat itself goes on.
  const [path] = useLocation();
  useEffect(() => {
    if (activeId === null) return;
    const context = visitorContext(path);
    if (isContextSent(activeId, context)) return;
    sendChatContext(activeId, context).then(
      () => markContextSent(activeId, context),
      () => undefined,
    );
  }, [activeId, path]);

  const typingSign = useSendTyping(activeId, false);
  const supportTyping = useTypingSign(activeId, true);
  const seenUpTo = useSeenMark(activeId);
  // 'Seen' goes under the newest of the visitor's messages the operator has read.
  const lastSeenId = messages.findLast((message) => !message.isAdmin && message.id <= seenUpTo)?.id;

  // Open: everything shown counts as seen. Closed: Support's newer replies are the badge. Whether it is
  // open is asked of the dialog itself: Escape closes it at once, while `open` follows only after its close
  // event, and a reply arriving in between was counted as seen though the visitor never saw it.
  const dialog = useRef<HTMLDialogElement>(null);
  const newest = lastMessageId(messages) ?? 0;
  // In the commit that draws the reply, not an effect after it: a visitor (or a test) who presses Escape
  // as soon as the reply shows would otherwise close the dialog before it was marked seen, and find it
  // counted unread.
  useLayoutEffect(() => {
    if (dialog.current?.open && newest > readSeen()) local.set(SEEN_KEY, String(newest));
  }, [open, newest]);
  const seen = readSeen();
  const unread = open ? 0 : messages.filter((message) => message.isAdmin && message.id > seen).length;
  useEffect(() => onUnreadChange(unread), [unread, onUnreadChange]);

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

  // A modal <dialog> makes the page behind it inert, but Tab past its last control would leave for the
  // browser's own UI; the focus goes round inside instead.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button, input, textarea')].filter(
      (el) => !el.hasAttribute('disabled'),
    );
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

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

      <div className="flex min-h-0 flex-1 flex-col short:flex-row">
        <div className="flex min-h-0 flex-1 flex-col">
          <div
            ref={log}
            role="log"
            aria-label={m.chat_conversation}
            aria-live="polite"
            className="flex flex-1 flex-col gap-2 overflow-y-auto px-4 py-3"
          >
            {conversation.isLoading && <p className="text-sm text-slate-500">{m.chat_loadingConversation}</p>}
            {!conversation.isLoading && messages.length === 0 && (
              <p className="text-sm text-slate-600">{m.chat_empty}</p>
            )}
            {messages.map((message) => (
              <div
                key={message.id}
                className={`max-w-[85%] rounded-lg px-3 py-2 ${message.isAdmin ? 'self-start bg-slate-100' : 'self-end bg-brand-100'}`}
              >
                {/* Every operator reply is stored under the one name 'Support': said in the page's language. */}
                <p className="text-xs font-semibold text-slate-700">
                  {message.isAdmin ? m.chat_support : m.chat_you}{' '}
                  {/* The site's clock, labelled, whatever the device's zone: what Support and the pages say too. */}
                  <span className="font-normal">
                    ·{' '}
                    <time dateTime={message.createdAt}>
                      {formatChatTime(message.createdAt)} ({BUSINESS_ZONE})
                    </time>
                  </span>
                </p>
                {message.imageUrl ? (
                  <ChatImage
                    url={message.imageUrl}
                    alt={message.isAdmin ? m.chat_imageFromSupport : m.chat_yourImage}
                    visitorOf={message.sessionId}
                  />
                ) : (
                  <p className="text-sm break-words whitespace-pre-wrap">{message.message}</p>
                )}
                {message.id === lastSeenId && (
                  <p className="mt-0.5 text-right text-xs text-slate-600">{m.chat_seen}</p>
                )}
              </div>
            ))}
          </div>
          <p aria-live="polite" className="h-5 px-4 text-xs text-slate-600 italic">
            {supportTyping ? m.chat_supportTyping : ''}
          </p>
        </div>
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
