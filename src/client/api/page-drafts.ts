// The builders' drafts on the server: GET/PUT/DELETE /api/<builder>/draft and POST /api/<builder>/publish
// (docs/decisions/0012). The admin's builders use all four; /home and /notice read the draft only for the
// builder's preview (?preview=draft), so no zod here (docs/decisions/0003).
import type { DraftState, DraftWriteBody, Published } from '#shared/api/page-drafts';
import type { PageDocumentPlace } from '#shared/page-document';
import { apiFetch } from '../lib/api-client';

/** The two builders' API prefixes. */
export type DraftPrefix = PageDocumentPlace['prefix'];

export const draftKey = (prefix: DraftPrefix) => [`${prefix}/draft`] as const;

export const getDraft = <T>(prefix: DraftPrefix) => apiFetch<DraftState<T>>('GET', `${prefix}/draft`);

export const putDraft = <T>(prefix: DraftPrefix, body: DraftWriteBody<T>) =>
  apiFetch<DraftState<T>>('PUT', `${prefix}/draft`, body);

export const discardDraft = <T>(prefix: DraftPrefix) => apiFetch<DraftState<T>>('DELETE', `${prefix}/draft`);

export const publishDraft = (prefix: DraftPrefix, revision: number) =>
  apiFetch<Published>('POST', `${prefix}/publish`, { revision });

/** The page shows the admin's draft instead of the published document: the builder's preview frame. */
export const isDraftPreview = (): boolean =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('preview') === 'draft';
