// The operator's reply to the open conversation: Enter sends, Shift+Enter makes a new line (sent as
// Support); '/' puts in a canned reply; an image goes by the picture button. What was typed stays when
// the operator moves to another conversation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as m from '#messages';
import { CHAT_MESSAGE_MAX } from '#shared/chat';
import { sendChatImage, sendChatMessage } from '#client/api/chat';
import { Button } from '#client/components/ui/button.tsx';
import { inputClass, labelClass } from '#client/components/ui/field-classes';
import { toast } from '#client/components/ui/use-toast';
import { useId } from '#client/lib/use-id';
import { useCannedPicker } from '../../hooks/use-canned-picker';
import { useSendTyping } from '../../hooks/use-typing-signs';
import { addChatMessages } from '../../lib/messages';
import { AttachImageButton } from '../chat-image';
import { CannedReplyPicker } from './canned-reply-picker';

export function ReplyForm({
  selectedId,
  onManageCannedReplies,
  status,
}: {
  selectedId: string | null;
  /** Said beside the box's label as it changes: the visitor's typing sign. */
  status: string;
  /** Opens the canned replies manager: the '/' list points there while it is empty. */
  onManageCannedReplies: (() => void) | undefined;
}) {
  const replyId = useId();
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');

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

  // Typing stops at the limit, but a canned reply put into a long message can pass it.
  const tooLong = reply.length > CHAT_MESSAGE_MAX;
  const canSend = selectedId !== null && reply.trim() !== '' && !tooLong && !send.isPending;
  const submit = () => {
    if (!canSend) return;
    send.mutate({ sessionId: selectedId, message: reply });
  };

  const typingSign = useSendTyping(selectedId, true);
  const canned = useCannedPicker({
    value: reply,
    onInsert: (text) => {
      setReply(text);
      typingSign();
    },
    onManage: onManageCannedReplies,
  });

  return (
    <form
      className="mt-1"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex items-baseline gap-3">
        <label htmlFor={replyId} className={labelClass}>
          {m.chat_reply}
        </label>
        <p aria-live="polite" className="min-w-0 flex-1 truncate text-sm text-slate-600 italic">
          {status}
        </p>
      </div>
      <div className="flex items-end gap-2">
        <div className="relative min-w-0 flex-1">
          <textarea
            id={replyId}
            {...canned.boxProps}
            value={reply}
            rows={2}
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
          <CannedReplyPicker {...canned.list} />
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
        <Button type="submit" disabled={!canSend} className="px-3 sm:w-28">
          {send.isPending ? m.chat_sending : m.chat_send}
        </Button>
      </div>
    </form>
  );
}
