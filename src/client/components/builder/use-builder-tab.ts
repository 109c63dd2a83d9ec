// What a builder tab does around its draft: it guards leaving while edits are on their way to the server
// (and sends them when the tab goes), runs Publish and Discard with their confirmations and toasts, and
// puts the keyboard focus back on a row after a delete (the row it was on is gone) or an editor.
import { useEffect, useRef, useState, type RefObject } from 'react';
import * as m from '#messages';
import { toast } from '#client/components/ui/use-toast';
import { useUnsavedChanges } from '#client/lib/unsaved-changes';
import type { BuilderMode } from './builder-toolbar.tsx';
import type { BuilderDraft } from './use-builder-draft';

export type ToastText = Parameters<typeof toast>[0];

export interface BuilderTabOptions {
  /** Told whenever edits are waiting to be saved (the dashboard guards leaving the tab). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** The toasts that say how a Publish went. */
  publishTexts: { published: ToastText; failed: (message: string) => ToastText };
}

/** An entry of a page document's list (a home section, a notice). */
export interface Entry {
  id: string;
  enabled: boolean;
}

export function useBuilderTab<E extends Entry, T extends { sections: E[] }>(
  builder: BuilderDraft<T>,
  /** Holds the rows; a row's Edit button is found by its data-edit id. */
  listRef: RefObject<HTMLElement | null>,
  options: BuilderTabOptions,
) {
  const { onDirtyChange, publishTexts } = options;
  const { unsaved } = builder;
  const [mode, setMode] = useState<BuilderMode>('edit');
  const [confirming, setConfirming] = useState<'publish' | 'discard' | null>(null);
  const [busy, setBusy] = useState(false);
  const [publishError, setPublishError] = useState<string | null>(null);
  // A row whose Edit button should take the keyboard focus once it is drawn.
  const focusAfterRender = useRef<string | null>(null);
  const flush = useRef(builder.flush);
  useEffect(() => {
    flush.current = builder.flush;
  });

  useUnsavedChanges(unsaved);
  useEffect(() => onDirtyChange?.(unsaved), [unsaved, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  // Leaving the tab sends what is waiting rather than dropping it.
  useEffect(() => () => void flush.current(), []);
  /** The keyboard on the row's Edit button. */
  const focusRow = (id: string) =>
    listRef.current?.querySelector<HTMLElement>(`[data-edit="${id}"]`)?.focus();
  useEffect(() => {
    const id = focusAfterRender.current;
    if (id === null) return;
    focusAfterRender.current = null;
    focusRow(id);
  });

  return {
    mode,
    setMode: (next: BuilderMode) => {
      // The preview frame shows the draft as the server holds it.
      if (next === 'preview') void builder.flush();
      setMode(next);
    },
    focusRow,
    /**
     * Adds, deletes and switches go into the draft and are saved at once. `place` puts the new entry among
     * the others; its editor, opened at once, has the keyboard.
     */
    add: (place: (sections: readonly E[]) => E[]) =>
      builder.edit((d) => ({ ...d, sections: place(d.sections) }), { now: true }),
    /** The row after the removed one (else the one before) takes the keyboard. */
    remove: (rows: readonly { id: string }[], id: string) => {
      const index = rows.findIndex((row) => row.id === id);
      focusAfterRender.current = (rows[index + 1] ?? rows[index - 1])?.id ?? null;
      builder.edit((d) => ({ ...d, sections: d.sections.filter((e) => e.id !== id) }), { now: true });
    },
    toggle: (id: string, enabled: boolean) =>
      builder.edit(
        (d) => ({ ...d, sections: d.sections.map((e) => (e.id === id ? { ...e, enabled } : e)) }),
        { now: true },
      ),
    confirming,
    busy,
    publishError,
    /** Saves what is waiting, then asks to confirm the publish with what it changes. */
    askToPublish: async () => {
      setPublishError(null);
      setBusy(true);
      const saved = await builder.flush();
      setBusy(false);
      if (!saved) {
        toast(publishTexts.failed(builder.conflict ?? builder.saveError ?? m.builder_notSavedReason));
        return;
      }
      setConfirming('publish');
    },
    askToDiscard: () => setConfirming('discard'),
    cancel: () => {
      setConfirming(null);
      setPublishError(null);
    },
    publish: async () => {
      setBusy(true);
      const result = await builder.publish();
      setBusy(false);
      if (result.ok) {
        setConfirming(null);
        toast(publishTexts.published);
      } else {
        // Said in the dialog, where the operator is looking, and as the failure toast.
        setPublishError(result.message);
        toast(publishTexts.failed(result.message));
      }
    },
    discard: async () => {
      setBusy(true);
      try {
        await builder.discard();
        setConfirming(null);
        toast({ title: m.builder_discardedTitle, description: m.builder_discardedText });
      } catch (error) {
        toast({
          title: m.ui_error,
          description: error instanceof Error ? error.message : String(error),
          variant: 'destructive',
        });
      } finally {
        setBusy(false);
      }
    },
  };
}

/** What the publish controls use of a tab, whatever its document. */
export type PublishFlow = Pick<
  ReturnType<typeof useBuilderTab<Entry, { sections: Entry[] }>>,
  'confirming' | 'busy' | 'publishError' | 'askToPublish' | 'askToDiscard' | 'cancel' | 'publish' | 'discard'
>;
