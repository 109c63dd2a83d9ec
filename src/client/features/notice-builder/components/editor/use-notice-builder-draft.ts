// The builder's working copy of the notice page. It follows the server (refreshes, pushes from other
// admins) while it holds nothing unsaved; once edited it is kept until it is saved or the tab is left.
// Saves go to the server first; when that fails the copy is kept on this device (SPEC §4, §8).
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { defaultNoticeData, type NoticeBuilderData } from '#shared/notice-page';
import {
  noticeDataKey,
  saveNoticeData,
  useNoticeData,
  writeLocalNoticeData,
  type LoadedNoticeData,
} from '#client/api/notice-builder';
import { sameContent } from '#client/lib/draft-helpers';

interface DraftState {
  draft: NoticeBuilderData;
  /** Counts local edits; the draft is unsaved while it differs from `savedRevision`. */
  revision: number;
  /** The revision the server is known to hold. */
  savedRevision: number;
  /** The loaded answer last taken into account, to notice a new one. */
  seen: LoadedNoticeData | undefined;
}

/** How a save ended: on the server, only on this device, or nowhere. */
export type SaveOutcome = 'saved' | 'local' | 'failed';

export function useNoticeBuilderDraft() {
  const query = useNoticeData();
  const queryClient = useQueryClient();
  const [state, setState] = useState<DraftState>(() => ({
    // Unlike the home page, an empty notice list is a real document (no notices), taken as it is.
    draft: query.data?.data ?? defaultNoticeData(),
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
      draft: query.data && !dirty ? query.data.data : state.draft,
    });
  }

  // One save at a time, in the order they were made: an older document must not land last.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Saves a document as of a revision; a failed server save leaves it on this device. */
  const persist = (doc: NoticeBuilderData, revision: number): Promise<SaveOutcome> => {
    const run = queue.current.then(async (): Promise<SaveOutcome> => {
      try {
        await saveNoticeData(doc);
      } catch {
        return writeLocalNoticeData(doc) ? 'local' : 'failed';
      }
      setState((s) => ({ ...s, savedRevision: Math.max(s.savedRevision, revision) }));
      void queryClient.invalidateQueries({ queryKey: noticeDataKey });
      return 'saved';
    });
    queue.current = run;
    return run;
  };

  /** Applies an edit to the draft; returns the new document and its revision (for an immediate save). */
  const edit = (change: (draft: NoticeBuilderData) => NoticeBuilderData) => {
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
    /** SPEC §8: adding, deleting and switching a notice save at once, as in the HOME builder. */
    editAndSave: (change: (draft: NoticeBuilderData) => NoticeBuilderData) => {
      const { doc, revision } = edit(change);
      return persist(doc, revision);
    },
    saveAll: () => persist(state.draft, state.revision),
  };
}
