// The builder's working copy of the home page. It follows the server (refreshes, pushes from other
// admins) while it holds nothing unsaved; once edited it is kept until it is saved, restored or the tab
// is left. Saves go to the server first; when that fails the copy is kept on this device (SPEC §4, §8).
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { defaultHomeData, type HomeBuilderData } from '#shared/home-page';
import {
  homeDataKey,
  homeVersionsKey,
  saveHomeData,
  useHomeData,
  writeLocalHomeData,
  type LoadedHomeData,
} from '#client/api/home-builder';
import { forSaving, sameContent } from './draft-model';

interface DraftState {
  draft: HomeBuilderData;
  /** Counts local edits; the draft is unsaved while it differs from `savedRevision`. */
  revision: number;
  /** The revision the server is known to hold. */
  savedRevision: number;
  /** The loaded answer last taken into account, to notice a new one. */
  seen: LoadedHomeData | undefined;
}

/**
 * SPEC §4: in the builder, a loaded document with no sections is ignored and the current content kept
 * (the built-in defaults at first). Its global settings are still taken: they are not "content", and a
 * Save All over stand-in settings would wipe the real ones.
 */
function adopt(current: HomeBuilderData, loaded: HomeBuilderData): HomeBuilderData {
  if (loaded.sections.length > 0) return loaded;
  return { ...loaded, sections: current.sections };
}

/** How a save ended: on the server, only on this device, or nowhere. */
export type SaveOutcome = 'saved' | 'local' | 'failed';

export function useHomeBuilderDraft() {
  const query = useHomeData();
  const queryClient = useQueryClient();
  const [state, setState] = useState<DraftState>(() => ({
    draft: query.data ? adopt(defaultHomeData(), query.data.data) : defaultHomeData(),
    revision: 0,
    savedRevision: 0,
    seen: query.data,
  }));
  const dirty = state.revision !== state.savedRevision;

  // A new answer (a refresh, a push) is taken while nothing is unsaved; an unsaved draft is kept.
  // Adjusted while rendering, React's pattern for state that follows a prop, so no stale frame shows.
  if (query.data !== state.seen) {
    setState({
      ...state,
      seen: query.data,
      draft: query.data && !dirty ? adopt(state.draft, query.data.data) : state.draft,
    });
  }

  // One save at a time, in the order they were made: an older document must not land last.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: homeDataKey }),
      queryClient.invalidateQueries({ queryKey: homeVersionsKey }),
    ]);

  /** Saves a document as of a revision; a failed server save leaves it on this device. */
  const persist = (doc: HomeBuilderData, revision: number): Promise<SaveOutcome> => {
    const run = queue.current.then(async (): Promise<SaveOutcome> => {
      try {
        await saveHomeData(forSaving(doc));
      } catch {
        return writeLocalHomeData(forSaving(doc)) ? 'local' : 'failed';
      }
      setState((s) => ({ ...s, savedRevision: Math.max(s.savedRevision, revision) }));
      void refresh();
      return 'saved';
    });
    queue.current = run;
    return run;
  };

  /** Applies an edit to the draft; returns the new document and its revision (for an immediate save). */
  const edit = (change: (draft: HomeBuilderData) => HomeBuilderData) => {
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
    loaded: query.data !== undefined,
    source: query.data?.source,
    draft: state.draft,
    dirty,
    edit,
    /** SPEC §8: adding, deleting and toggling a section save at once. */
    editAndSave: (change: (draft: HomeBuilderData) => HomeBuilderData) => {
      const { doc, revision } = edit(change);
      return persist(doc, revision);
    },
    saveAll: () => persist(state.draft, state.revision),
    /** Takes whatever the server now holds as the draft (after a restore), unsaved edits dropped. */
    takeServerCopy: () => {
      const latest = queryClient.getQueryData<LoadedHomeData>(homeDataKey);
      setState((s) => ({
        draft: latest ? adopt(s.draft, latest.data) : s.draft,
        revision: s.revision + 1,
        savedRevision: s.revision + 1,
        seen: latest,
      }));
    },
  };
}
