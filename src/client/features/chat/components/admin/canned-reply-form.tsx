// The canned replies manager's form for one reply, new or edited: its title and text, why a save was
// refused, Cancel and Save. The title field takes focus when the form opens.
import { useEffect, useRef } from 'react';
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { useId } from '#client/lib/use-id';
import { CHAT_CANNED_TITLE_MAX, CHAT_MESSAGE_MAX } from '#shared/chat';
import type { CannedDraft } from '../../hooks/use-canned-replies-editor';

export function CannedReplyForm({
  draft,
  savedTitle,
  error,
  saving,
  onChange,
  onCancel,
  onSubmit,
}: {
  draft: CannedDraft;
  /** The edited reply's title as saved (the heading keeps it while the field changes). */
  savedTitle: string | undefined;
  error: string | null;
  saving: boolean;
  onChange: (draft: CannedDraft) => void;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const formTitleId = useId();
  const titleRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    titleRef.current?.querySelector('input')?.focus();
  }, []);

  return (
    <form
      noValidate
      aria-labelledby={formTitleId}
      className="grid gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={formTitleId} className="font-semibold text-slate-900">
        {draft.id === null ? m.chat_cannedNew : m.chat_cannedEditing({ title: savedTitle ?? draft.title })}
      </h3>
      <div ref={titleRef}>
        <TextField
          label={m.chat_cannedTitle}
          hint={m.chat_cannedTitleHint}
          value={draft.title}
          maxLength={CHAT_CANNED_TITLE_MAX}
          onChange={(title) => onChange({ ...draft, title })}
        />
      </div>
      <TextField
        label={m.chat_cannedText}
        multiline
        rows={4}
        value={draft.text}
        maxLength={CHAT_MESSAGE_MAX}
        onChange={(text) => onChange({ ...draft, text })}
      />
      {error && (
        <p role="alert" className="text-sm break-words text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {m.ui_cancel}
        </Button>
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? m.chat_cannedSaving : m.chat_cannedSave}
        </Button>
      </div>
    </form>
  );
}
