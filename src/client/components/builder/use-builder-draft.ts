// A builder's draft of its page document, kept on the server (docs/decisions/0012): every edit lands in
// this tab's copy at once and is autosaved a moment later (at once for adding, deleting and switching an
// entry), so the draft survives a reload and opens on another device; visitors see nothing of it until
// Publish. A write names the server revision it was made on: when another tab or device wrote meanwhile,
// the server refuses it and the builder says so instead of overwriting either copy. The refused edit
// stays on screen, and the operator applies it onto the newer draft (./apply-edits.ts) or drops it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as m from '#messages';
import type { DraftState } from '#shared/api/page-drafts';
import type { PageDocumentKind } from '#shared/page-document';
import { pageDocumentKey } from '#client/api/page-document';
import { discardDraft, draftKey, getDraft, publishDraft, putDraft } from '#client/api/page-drafts';
import { versionsKey } from '#client/api/page-versions';
import { ApiError } from '#client/lib/api-client';

/** How long an edit waits for the next one before it is autosaved. */
const AUTOSAVE_MS = 800;
/** After a failed autosave, when it tries again by itself. */
const RETRY_MS = 5000;

export interface BuilderDraftOptions<T> {
  /** The document: its builder's prefix, its published view (a publish makes it stale) and defaults. */
  document: PageDocumentKind<T>;
  /**
   * A loaded document as the draft takes it (HOME keeps its sections over a loaded empty list); as it is
   * when not given.
   */
  adopt?: (current: T, loaded: T) => T;
  /** The document as it is written (HOME marks it as the operator's). */
  forSaving?: (doc: T) => T;
}

/** Where the draft stands, as the toolbar says it. */
export type DraftStatus = 'loading' | 'load-failed' | 'saving' | 'saved' | 'save-failed' | 'conflict';

interface State<T> {
  draft: T;
  /** The server's last answer about the draft. */
  server: DraftState<T> | null;
  /** Edits made in this tab, and how many of them the server holds. */
  edits: number;
  savedEdits: number;
  /** Why the last autosave failed (kept in this tab meanwhile); null when it did not. */
  saveError: string | null;
  /** The server refused a write because the draft changed elsewhere. */
  conflict: string | null;
  /** After a refusal: the draft as the server holds it now (who wrote it, when), once it has loaded. */
  newer: DraftState<T> | null;
}

export type PublishResult = { ok: true; message: string } | { ok: false; message: string };

export function useBuilderDraft<T>(options: BuilderDraftOptions<T>) {
  const { document, adopt = (_current: T, loaded: T) => loaded, forSaving = (doc: T) => doc } = options;
  const { prefix, defaults } = document;
  const queryClient = useQueryClient();
  const key = draftKey(prefix);
  const loaded = useQuery({
    queryKey: key,
    queryFn: () => getDraft<T>(prefix),
    // Another device's edits are picked up when the operator comes back to the tab.
    refetchOnWindowFocus: true,
  });
  const [state, setState] = useState<State<T>>(() => ({
    draft: loaded.data ? adopt(defaults(), loaded.data.data) : defaults(),
    server: loaded.data ?? null,
    edits: 0,
    savedEdits: 0,
    saveError: null,
    conflict: null,
    newer: null,
  }));
  // The state as the handlers below last left it (they run between renders, often several in a row).
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  const unsaved = state.edits !== state.savedEdits;

  // A new answer (a refresh, another device's draft) is taken while this tab holds nothing unsaved.
  // Adjusted while rendering, React's pattern for state that follows a prop, so no stale frame shows.
  if (loaded.data && loaded.data !== state.server && !unsaved && state.conflict === null) {
    setState({ ...state, server: loaded.data, draft: adopt(state.draft, loaded.data.data) });
  }

  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  /** Writes this tab's edits, one write at a time; true when the server holds them all. */
  const flush = async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    const s = latest.current;
    if (s.edits === s.savedEdits) return s.saveError === null && s.conflict === null;
    if (s.conflict !== null) return false;
    const sentEdits = s.edits;
    setSaving(true);
    const write = putDraft<T>(prefix, {
      data: forSaving(s.draft),
      revision: s.server?.revision ?? 0,
      baseVersionId: s.server?.baseVersionId ?? null,
    }).then(
      (answer) => {
        queryClient.setQueryData(key, answer);
        latest.current = {
          ...latest.current,
          server: answer,
          savedEdits: sentEdits,
          saveError: null,
        };
        setState(latest.current);
        return true;
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const refused = error instanceof ApiError && error.status === 409;
        latest.current = refused
          ? { ...latest.current, conflict: message }
          : { ...latest.current, saveError: message };
        setState(latest.current);
        // Who changed it, and when, for the alert; the edit itself stays as it is until the operator acts.
        if (refused) void lookAtNewer();
        return false;
      },
    );
    inFlight.current = write;
    const ok = await write;
    inFlight.current = null;
    setSaving(false);
    // Edits made while it was on its way go next.
    if (latest.current.edits !== latest.current.savedEdits) schedule(ok ? 0 : RETRY_MS);
    return ok && latest.current.edits === latest.current.savedEdits;
  };

  /** The server's draft now, kept beside this tab's refused edit (not taken). */
  const lookAtNewer = async (): Promise<DraftState<T>> => {
    const newer = await getDraft<T>(prefix);
    if (latest.current.conflict !== null) {
      latest.current = { ...latest.current, newer };
      setState(latest.current);
    }
    return newer;
  };

  const schedule = (ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), ms);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Stable, so a tab can run it from an effect that follows the published page.
  const refetch = useRef(loaded.refetch);
  useEffect(() => {
    refetch.current = loaded.refetch;
  });
  const refetchIfIdle = useCallback(() => {
    const s = latest.current;
    if (s.edits === s.savedEdits && !inFlight.current) void refetch.current();
  }, []);

  /** Takes a draft the server answered as this tab's copy, dropping anything unsaved. */
  const take = (answer: DraftState<T>) => {
    window.clearTimeout(timer.current);
    queryClient.setQueryData(key, answer);
    latest.current = {
      draft: adopt(latest.current.draft, answer.data),
      server: answer,
      edits: latest.current.edits,
      savedEdits: latest.current.edits,
      saveError: null,
      conflict: null,
      newer: null,
    };
    setState(latest.current);
  };

  const status: DraftStatus = !loaded.data
    ? loaded.isError
      ? 'load-failed'
      : 'loading'
    : state.conflict !== null
      ? 'conflict'
      : saving || unsaved
        ? state.saveError !== null && !saving
          ? 'save-failed'
          : 'saving'
        : state.saveError !== null
          ? 'save-failed'
          : 'saved';

  return {
    /** The page document this builder edits. */
    document,
    prefix,
    /** False until the draft has loaded from the server. */
    loaded: loaded.data !== undefined,
    loadError: loaded.isError ? loaded.error.message : null,
    retryLoad: () => void loaded.refetch(),
    draft: state.draft,
    status,
    saveError: state.saveError,
    conflict: state.conflict,
    /** After a refusal: the draft as the server now holds it, once loaded (who changed it, and when). */
    newer: state.newer,
    /** The draft as the server last answered it to this tab: what the edits on screen were made on. */
    base: state.server?.data ?? null,
    /** Edits not yet on the server: leaving now would lose them. */
    unsaved,
    /** The draft differs from the published page (or may: it exists, or edits are on their way). */
    hasChanges: (state.server?.exists ?? false) || unsaved,
    /** Someone published after this draft was started. */
    stale: state.server?.stale ?? false,
    /** The server's revision of the draft (the preview frame reloads when it moves). */
    revision: state.server?.revision ?? 0,
    /** Applies an edit to the draft, autosaved after a pause (`now`: at once). */
    edit: (change: (draft: T) => T, { now = false }: { now?: boolean } = {}) => {
      const s = latest.current;
      latest.current = { ...s, draft: change(s.draft), edits: s.edits + 1 };
      setState(latest.current);
      schedule(now ? 0 : AUTOSAVE_MS);
    },
    /** Saves what is waiting now (before a preview or a publish); true when the server holds it all. */
    flush,
    /** Publishes the server's draft, after saving what is waiting. */
    publish: async (): Promise<PublishResult> => {
      if (!(await flush())) {
        const s = latest.current;
        return { ok: false, message: s.conflict ?? s.saveError ?? m.builder_notSaved };
      }
      try {
        const done = await publishDraft(prefix, latest.current.server?.revision ?? 0);
        take(await getDraft<T>(prefix));
        await Promise.all(
          [pageDocumentKey(document), versionsKey(prefix)].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
        return { ok: true, message: done.message };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
    /** Drops the draft: the builder starts again from the published page. */
    discard: async () => take(await discardDraft<T>(prefix)),
    /**
     * The published page changed (a publish here or elsewhere): look at the draft again unless edits are
     * on their way. Without a draft the builder then shows the new page; with one, it learns it is stale.
     */
    refetchIfIdle,
    /** Takes whatever the server's draft now is (after a restore, or to settle a conflict). */
    reload: async () => take(await getDraft<T>(prefix)),
    /**
     * After a refusal: this tab's edits done again on the draft as the server holds it now, by `merge`
     * (./apply-edits.ts: `merge(base, mine, theirs)`), and saved. True when the server holds them.
     */
    applyOnto: async (merge: (base: T, mine: T, theirs: T) => T): Promise<boolean> => {
      const theirs = await lookAtNewer();
      const s = latest.current;
      const base = s.server?.data ?? theirs.data;
      queryClient.setQueryData(key, theirs);
      latest.current = {
        ...s,
        draft: adopt(s.draft, merge(base, s.draft, theirs.data)),
        server: theirs,
        edits: s.edits + 1,
        saveError: null,
        conflict: null,
        newer: null,
      };
      setState(latest.current);
      return flush();
    },
  };
}

export type BuilderDraft<T> = ReturnType<typeof useBuilderDraft<T>>;
