// The open conversation of the Live Chat tab: its messages (a live log that scrolls to the newest), the
// operator's reply (Enter sends, Shift+Enter makes a new line; sent as Support; '/' puts in a canned
// reply; an image by the picture button), Mark resolved, and its export as a text transcript or CSV.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { CHAT_MESSAGE_MAX } from '#shared/chat';
import {
  chatSessionsKey,
  resolveChat,
  sendChatImage,
  sendChatMessage,
  type ChatMessage,
  type ChatSessionSummary,
} from '#client/api/chat';
import { Button } from '#client/components/ui/button.tsx';
import { chatExportUrl } from '#client/api/chat-find';
import { Card } from '#client/components/ui/card.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { inputClass, labelClass } from '#client/components/ui/field-classes';
import { toast } from '#client/components/ui/use-toast';
import { useSendTyping, useTypingSign } from '../../hooks/use-typing-signs';
import { addChatMessages } from '../../lib/messages';
import { customerLabel } from '../../lib/sessions';
import { AttachImageButton, ChatImage } from '../chat-image';
import { useCannedPicker } from './canned-reply-picker';
import { ChatTime } from './chat-time';
import { ConversationHeader } from './conversation-header';

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.isAdmin;
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm ${
          mine ? 'rounded-br-sm bg-slate-900 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'
        }`}
      >
        <p className="flex items-baseline justify-between gap-3 text-xs">
          <span className="font-semibold">{message.isAdmin ? m.chat_support : message.senderName}</span>
          <ChatTime iso={message.createdAt} className={mine ? 'text-slate-300' : 'text-slate-600'} />
        </p>
        {message.imageUrl ? (
          <ChatImage
            url={message.imageUrl}
            alt={message.isAdmin ? m.chat_imageFromSupport : m.chat_imageFrom({ name: message.senderName })}
          />
        ) : (
          <p className="mt-0.5 text-sm break-words whitespace-pre-wrap">{message.message}</p>
        )}
      </div>
    </li>
  );
}

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
  const replyId = useId();
  const exportId = useId();
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const logRef = useRef<HTMLDivElement>(null);

  const refreshList = () => queryClient.invalidateQueries({ queryKey: chatSessionsKey });

  const send = useMutation({
    mutationFn: (input: { sessionId: string; message: string }) => sendChatMessage(input),
    onSuccess: ({ sessionId, message }, input) => {
      // Shown at once; the conversation list learns of it from its push.
      addChatMessages(queryClient, sessionId, [message]);
      // Clear only what was sent: the operator may have typed on, or moved to another conversation.
      setReply((current) => (current === input.message ? '' : current));
    },
    onError: () =>
      toast({
        title: m.chat_sendError,
        description: m.chat_sendFailed,
        variant: 'destructive',
      }),
  });

  const resolve = useMutation({
    mutationFn: (sessionId: string) => resolveChat(sessionId),
    onSettled: () => refreshList(),
    onError: (err) => toast({ title: m.chat_error, description: err.message, variant: 'destructive' }),
  });

  // Typing stops at the limit, but a canned reply put into a long message can pass it.
  const tooLong = reply.length > CHAT_MESSAGE_MAX;
  const canSend = selectedId !== null && reply.trim() !== '' && !tooLong && !send.isPending;
  const submit = () => {
    if (!canSend) return;
    send.mutate({ sessionId: selectedId, message: reply });
  };

  // The newest message in view: on opening a conversation and whenever one arrives.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId, selectedId]);

  const typingSign = useSendTyping(selectedId, true);
  const visitorTyping = useTypingSign(selectedId, false);
  const canned = useCannedPicker({
    value: reply,
    onInsert: (text) => {
      setReply(text);
      typingSign();
    },
    onManage: onManageCannedReplies,
  });

  const name = session && customerLabel(session);
  let log;
  if (selectedId === null) {
    log = <p className="m-auto text-sm text-slate-500">{m.chat_selectConversation}</p>;
  } else if (isLoading) {
    log = <p className="m-auto text-sm text-slate-500">{m.chat_loadingMessages}</p>;
  } else if (error && messages.length === 0) {
    log = (
      <p role="alert" className="m-auto text-center text-sm text-red-700">
        {m.chat_messagesLoadFailed({ reason: error.message })}
      </p>
    );
  } else if (messages.length === 0) {
    log = <p className="m-auto text-sm text-slate-500">{m.chat_noMessages}</p>;
  } else {
    log = (
      <ol className="space-y-3">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
    );
  }

  return (
    <Card
      title={name === undefined ? m.chat_conversation : m.chat_conversationWith({ name })}
      className="flex flex-col"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {tools}
          {session &&
            (session.resolved ? (
              <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
                {m.chat_resolved}
              </span>
            ) : (
              <Button
                variant="outline"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate(session.sessionId)}
              >
                {resolve.isPending ? m.chat_resolving : m.chat_markResolved}
              </Button>
            ))}
          {selectedId !== null && (
            <div role="group" aria-labelledby={exportId} className="inline-flex items-center gap-2">
              <span id={exportId} className="text-sm text-slate-600">
                {m.chat_export}
              </span>
              <ExportCsvButton
                href={chatExportUrl(selectedId, 'txt')}
                label={m.chat_formatText}
                name={m.chat_exportText}
              />
              <ExportCsvButton
                href={chatExportUrl(selectedId, 'csv')}
                label={m.chat_formatCsv}
                name={m.chat_exportCsv}
              />
            </div>
          )}
        </div>
      }
    >
      {selectedId !== null && <ConversationHeader sessionId={selectedId} />}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={name === undefined ? m.chat_messages : m.chat_messagesWith({ name })}
        // Scrollable, so keyboard users can reach it (axe: scrollable-region-focusable). At md and up its
        // height follows the window, so the reply box stays in view under it with the visitor header above
        // (at 1280x800 too).
        tabIndex={0}
        className="flex h-[22rem] flex-col overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-blue-600 md:h-[max(12rem,calc(100dvh-37rem))]"
      >
        {log}
      </div>
      <p aria-live="polite" className="mt-1 h-5 text-sm text-slate-600 italic">
        {visitorTyping ? m.chat_visitorTyping({ name: name ?? m.chat_contextTitle }) : ''}
      </p>
      <form
        className="mt-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={replyId} className={labelClass}>
          {m.chat_reply}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="relative min-w-0 flex-1">
            <textarea
              id={replyId}
              {...canned.boxProps}
              value={reply}
              rows={3}
              maxLength={CHAT_MESSAGE_MAX}
              disabled={selectedId === null}
              placeholder={selectedId === null ? m.chat_selectFirst : m.chat_replyPlaceholder}
              onChange={(e) => {
                setReply(e.target.value);
                typingSign();
                canned.follow(e.currentTarget);
              }}
              onKeyDown={(e) => {
                // The '/' list's keys first: while it is open, Enter chooses a reply and sends nothing.
                if (canned.onKeyDown(e)) return;
                // Enter sends; Shift+Enter is the textarea's new line; an IME's Enter confirms its text.
                if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
                e.preventDefault();
                submit();
              }}
              className={`${inputClass} block resize-y disabled:cursor-not-allowed disabled:bg-slate-100`}
            />
            {canned.popup}
            {tooLong && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {m.errors_fieldTooLong({ field: m.chat_reply, max: CHAT_MESSAGE_MAX })}
              </p>
            )}
          </div>
          <AttachImageButton
            disabled={selectedId === null}
            className="self-end"
            onPick={async (file) => {
              if (selectedId === null) return;
              try {
                const sent = await sendChatImage(selectedId, file);
                addChatMessages(queryClient, sent.sessionId, [sent.message]);
              } catch (err) {
                toast({
                  title: m.chat_imageFailed,
                  description: err instanceof Error ? err.message : '',
                  variant: 'destructive',
                });
              }
            }}
          />
          <Button type="submit" disabled={!canSend} className="sm:w-28">
            {send.isPending ? m.chat_sending : m.chat_send}
          </Button>
        </div>
      </form>
    </Card>
  );
}
