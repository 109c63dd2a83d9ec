// The Live Chat tab's canned replies manager (issue 26 point 3): a dialog listing the operator's short
// replies in their order, with add, edit, delete and Move up/Move down on each. Every change is saved at
// once (the list whole, from the version it was read at) and reaches every open tab by the setting's
// push. Loaded when first opened (lazyDialog), like the other dialogs.
import { useEffect, useRef, useState } from 'react';
import * as m from '#messages';
import type { CannedReply } from '#client/api/chat-canned-replies';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmItemDialog } from '#client/components/ui/confirm-dialog.tsx';
import { DialogFrame } from '#client/components/ui/dialog-frame.tsx';
import { RetryAlert } from '#client/components/ui/load-error.tsx';
import { StrokeIcon, TrashIcon } from '#client/components/ui/icons.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { ApiError } from '#client/lib/api-client';
import { useId } from '#client/lib/use-id';
import { moveByStep, newId } from '#client/lib/draft-helpers';
import { issueText } from '#client/i18n/issue-text';
import { cannedReplySchema } from '#shared/api/chat-canned-replies';
import { CHAT_CANNED_REPLIES_MAX, CHAT_CANNED_TITLE_MAX, CHAT_MESSAGE_MAX } from '#shared/chat';
import {
  useCannedReplies,
  useCannedRepliesChange,
  type CannedRepliesEdit,
} from '../../hooks/use-canned-replies';
import { NoCannedReplies } from './no-canned-replies';

const rowButton =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Move up (-1) or Move down (1): named by the reply, marked for focus to find it after the move. */
function MoveButton({
  reply,
  step,
  disabled,
  onMove,
}: {
  reply: CannedReply;
  step: -1 | 1;
  disabled: boolean;
  onMove: (reply: CannedReply, step: -1 | 1) => void;
}) {
  return (
    <button
      type="button"
      data-canned={reply.id}
      data-control={step === -1 ? 'up' : 'down'}
      className={`${rowButton} w-10`}
      aria-label={step === -1 ? m.chat_cannedMoveUp(reply) : m.chat_cannedMoveDown(reply)}
      disabled={disabled}
      onClick={() => onMove(reply, step)}
    >
      <StrokeIcon d={step === -1 ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M19 12l-7 7-7-7'} />
    </button>
  );
}

/** The reply being written: a new one (id null) or an edit of the one with this id. */
interface Draft {
  id: string | null;
  title: string;
  text: string;
}

/** Why a save was refused, in words: another tab's save first, or the server's own message. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? m.chat_cannedConflict
    : error instanceof Error
      ? error.message
      : m.chat_cannedSaveFailed;

/** Where focus goes once the list has drawn a change: a row's control, or the Add button. */
type FocusTarget = { id: string; control: 'up' | 'down' | 'edit' } | 'add';

export interface CannedRepliesManagerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CannedRepliesManager({ open, onOpenChange }: CannedRepliesManagerProps) {
  const query = useCannedReplies();
  const { change, saving } = useCannedRepliesChange();
  const replies = query.data?.replies ?? [];
  const [draft, setDraft] = useState<Draft | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  /** What a screen reader is told of the last change (a move leaves no other trace it would read). */
  const [said, setSaid] = useState('');
  const bodyRef = useRef<HTMLDivElement>(null);
  const formTitleId = useId();
  const titleRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after the next drawing; the count draws again when it is set. */
  const focusRef = useRef<FocusTarget | null>(null);
  const [focusCount, setFocusCount] = useState(0);
  const setFocusNext = (target: FocusTarget) => {
    focusRef.current = target;
    setFocusCount((n) => n + 1);
  };

  // After the rows are drawn again: a moved row's button lost its focus as the row moved (and is
  // disabled at the end of the list), a closed form leaves focus where it was opened from.
  useEffect(() => {
    const target = focusRef.current;
    if (target === null) return;
    focusRef.current = null;
    const root = bodyRef.current?.closest('[role="dialog"]');
    const find = (selector: string) => {
      const button = root?.querySelector<HTMLButtonElement>(selector);
      return button && !button.disabled ? button : null;
    };
    const edit = (id: string) => find(`[data-canned="${id}"][data-control="edit"]`);
    if (target === 'add') {
      // A full list has no Add: the newest reply's Edit then.
      (find('[data-canned-add]') ?? edit(query.data?.replies.at(-1)?.id ?? ''))?.focus();
      return;
    }
    const { id, control } = target;
    const other = control === 'up' ? 'down' : 'up';
    (
      find(`[data-canned="${id}"][data-control="${control}"]`) ??
      (control === 'edit' ? null : find(`[data-canned="${id}"][data-control="${other}"]`)) ??
      edit(id)
    )?.focus();
  }, [focusCount, query.data]);

  // The form's title field takes focus when the form opens.
  const formOpen = draft !== null;
  useEffect(() => {
    if (formOpen) titleRef.current?.querySelector('input')?.focus();
  }, [formOpen]);

  const save = (
    edit: CannedRepliesEdit,
    {
      shown,
      done,
      refused,
    }: {
      shown?: (list: readonly CannedReply[]) => void;
      done?: () => void;
      refused: (reason: string) => void;
    },
  ) => {
    change(edit, shown).then(
      (saved) => {
        if (saved) done?.();
      },
      (error: unknown) => refused(refusal(error)),
    );
  };
  const refusedToast = (reason: string) =>
    toast({ title: m.chat_cannedSaveFailed, description: reason, variant: 'destructive' });

  const move = (reply: CannedReply, step: -1 | 1) => {
    save(
      (list) => {
        const next = moveByStep(list, reply.id, step);
        return next.some((entry, i) => entry.id !== list[i]?.id) ? next : null;
      },
      {
        // Said and focused as soon as the move shows: the row's button lost its focus as the row moved.
        shown: (list) => {
          const position = list.findIndex((entry) => entry.id === reply.id) + 1;
          setSaid(m.chat_cannedMoved({ title: reply.title, position, count: list.length }));
          setFocusNext({ id: reply.id, control: step === -1 ? 'up' : 'down' });
        },
        refused: refusedToast,
      },
    );
  };

  const submitDraft = () => {
    if (!draft) return;
    const id = draft.id ?? newId();
    const checked = cannedReplySchema.safeParse({ id, title: draft.title, text: draft.text });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      setDraftError(issue ? issueText(issue) : m.errors_requestInvalid);
      return;
    }
    const reply = checked.data;
    setDraftError(null);
    save(
      (list) => {
        const at = list.findIndex((entry) => entry.id === reply.id);
        // An edit of a reply another tab deleted meanwhile is kept, as a new one at the end.
        return at < 0 ? [...list, reply] : list.map((entry) => (entry.id === reply.id ? reply : entry));
      },
      {
        done: () => {
          setDraft(null);
          setSaid(draft.id === null ? m.chat_cannedAdded(reply) : m.chat_cannedSaved(reply));
          setFocusNext(draft.id === null ? 'add' : { id: reply.id, control: 'edit' });
        },
        refused: setDraftError,
      },
    );
  };

  const remove = (reply: CannedReply) => {
    save(
      (list) => (list.some((entry) => entry.id === reply.id) ? list.filter((e) => e.id !== reply.id) : null),
      {
        shown: (list) => {
          setSaid(m.chat_cannedDeleted(reply));
          // The row after it, or before it when it was the last; the Add button when none is left.
          const index = replies.findIndex((entry) => entry.id === reply.id);
          const neighbour = list[Math.min(Math.max(index, 0), list.length - 1)];
          setFocusNext(neighbour ? { id: neighbour.id, control: 'edit' } : 'add');
        },
        refused: refusedToast,
      },
    );
  };

  const full = replies.length >= CHAT_CANNED_REPLIES_MAX;
  const closeDraft = () => {
    setFocusNext(draft?.id ? { id: draft.id, control: 'edit' } : 'add');
    setDraft(null);
    setDraftError(null);
  };

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
      <ol aria-label={m.chat_cannedReplies} className="flex flex-col gap-2">
        {replies.map((reply, index) => (
          <li
            key={reply.id}
            data-testid="canned-reply"
            className="flex flex-wrap items-start gap-2 rounded-lg border border-slate-200 bg-white p-2 shadow-sm sm:flex-nowrap sm:p-3"
          >
            <div className="min-w-0 flex-1 basis-full sm:basis-auto">
              <p className="font-semibold break-words text-slate-900">{reply.title}</p>
              <p className="mt-0.5 line-clamp-2 text-sm break-words whitespace-pre-wrap text-slate-600">
                {reply.text}
              </p>
            </div>
            <div className="ml-auto flex shrink-0 items-center gap-1.5">
              <MoveButton reply={reply} step={-1} disabled={index === 0} onMove={move} />
              <MoveButton reply={reply} step={1} disabled={index === replies.length - 1} onMove={move} />
              <button
                type="button"
                data-canned={reply.id}
                data-control="edit"
                className={`${rowButton} px-3 text-sm font-semibold`}
                aria-label={m.chat_cannedEditing(reply)}
                onClick={() => {
                  setDraftError(null);
                  setDraft({ id: reply.id, title: reply.title, text: reply.text });
                }}
              >
                {m.chat_cannedEdit}
              </button>
              <button
                type="button"
                className={`${rowButton} w-10 text-red-700`}
                aria-label={m.chat_cannedDelete(reply)}
                onClick={() => setDeleting(reply)}
              >
                <TrashIcon />
              </button>
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <>
      <DialogFrame
        open={open}
        onOpenChange={(next) => {
          // A reply half written is dropped with the dialog, as Cancel drops it.
          if (!next) {
            setDraft(null);
            setDraftError(null);
          }
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
              onClick={() => {
                setDraftError(null);
                setDraft({ id: null, title: '', text: '' });
              }}
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
            <form
              noValidate
              aria-labelledby={formTitleId}
              className="grid gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
              onSubmit={(event) => {
                event.preventDefault();
                submitDraft();
              }}
            >
              <h3 id={formTitleId} className="font-semibold text-slate-900">
                {draft.id === null
                  ? m.chat_cannedNew
                  : m.chat_cannedEditing({
                      title: replies.find((r) => r.id === draft.id)?.title ?? draft.title,
                    })}
              </h3>
              <div ref={titleRef}>
                <TextField
                  label={m.chat_cannedTitle}
                  hint={m.chat_cannedTitleHint}
                  value={draft.title}
                  maxLength={CHAT_CANNED_TITLE_MAX}
                  onChange={(title) => setDraft({ ...draft, title })}
                />
              </div>
              <TextField
                label={m.chat_cannedText}
                multiline
                rows={4}
                value={draft.text}
                maxLength={CHAT_MESSAGE_MAX}
                onChange={(text) => setDraft({ ...draft, text })}
              />
              {draftError && (
                <p role="alert" className="text-sm break-words text-red-700">
                  {draftError}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={closeDraft}>
                  {m.ui_cancel}
                </Button>
                <Button type="submit" variant="secondary" disabled={saving}>
                  {saving ? m.chat_cannedSaving : m.chat_cannedSave}
                </Button>
              </div>
            </form>
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
          remove(reply);
        }}
      />
    </>
  );
}
