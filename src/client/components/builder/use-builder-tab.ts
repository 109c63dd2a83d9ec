// What a builder tab does around its draft: it guards leaving while edits are unsaved, runs Save All
// and the immediate saves with their toasts, and puts the keyboard focus back on a row after an add or
// a delete (the row it was on is gone, or a new one was drawn).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useUnsavedChanges } from '#client/lib/unsaved-changes';
import { toastSaveOutcome, type SaveOutcomeTexts } from './save-outcome';
import type { BuilderDraft } from './use-builder-draft';

export interface BuilderTabOptions {
  /** Told whenever the draft gains or loses unsaved edits (the dashboard guards leaving the tab). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** The toasts after Save All. */
  saveAllTexts: SaveOutcomeTexts;
  /** SPEC §8: after an immediate save that did not reach the server, what was done and that Save All is needed. */
  saveAtOnceTexts: (done: string) => SaveOutcomeTexts;
}

export function useBuilderTab<T>(
  builder: BuilderDraft<T>,
  /** Holds the rows; a row's Edit button is found by its data-edit id. */
  listRef: RefObject<HTMLElement | null>,
  options: BuilderTabOptions,
) {
  const { onDirtyChange, saveAllTexts, saveAtOnceTexts } = options;
  const { dirty, draft } = builder;
  const [saving, setSaving] = useState(false);
  // A row whose Edit button should take the keyboard focus once it is drawn.
  const focusAfterRender = useRef<string | null>(null);

  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  useEffect(() => {
    const id = focusAfterRender.current;
    if (id === null) return;
    focusAfterRender.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-edit="${id}"]`)?.focus();
  }, [draft, listRef]);

  return {
    saving,
    /** Focuses this row's Edit button once the next draft is drawn (a row just added). */
    focusRow: (id: string) => {
      focusAfterRender.current = id;
    },
    /** Focuses the row after this one, else the one before, once it is gone from the list. */
    focusNeighbourOf: (rows: readonly { id: string }[], id: string) => {
      const index = rows.findIndex((row) => row.id === id);
      focusAfterRender.current = (rows[index + 1] ?? rows[index - 1])?.id ?? null;
    },
    saveAtOnce: async (change: (draft: T) => T, done: string) => {
      toastSaveOutcome(await builder.editAndSave(change), saveAtOnceTexts(done));
    },
    saveAll: async () => {
      setSaving(true);
      const outcome = await builder.saveAll();
      setSaving(false);
      toastSaveOutcome(outcome, saveAllTexts);
    },
  };
}
