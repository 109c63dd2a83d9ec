// The page builders' operator entries (HOME, NOTICE): the same routes under each builder's prefix, so they
// are made per page here. The draft (GET/PUT/DELETE <prefix>/draft), its publish, the original app's save,
// who has the builder open (PUT <prefix>/editors, DELETE <prefix>/editors/:tabId),
// and where the builder lists them the published versions and their restore into the draft
// (docs/decisions/0012). The public loads and the drafts' reads are page-builder-public.ts.
import type { ZodType } from 'zod';
import type { builderEditorsSchema, editorTouchBodySchema } from '../api/builder-editors';
import type { homeBuilderDataSchema } from '../api/home-builder';
import type { noticeBuilderDataSchema } from '../api/notice-builder';
import type { pageSaveBodySchema, pageVersionsSchema } from '../api/page-builder';
import type {
  draftStateSchema,
  draftWriteBodySchema,
  publishBodySchema,
  publishedSchema,
} from '../api/page-drafts';
import type { settingSavedSchema } from '../api/settings';
import type { PageDocumentPlace } from '../page-document';
import type { Access, Contract, Endpoint, Method } from './endpoint';
import { homeDraftRead, noticeDraftRead } from './page-builder-public';

/**
 * An entry whose path is made from the builder's prefix: `endpoint<{ answer: A }>()('GET', path, 'site')`,
 * two calls so that the contract is written and the method and path are inferred. (The table's other
 * entries are plain data: their paths are written out.)
 */
const endpoint =
  <C extends Contract>() =>
  <M extends Method, P extends string>(method: M, path: P, access: Access): Endpoint<M, P, C> => ({
    method,
    path,
    access,
  });

/** A builder's routes prefix: '/api/home-builder'. */
export type BuilderPrefix = PageDocumentPlace['prefix'];

/**
 * The draft routes of a builder whose document is checked by D. Its read is given, written out in
 * page-builder-public.ts: the page itself reads the draft in the builder's preview frame.
 */
export const draftEndpoints =
  <D extends ZodType>() =>
  <P extends string>(
    prefix: P,
    draft: Endpoint<'GET', `${P}/draft`, { answer: typeof draftStateSchema }>,
  ) => ({
    draft,
    writeDraft: endpoint<{
      body: ReturnType<typeof draftWriteBodySchema<D>>;
      answer: typeof draftStateSchema;
    }>()('PUT', `${prefix}/draft`, 'site'),
    discardDraft: endpoint<{ answer: typeof draftStateSchema }>()('DELETE', `${prefix}/draft`, 'site'),
    publish: endpoint<{ body: typeof publishBodySchema; answer: typeof publishedSchema }>()(
      'POST',
      `${prefix}/publish`,
      'site',
    ),
    save: endpoint<{ body: ReturnType<typeof pageSaveBodySchema<D>>; answer: typeof settingSavedSchema }>()(
      'POST',
      `${prefix}/save`,
      'site',
    ),
    /** This tab has the builder open (said again while it does): who else has (../api/builder-editors). */
    touchEditor: endpoint<{ body: typeof editorTouchBodySchema; answer: typeof builderEditorsSchema }>()(
      'PUT',
      `${prefix}/editors`,
      'site',
    ),
    /** This tab closed the builder. */
    leaveEditor: endpoint<{ answer: typeof builderEditorsSchema }>()(
      'DELETE',
      `${prefix}/editors/:tabId`,
      'site',
    ),
  });

/** The published versions of a builder that lists them, and the restore of one into the draft. */
export const versionEndpoints = <P extends string>(prefix: P) => ({
  versions: endpoint<{ answer: typeof pageVersionsSchema }>()('GET', `${prefix}/versions`, 'site'),
  restoreVersion: endpoint<{ answer: typeof settingSavedSchema }>()(
    'POST',
    `${prefix}/versions/:id/restore`,
    'site',
  ),
});

export type DraftEndpoints<D extends ZodType = ZodType> = ReturnType<ReturnType<typeof draftEndpoints<D>>>;
export type VersionEndpoints = ReturnType<typeof versionEndpoints>;

export const homeDraft = draftEndpoints<typeof homeBuilderDataSchema>()('/api/home-builder', homeDraftRead);
export const homeVersions = versionEndpoints('/api/home-builder');
export const noticeDraft = draftEndpoints<typeof noticeBuilderDataSchema>()(
  '/api/notice-builder',
  noticeDraftRead,
);
export const noticeVersions = versionEndpoints('/api/notice-builder');

/** Each builder's draft entries by its prefix (the builder screens name their document by it). */
export const draftsOf: Record<BuilderPrefix, DraftEndpoints> = {
  '/api/home-builder': homeDraft,
  '/api/notice-builder': noticeDraft,
};

/** The versions' entries of the builders that list them. */
export const versionsOf: Partial<Record<BuilderPrefix, VersionEndpoints>> = {
  '/api/home-builder': homeVersions,
  '/api/notice-builder': noticeVersions,
};
