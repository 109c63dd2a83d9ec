// A builder's working copy of its page document. It follows the server (refreshes, pushes from other
// admins) while it holds nothing unsaved; once edited it is kept until it is saved, replaced by the
// server's copy or the tab is left. Saves go to the server first; when that fails the copy is kept on
// this device (SPEC §4, §8).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { sameContent } from '#client/lib/draft-helpers';

/** How a save ended: on the server, only on this device, or nowhere. */
export type SaveOutcome = 'saved' | 'local' | 'failed';

/** A load's answer: the document and where it came from (SPEC §4's order). */
export interface LoadedDocument<T> {
  data: T;
  source: 'server' | 'local' | 'defaults';
}

export interface BuilderDraftOptions<T> {
  /** The query holding the loaded document; `takeServerCopy` reads it. */
  dataKey: QueryKey;
  /** Everything a server save makes stale (the document, and any list of versions). */
  refreshKeys: readonly QueryKey[];
  /** The document before any load answered. */
  defaults: () => T;
  /** A loaded document as the draft takes it: each builder has its own rule (HOME's SPEC §4). */
  adopt: (current: T, loaded: T) => T;
  save: (doc: T) => Promise<unknown>;
  /** Keeps the document on this device; false when storage refused. */
  saveLocally: (doc: T) => boolean;
}

interface DraftState<T> {
  draft: T;
  /** Counts local edits; the draft is unsaved while it differs from `savedRevision`. */
  revision: number;
  /** The revision the server is known to hold. */
  savedRevision: number;
  /** The loaded answer last taken into account, to notice a new one. */
  seen: LoadedDocument<T> | undefined;
}

export function useBuilderDraft<T>(loaded: LoadedDocument<T> | undefined, options: BuilderDraftOptions<T>) {
  const { dataKey, refreshKeys, defaults, adopt, save, saveLocally } = options;
  const queryClient = useQueryClient();
  const [state, setState] = useState<DraftState<T>>(() => ({
    draft: loaded ? adopt(defaults(), loaded.data) : defaults(),
    revision: 0,
    savedRevision: 0,
    seen: loaded,
  }));
  const dirty = state.revision !== state.savedRevision;

  // A new answer (a refresh, a push) is taken while nothing is unsaved; an unsaved draft is kept.
  // Adjusted while rendering, React's pattern for state that follows a prop, so no stale frame shows.
  if (loaded !== state.seen) {
    setState({
      ...state,
      seen: loaded,
      draft: loaded && !dirty ? adopt(state.draft, loaded.data) : state.draft,
    });
  }

  // One save at a time, in the order they were made: an older document must not land last.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Saves a document as of a revision; a failed server save leaves it on this device. */
  const persist = (doc: T, revision: number): Promise<SaveOutcome> => {
    const run = queue.current.then(async (): Promise<SaveOutcome> => {
      try {
        await save(doc);
      } catch {
        return saveLocally(doc) ? 'local' : 'failed';
      }
      setState((s) => ({ ...s, savedRevision: Math.max(s.savedRevision, revision) }));
      void Promise.all(refreshKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return 'saved';
    });
    queue.current = run;
    return run;
  };

  /** Applies an edit to the draft; returns the new document and its revision (for an immediate save). */
  const edit = (change: (draft: T) => T) => {
    const next = change(state.draft);
    // Apply without a change (a dialog opened and closed) leaves nothing unsaved.
    if (sameContent(next, state.draft)) {
      return { doc: state.draft, revision: state.revision };
    }
    const revision = state.revision + 1;
    setState({ ...state, draft: next, revision });
    return { doc: next, revision };
  };

  return {
    /** False until the first load answered (it always does: server, this device's copy or defaults). */
    loaded: loaded !== undefined,
    source: loaded?.source,
    draft: state.draft,
    dirty,
    edit,
    /** SPEC §8: adding, deleting and switching an entry save at once. */
    editAndSave: (change: (draft: T) => T) => {
      const { doc, revision } = edit(change);
      return persist(doc, revision);
    },
    saveAll: () => persist(state.draft, state.revision),
    /** Takes whatever the server now holds as the draft (after a restore), unsaved edits dropped. */
    takeServerCopy: () => {
      const latest = queryClient.getQueryData<LoadedDocument<T>>(dataKey);
      setState((s) => ({
        draft: latest ? adopt(s.draft, latest.data) : s.draft,
        revision: s.revision + 1,
        savedRevision: s.revision + 1,
        seen: latest,
      }));
    },
  };
}

export type BuilderDraft<T> = ReturnType<typeof useBuilderDraft<T>>;
