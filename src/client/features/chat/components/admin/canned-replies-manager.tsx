// The Live Chat tab's canned replies manager: a dialog listing the operator's short replies in their
// order, with add, edit, delete and Move up/Move down on each. Every change is saved at once (the list
// whole, from the version it was read at) and reaches every open tab by the setting's push. Loaded when
// first opened (lazyDialog), like the other dialogs.
import { useState } from 'react';
import * as m from '#messages';
import type { CannedReply } from '#client/api/chat-canned-replies';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmItemDialog } from '#client/components/ui/confirm-dialog.tsx';
import { DialogFrame } from '#client/components/ui/dialog-frame.tsx';
import { RetryAlert } from '#client/components/ui/load-error.tsx';
import { CHAT_CANNED_REPLIES_MAX } from '#shared/chat';
import { useCannedRepliesEditor } from '../../hooks/use-canned-replies-editor';
import { CannedReplyForm } from './canned-reply-form';
import { CannedReplyRows } from './canned-reply-rows';
import { NoCannedReplies } from './no-canned-replies';

export interface CannedRepliesManagerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CannedRepliesManager({ open, onOpenChange }: CannedRepliesManagerProps) {
  const { query, replies, draft, bodyRef, said, openDraft, dropDraft, ...editor } = useCannedRepliesEditor();
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const full = replies.length >= CHAT_CANNED_REPLIES_MAX;

  let list;
  if (query.isPending) {
    list = <p className="py-6 text-center text-sm text-slate-600">{m.chat_cannedLoading}</p>;
  } else if (query.error && replies.length === 0) {
    list = (
      <RetryAlert
        message={m.chat_cannedLoadFailed({ reason: query.error.message })}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (replies.length === 0) {
    list = <NoCannedReplies className="rounded-lg border border-dashed border-slate-300 p-6 text-center" />;
  } else {
    list = (
      <CannedReplyRows replies={replies} onMove={editor.move} onEdit={openDraft} onDelete={setDeleting} />
    );
  }

  return (
    <>
      <DialogFrame
        open={open}
        onOpenChange={(next) => {
          // A reply half written is dropped with the dialog, as Cancel drops it.
          if (!next) dropDraft();
          onOpenChange(next);
        }}
        title={m.chat_cannedReplies}
        description={m.chat_cannedIntro}
        width="xl"
        long
        footer={
          <>
            <p className="mr-auto text-sm text-slate-600">
              {full
                ? m.chat_cannedFull({ max: CHAT_CANNED_REPLIES_MAX })
                : m.chat_cannedCount({ count: replies.length, max: CHAT_CANNED_REPLIES_MAX })}
            </p>
            <Button
              variant="secondary"
              data-canned-add=""
              disabled={full || query.data === undefined || draft !== null}
              onClick={() => openDraft()}
            >
              {m.chat_cannedAdd}
            </Button>
          </>
        }
      >
        <div ref={bodyRef} className="grid gap-4">
          <p aria-live="polite" className="sr-only">
            {said}
          </p>
          {draft && (
            <CannedReplyForm
              draft={draft}
              savedTitle={replies.find((r) => r.id === draft.id)?.title}
              error={editor.draftError}
              saving={editor.saving}
              onChange={editor.setDraft}
              onCancel={editor.closeDraft}
              onSubmit={editor.submitDraft}
            />
          )}
          {list}
        </div>
      </DialogFrame>
      <ConfirmItemDialog
        item={deleting}
        onCancel={() => setDeleting(null)}
        title={m.chat_cannedDeleteTitle}
        description={m.chat_cannedDeleteText}
        confirmLabel={m.chat_cannedDeleteConfirm}
        danger
        onConfirm={(reply) => {
          setDeleting(null);
          editor.remove(reply);
        }}
      />
    </>
  );
}
