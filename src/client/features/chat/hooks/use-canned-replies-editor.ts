// The canned replies manager's work: the reply being written, each change saved at once (the list whole,
// from the version it was read at), what a screen reader is told of it and where focus goes after it.
import { useState } from 'react';
import * as m from '#messages';
import type { CannedReply } from '#client/api/chat-canned-replies';
import { toast } from '#client/components/ui/use-toast';
import { ApiError } from '#client/lib/api-client';
import { newId } from '#client/lib/draft-helpers';
import { issueText } from '#client/i18n/issue-text';
import { cannedReplySchema } from '#shared/api/chat-canned-replies';
import { neighbourOf, withMoved, withSaved, withoutEntry } from '../lib/canned-edits';
import { useCannedFocus } from './use-canned-focus';
import { useCannedReplies, useCannedRepliesChange, type CannedRepliesEdit } from './use-canned-replies';

/** The reply being written: a new one (id null) or an edit of the one with this id. */
export interface CannedDraft {
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

const refusedToast = (reason: string) =>
  toast({ title: m.chat_cannedSaveFailed, description: reason, variant: 'destructive' });

export function useCannedRepliesEditor() {
  const query = useCannedReplies();
  const { change, saving } = useCannedRepliesChange();
  const replies = query.data?.replies ?? [];
  const [draft, setDraft] = useState<CannedDraft | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  /** What a screen reader is told of the last change (a move leaves no other trace it would read). */
  const [said, setSaid] = useState('');
  const { bodyRef, focusNext } = useCannedFocus(query.data);

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

  const move = (reply: CannedReply, step: -1 | 1) => {
    save((list) => withMoved(list, reply.id, step), {
      // Said and focused as soon as the move shows: the row's button lost its focus as the row moved.
      shown: (list) => {
        const position = list.findIndex((entry) => entry.id === reply.id) + 1;
        setSaid(m.chat_cannedMoved({ title: reply.title, position, count: list.length }));
        focusNext({ id: reply.id, control: step === -1 ? 'up' : 'down' });
      },
      refused: refusedToast,
    });
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
    // An edit of a reply another tab deleted meanwhile is kept, as a new one at the end.
    save((list) => withSaved(list, reply), {
      done: () => {
        setDraft(null);
        setSaid(draft.id === null ? m.chat_cannedAdded(reply) : m.chat_cannedSaved(reply));
        focusNext(draft.id === null ? 'add' : { id: reply.id, control: 'edit' });
      },
      refused: setDraftError,
    });
  };

  const remove = (reply: CannedReply) => {
    save((list) => withoutEntry(list, reply.id), {
      shown: (list) => {
        setSaid(m.chat_cannedDeleted(reply));
        // The Add button when no row is left to take the deleted one's place.
        const neighbour = neighbourOf(replies, list, reply.id);
        focusNext(neighbour ? { id: neighbour.id, control: 'edit' } : 'add');
      },
      refused: refusedToast,
    });
  };

  /** A new reply (`reply` undefined) or an edit of this one, in the form. */
  const openDraft = (reply?: CannedReply) => {
    setDraftError(null);
    setDraft(
      reply ? { id: reply.id, title: reply.title, text: reply.text } : { id: null, title: '', text: '' },
    );
  };

  /** The form dropped, with what was half written in it (Cancel, or the dialog closed). */
  const dropDraft = () => {
    setDraft(null);
    setDraftError(null);
  };

  /** Cancel: focus goes back where the form was opened from. */
  const closeDraft = () => {
    focusNext(draft?.id ? { id: draft.id, control: 'edit' } : 'add');
    dropDraft();
  };

  return {
    query,
    replies,
    saving,
    draft,
    setDraft,
    draftError,
    said,
    bodyRef,
    openDraft,
    closeDraft,
    dropDraft,
    submitDraft,
    move,
    remove,
  };
}
