// The draft of a page builder's document (HOME, NOTICE), kept on the server (docs/decisions/0012):
// GET/PUT/DELETE /api/<builder>/draft and POST /api/<builder>/publish. Visitors only ever load the published
// document; a draft becomes it by a publish, which also makes it a version.
import { z } from 'zod';
import { instantText } from './answer-fields';
import { editorDeviceSchema, type EditorDevice } from './builder-editors';
import { ID_MAX, wholeNumberField } from '../input-rules';

/** Draft revisions count writes; 0 is "no draft yet: the published document". */
const revisionField = () => wholeNumberField('revision', 0, ID_MAX);
/** A published version's id (setting_versions.id); null when the page was never published. */
const versionIdField = () => wholeNumberField('baseVersionId', 1, Number.MAX_SAFE_INTEGER).nullable();

/** PUT …/draft: the whole document, and the revision (and published version) it was edited from. */
export const draftWriteBodySchema = <D extends z.ZodType>(data: D) =>
  z.object({
    data,
    /** The revision this edit was made on; a write over another device's newer one is refused (409). */
    revision: revisionField(),
    /** With revision 0 (the first write): the published version the draft starts from. */
    baseVersionId: versionIdField().optional(),
  });

export interface DraftWriteBody<D> {
  data: D;
  revision: number;
  baseVersionId?: number | null | undefined;
}

/** POST …/publish: the revision the operator looked at when they confirmed. */
export const publishBodySchema = z.object({ revision: revisionField() });
export type PublishBody = z.infer<typeof publishBodySchema>;

/**
 * The document in an answer: the shape of the page documents, checked in full when written (the save
 * body's rule, whose text fields normalise and so cannot encode an answer).
 */
const draftDocumentSchema = z.looseObject({
  sections: z.array(z.looseObject({ id: z.string() })),
  globalSettings: z.looseObject({}),
});

/** The draft as the builder reads it. */
export const draftStateSchema = z.object({
  data: draftDocumentSchema,
  /** 0 while there is no draft (data is then the published document). */
  revision: z.number(),
  /** The published version the draft was started from. */
  baseVersionId: z.number().nullable(),
  /** The published version now. */
  publishedVersionId: z.number().nullable(),
  /** A draft exists (it may still equal the published document, e.g. after an undo). */
  exists: z.boolean(),
  /** The page was published since the draft was started: publishing it would replace that. */
  stale: z.boolean(),
  updatedAt: instantText.nullable(),
  /** Whose write the draft is at now (null: none yet, or the sign-in is gone). */
  updatedBy: editorDeviceSchema.nullable(),
});

export interface DraftState<D> {
  data: D;
  revision: number;
  baseVersionId: number | null;
  publishedVersionId: number | null;
  exists: boolean;
  stale: boolean;
  updatedAt: string | null;
  updatedBy: EditorDevice | null;
}

export const publishedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The new published version. */
  versionId: z.number(),
});
export type Published = z.infer<typeof publishedSchema>;
