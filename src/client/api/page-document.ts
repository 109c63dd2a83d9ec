// How /home and /notice get their page document: from the server (kept on this device at
// each load), else this device's copy, else the built-in defaults; in the builder's preview frame, the
// admin's draft instead, never kept on the device (it is not published). Both the answer and this device's
// copy are read by the document's rule, generated from its schema (docs/decisions/0015): no zod here.
import { useQuery } from '@tanstack/react-query';
import { LOCALE } from '#messages';
import { shownIn } from '#shared/i18n/content';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locales';
import type { AnswerOf } from '#shared/endpoints/endpoint';
import type { DraftState } from '#shared/api/page-drafts';
import { homeDraftRead, homeLoad, noticeDraftRead, noticeLoad } from '#shared/endpoints/page-builder-public';
import type { PageDocumentKind, PageDocumentPlace } from '#shared/page-document';
import { call } from '../lib/api-client';
import { local } from '../lib/storage';

export type PageSource = 'server' | 'local' | 'defaults';

export interface LoadedPage<T> {
  data: T;
  source: PageSource;
  /** The default language, the one the document's texts are written in (docs/decisions/0017). */
  language: Locale;
}

/**
 * The default language as this device last heard it: what a document from this device's copy or a
 * draft preview is read in (not one of the original app's local keys: a key of our own).
 */
const LANGUAGE_KEY = 'contentLanguage';
function lastLanguage(): Locale {
  const kept = local.get(LANGUAGE_KEY);
  return isLocale(kept) ? kept : DEFAULT_LOCALE;
}

function readLocal<T>(source: PageDocumentKind<T>): T | null {
  const raw = local.get(source.localKey);
  if (raw === null) return null;
  try {
    const data = source.read(JSON.parse(raw));
    if (data) return data;
  } catch {
    // Bad local data is only logged: the page goes on without it.
  }
  console.warn(`Ignoring the locally stored ${source.name}: it is not a ${source.name} document`);
  return null;
}

type PublicLoad = typeof homeLoad | typeof noticeLoad;

/**
 * Each document's public load and its builder's draft, by its view: the load's path is the view (a view
 * without one fails here).
 */
const ENTRIES: Record<
  PageDocumentPlace['view'],
  { load: PublicLoad; draft: typeof homeDraftRead | typeof noticeDraftRead }
> = {
  [homeLoad.path]: { load: homeLoad, draft: homeDraftRead },
  [noticeLoad.path]: { load: noticeLoad, draft: noticeDraftRead },
};

/** The page shows the admin's draft instead of the published document: the builder's preview frame. */
const isDraftPreview = (): boolean =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('preview') === 'draft';

export async function loadPageDocument<T>(source: PageDocumentKind<T>): Promise<LoadedPage<T>> {
  const shown = source.shown ?? ((data: T) => data);
  if (isDraftPreview()) {
    // The builder's own document, as its editor wrote it (the draft's schema knows it only as a page's).
    const draft = (await call(ENTRIES[source.view].draft)) as DraftState<T>;
    return { data: shown(draft.data), source: 'server', language: lastLanguage() };
  }
  try {
    // Typed by the entry but not parsed: the document's rule reads what came.
    const body: Partial<AnswerOf<PublicLoad>> = await call(ENTRIES[source.view].load);
    const data = source.read(body.data);
    if (!data) throw new Error(`${source.view} answered something that is not such a document`);
    local.set(source.localKey, JSON.stringify(data));
    const language = isLocale(body.language) ? body.language : DEFAULT_LOCALE;
    local.set(LANGUAGE_KEY, language);
    return { data: shown(data), source: 'server', language };
  } catch {
    // A failed load, or an answer that breaks the rule, falls back silently: a visitor
    // sees this device's copy or the defaults, never an error.
    const stored = readLocal(source);
    const language = lastLanguage();
    return stored
      ? { data: shown(stored), source: 'local', language }
      : { data: source.defaults(), source: 'defaults', language };
  }
}

/** The query of a page's published document; settings pushes refresh it (lib/realtime.ts, by view). */
export const pageDocumentKey = (source: PageDocumentPlace) => [source.view] as const;

/** The document as stored, texts with their translations: what a builder edits. */
export function usePageDocument<T>(source: PageDocumentKind<T>) {
  return useQuery({ queryKey: pageDocumentKey(source), queryFn: () => loadPageDocument(source) });
}

const inPageLanguage = <T>(page: LoadedPage<T>): LoadedPage<T> => ({
  ...page,
  data: shownIn(page.data, LOCALE, page.language),
});

/** The document as this page's readers see it: each text in their language, else the default's. */
export function useShownPageDocument<T>(source: PageDocumentKind<T>) {
  return useQuery({
    queryKey: pageDocumentKey(source),
    queryFn: () => loadPageDocument(source),
    select: inPageLanguage<T>,
  });
}
