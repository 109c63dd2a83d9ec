// The draft routes of a page builder, the same for HOME and NOTICE (each feature registers them for its
// document): GET, PUT and DELETE <prefix>/draft, POST <prefix>/publish. The draft lives on the server, so
// it survives a reload and opens on another device; visitors only ever see the published document, which
// is the setting, and every publish is a version of it.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorResponses } from '#shared/api/errors';
import {
  draftStateSchema,
  draftWriteBodySchema,
  publishBodySchema,
  publishedSchema,
  type DraftState,
  type DraftWriteBody,
  type PublishBody,
} from '#shared/api/page-drafts';
import { SETTINGS, type SettingKey } from '#shared/settings-catalog';
import { HttpError } from '../http-errors';
import {
  deleteDraft,
  findDraft,
  lockDraft,
  replaceDraft,
  writeDraft,
  type DraftRow,
} from './page-drafts.repository';
import { settingsActor } from './settings';
import { latestSettingVersionId } from './settings.repository';

export interface PageDraftConfig<D extends z.ZodType> {
  /** The setting the draft is published as. */
  key: SettingKey & ('landingPageBuilder' | 'noticeBuilder');
  /** '/home-builder' */
  prefix: string;
  /** 'home page': in messages. */
  label: string;
  /** Checks a written draft (the save body's document rule). */
  dataSchema: D;
  /** The published document as the builder starts a draft from it. */
  published: () => z.output<D>;
  /** The document as it is published (e.g. stamped with the time). */
  forPublishing?: (data: z.output<D>) => unknown;
  /** Said after a publish (SPEC's save message). */
  publishedMessage: string;
}

const conflict = (message: string) => new HttpError(409, message);

/** Helpers a feature's own routes (restoring a version) share with the draft routes. */
export interface PageDrafts<D> {
  state: () => Promise<DraftState<D>>;
  /** Puts `data` into the draft whatever it held (a version restored into it). */
  replace: (data: unknown, sessionId: number | null) => Promise<DraftState<D>>;
}

export function registerPageDraftRoutes<D extends z.ZodType>(
  app: FastifyInstance,
  config: PageDraftConfig<D>,
): PageDrafts<z.output<D>> {
  const { key, prefix, label, dataSchema, published, forPublishing, publishedMessage } = config;
  const { pageType } = SETTINGS[key];
  // The default type provider: the zod compilers still check every body and answer, but Fastify's types
  // cannot follow a schema built from the generic D, so the handlers name their body's type themselves.
  const routes = app;
  const stateSchema = draftStateSchema;

  /** A stored draft read by today's rule; the published document when it no longer passes. */
  const readValue = (row: DraftRow): z.output<D> | null => {
    try {
      const parsed = dataSchema.safeParse(JSON.parse(row.value));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };

  const stateOf = async (row: DraftRow | null): Promise<DraftState<z.output<D>>> => {
    const publishedVersionId = await latestSettingVersionId(app.db, pageType, key);
    const data = row ? readValue(row) : null;
    if (!row || data === null) {
      return {
        data: published(),
        revision: row?.revision ?? 0,
        baseVersionId: publishedVersionId,
        publishedVersionId,
        exists: false,
        stale: false,
        updatedAt: null,
      };
    }
    return {
      data,
      revision: row.revision,
      baseVersionId: row.baseVersionId,
      publishedVersionId,
      exists: true,
      stale: row.baseVersionId !== publishedVersionId,
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  const state = async () => stateOf(await findDraft(app.db, key));

  routes.get(
    `${prefix}/draft`,
    {
      schema: {
        summary: `The ${label} draft (the published document while there is none)`,
        response: { 200: stateSchema, ...errorResponses(401) },
      },
    },
    async () => state(),
  );

  routes.put(
    `${prefix}/draft`,
    {
      schema: {
        summary: `Save the ${label} draft (autosave); visitors do not see it until it is published`,
        body: draftWriteBodySchema(dataSchema),
        response: { 200: stateSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const { data, revision, baseVersionId } = request.body as DraftWriteBody<z.output<D>>;
      const row = await writeDraft(app.db, {
        key,
        value: JSON.stringify(data),
        revision,
        baseVersionId:
          baseVersionId === undefined ? await latestSettingVersionId(app.db, pageType, key) : baseVersionId,
        at: app.now(),
        sessionId: request.adminSession?.id ?? null,
      });
      if (!row) {
        throw conflict(
          `The ${label} draft was changed on another device or tab since this one loaded it. Reload the draft to see those changes; your last edit was not saved.`,
        );
      }
      return stateOf(row);
    },
  );

  routes.delete(
    `${prefix}/draft`,
    {
      schema: {
        summary: `Discard the ${label} draft: the builder starts again from the published document`,
        response: { 200: stateSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await deleteDraft(app.db, key);
      await app.audit(request, 'builder.draft_discarded', { target: `${pageType}.${key}` });
      return state();
    },
  );

  routes.post(
    `${prefix}/publish`,
    {
      schema: {
        summary: `Publish the ${label} draft: visitors see it from now on, and it is kept as a version`,
        body: publishBodySchema,
        response: { 200: publishedSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const { revision } = request.body as PublishBody;
      const draft = await findDraft(app.db, key);
      const data = draft ? readValue(draft) : null;
      if (!draft || data === null) {
        throw conflict(`There is nothing to publish: the ${label} draft is the published page.`);
      }
      const value = forPublishing ? forPublishing(data) : data;
      const versionId = await app.settings.save(pageType, key, value, settingsActor(request), {
        // Checked again under the draft's lock, in the publish's own transaction: of two publishes (or a
        // publish and an autosave) one comes first, and the other sees what it did.
        guard: async (tx) => {
          const locked = await lockDraft(tx, key);
          if (!locked) throw conflict(`The ${label} draft was published or discarded meanwhile.`);
          if (locked.revision !== revision) {
            throw conflict(
              `The ${label} draft changed since you reviewed it (on another device or tab). Look at it again, then publish.`,
            );
          }
          const current = await latestSettingVersionId(tx, pageType, key);
          if (locked.baseVersionId !== current) {
            throw conflict(
              `Someone else published the ${label} after this draft was started. Publishing it would undo their changes: discard this draft, or restore their version into it and edit from there.`,
            );
          }
          await deleteDraft(tx, key);
        },
      });
      return { success: true as const, message: publishedMessage, versionId };
    },
  );

  return {
    state,
    async replace(data, sessionId) {
      const parsed = dataSchema.parse(data);
      const existing = await findDraft(app.db, key);
      const row = await replaceDraft(app.db, {
        key,
        value: JSON.stringify(parsed),
        // A draft keeps the version it started from; a new one starts from today's page.
        baseVersionId: existing
          ? existing.baseVersionId
          : await latestSettingVersionId(app.db, pageType, key),
        at: app.now(),
        sessionId,
      });
      return stateOf(row);
    },
  };
}
