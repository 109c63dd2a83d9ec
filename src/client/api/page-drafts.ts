// The builders' drafts on the server: GET/PUT/DELETE <builder>/draft and POST <builder>/publish, through
// each builder's entries (#shared/endpoints/page-builder; docs/decisions/0012). The admin's builders use
// all four; /home and /notice read the draft themselves in the builder's preview (?preview=draft,
// api/page-document.ts). No zod here (docs/decisions/0003).
import type { DraftState, DraftWriteBody } from '#shared/api/page-drafts';
import { draftsOf, type BuilderPrefix } from '#shared/endpoints/page-builder';
import { call } from '../lib/api-client';

/** The two builders' API prefixes. */
export type DraftPrefix = BuilderPrefix;

export const draftKey = (prefix: DraftPrefix) => [draftsOf[prefix].draft.path] as const;

// The answer's document is the builder's own, as this builder wrote it or the server published it: the
// entry's schema only knows it as a page document (src/shared/api/page-drafts.ts), so it is named here.
const asDraft = <T>(state: Promise<unknown>) => state as Promise<DraftState<T>>;

export const getDraft = <T>(prefix: DraftPrefix) => asDraft<T>(call(draftsOf[prefix].draft));

export const putDraft = <T>(prefix: DraftPrefix, body: DraftWriteBody<T>) =>
  asDraft<T>(call(draftsOf[prefix].writeDraft, { body }));

export const discardDraft = <T>(prefix: DraftPrefix) => asDraft<T>(call(draftsOf[prefix].discardDraft));

export const publishDraft = (prefix: DraftPrefix, revision: number) =>
  call(draftsOf[prefix].publish, { body: { revision } });
