// The payloads every page builder (HOME, NOTICE) has, built from its own entry and settings rules: the stored
// document, the original app's save body, the public load and the published versions. The draft's payloads
// are page-drafts.ts.
import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { idField, jsonDocumentField } from '../input-rules';
import { uniqueIds } from './page-document-fields';

export interface PageDocumentRules<
  E extends z.ZodType<{ id: string }>,
  G extends z.ZodObject,
  O extends z.ZodRawShape,
> {
  /** One entry of the list the builder edits, stored as `sections` (a home section, a notice). */
  entry: E;
  /** How many entries a document may hold. */
  max: number;
  /** The entries in messages: 'sections', 'notices'. */
  noun: string;
  globalSettings: G;
  /** Fields of the document's own, beside the entries and the settings. */
  own: O;
}

/**
 * A builder's document as stored: a missing list or settings object takes its defaults, a present one is
 * checked strictly, and two entries may not share an id (the sortable list keys on it).
 */
export function pageDocumentSchema<
  E extends z.ZodType<{ id: string }>,
  G extends z.ZodObject,
  O extends z.ZodRawShape,
>({ entry, max, noun, globalSettings, own }: PageDocumentRules<E, G, O>) {
  return jsonDocumentField(
    'data',
    z.object(
      {
        sections: z
          .array(entry, { error: 'sections must be a list' })
          .max(max, `At most ${max} ${noun} are allowed`)
          .superRefine(uniqueIds(noun))
          .default([]),
        // What parsing {} gives: every setting at its default (zod cannot see that it is never undefined).
        globalSettings: globalSettings.default(
          () => globalSettings.parse({}) as z.core.util.NoUndefined<z.output<G>>,
        ),
        ...own,
      },
      { error: 'data must be a JSON object' },
    ),
  );
}

/** The original app's POST /api/<builder>/save: the whole document, saved and published at once. */
export const pageSaveBodySchema = <D extends z.ZodType>(data: D) => z.object({ data });

/**
 * GET /api/<builder>/load: the published document as pages read it, every default filled in, and the
 * default language, the one its texts are written in (docs/decisions/0017).
 */
export const pageLoadSchema = <D extends z.ZodType>(data: D) =>
  z.object({ success: z.literal(true), data, language: z.enum(LOCALES) });

export const pageVersionSchema = z.object({
  id: z.number().int(),
  savedAt: z.string().describe('ISO time of the save'),
  /**
   * Who saved it, by their name at the time; from before staff accounts, its admin session and
   * address ("session #12 from 127.0.0.1"). The description stays short: it ships with the dashboard.
   */
  savedBy: z.string().describe('Who saved it, e.g. "Siti Aminah"'),
  sections: z.number().int().describe('How many sections the version has'),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;

/** GET /api/<builder>/versions: the last published versions, newest first. */
export const pageVersionsSchema = z.object({ versions: z.array(pageVersionSchema) });

/** POST /api/<builder>/versions/:id/restore */
export const pageVersionParamsSchema = z.object({ id: idField('id') });
