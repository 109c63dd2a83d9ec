// The routes of a page builder, the same for HOME and NOTICE (home-builder.routes.ts and
// notice-builder.routes.ts name their setting, document rules, entries and texts): public GET <prefix>/load;
// admin GET/PUT/DELETE <prefix>/draft, POST <prefix>/publish, the original app's POST <prefix>/save (save and
// publish, for API clients) and, where the builder lists them, GET <prefix>/versions and POST
// <prefix>/versions/:id/restore, each registered from its entry (#shared/endpoints/page-builder). The draft
// lives on the server, so it survives a reload and opens on another device; visitors only ever see the
// published document, which is the setting, and every publish is a version of it (docs/decisions/0012).
import type { Endpoint } from '#shared/endpoints/endpoint';
import { homeLoad, noticeLoad } from '#shared/endpoints/page-builder-public';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorResponses } from '#shared/api/errors';
import {
  builderEditorsSchema,
  editorParamsSchema,
  editorTouchBodySchema,
  type BuilderEditors,
  type EditorDevice,
  type EditorTouchBody,
} from '#shared/api/builder-editors';
import { EDITOR_LAPSE_MS } from '#shared/api/builder-push';
import {
  pageVersionParamsSchema,
  pageVersionsSchema,
  type PageVersion,
  type pageSaveBodySchema,
} from '#shared/api/page-builder';
import {
  draftStateSchema,
  draftWriteBodySchema,
  publishBodySchema,
  publishedSchema,
  type DraftState,
  type DraftWriteBody,
  type PublishBody,
} from '#shared/api/page-drafts';
import { settingSavedSchema } from '#shared/api/settings';
import type { DraftEndpoints, VersionEndpoints } from '#shared/endpoints/page-builder';
import type { PageDocumentPlace } from '#shared/page-document';
import { SETTINGS } from '#shared/settings-storage';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { settingsActor } from '../../plugins/settings';
import { cachedViewRoute } from '../../plugins/view-cache';
import { browserName } from '../../lib/browser-name';
import { endpointRoute } from '../../lib/endpoint-route';
import {
  findSettingVersion,
  latestSettingVersionId,
  listSettingVersions,
  type SettingVersionRow,
} from '../../plugins/settings.repository';
import {
  deleteDraft,
  findDraft,
  lockDraft,
  replaceDraft,
  writeDraft,
  type DraftRow,
} from './page-drafts.repository';
import {
  forgetEditors,
  listEditors,
  removeEditor,
  sessionDevice,
  touchEditor,
} from './builder-editors.repository';

/** A page document: the builder's entries, its settings and fields of its own. */
type PageDocument = z.ZodType<{ sections: readonly unknown[] }>;

export interface PageBuilderConfig<D extends PageDocument> {
  /** The document: its setting, its name and its public view (#shared/page-document). */
  document: PageDocumentPlace;
  /** Its operator entries in the endpoint table (#shared/endpoints/page-builder). */
  endpoints: DraftEndpoints<D>;
  /** The rules of shared/api: the stored document, the original app's save body, the public load's answer. */
  schemas: { data: D; saveBody: ReturnType<typeof pageSaveBodySchema<D>>; load: z.ZodType };
  /** The public load (the document's view, cached until the setting changes): what it answers. */
  load: {
    summary: string;
    data: (app: FastifyInstance) => unknown;
  };
  /** The published document as a draft starts from it. */
  published: (app: FastifyInstance) => z.output<D>;
  /** The document as Publish and the original app's save store it (HOME stamps the time). */
  asPublished?: (data: z.output<D>, app: FastifyInstance) => unknown;
  /** The original app's save message, also what Publish says. */
  savedMessage: string;
  /** Where the builder lists the last published versions and restores one into the draft: their entries. */
  versions?: VersionEndpoints;
}

const conflict = (message: string) => new HttpError(409, message, { code: 'builder.conflict' });

/**
 * Names who saved a version: the person, by their name at the time; a save from before staff accounts
 * names its admin session (admin_sessions.id, nothing secret), and the server's own save the server.
 */
function savedBy(row: SettingVersionRow): string {
  if (row.savedByName) return row.savedByName;
  const who = row.adminSessionId === null ? 'the server' : `session #${row.adminSessionId}`;
  return row.ip === '' ? who : `${who} from ${row.ip}`;
}

export function pageBuilderRoutes<D extends PageDocument>(
  config: PageBuilderConfig<D>,
): { publicRoutes: FastifyPluginAsync; adminRoutes: FastifyPluginAsync } {
  const { document, endpoints, schemas, load, published, savedMessage, versions } = config;
  const { setting: key, name: label, view } = document;
  const { pageType } = SETTINGS[key];
  const dataSchema = schemas.data;
  const asPublished = config.asPublished ?? ((data: z.output<D>) => data);

  /** A stored value read by today's rule; its problem when the rule has tightened since it was saved. */
  const read = (value: string) => {
    let stored: unknown = null;
    try {
      stored = JSON.parse(value);
    } catch {
      // Left null: reported by the rule below like any other bad document.
    }
    return dataSchema.safeParse(stored);
  };

  // Either page's load: the generic routes check its answer by the page's own schema (schemas.load).
  const loadEntry: Endpoint<'GET', `/api/${string}`> | undefined = [homeLoad, noticeLoad].find(
    (entry) => entry.path === view,
  );
  if (!loadEntry) throw new Error(`${view}: no public load in the endpoint table`);
  const publicRoutes: FastifyPluginAsync = async (app) => {
    // The page asks for this on every visit: built from memory, answered 304 while nothing changed.
    cachedViewRoute(app, loadEntry, { summary: load.summary, response: schemas.load }, () => ({
      success: true,
      data: load.data(app),
      language: app.settings.get('defaultLanguage'),
    }));
  };

  // The handlers name their body's type themselves: Fastify's types cannot follow a schema built from the
  // generic D (the zod compilers still check every body and answer).
  const adminRoutes: FastifyPluginAsync = async (app) => {
    /** A stored draft read by today's rule; the published document when it no longer passes. */
    const readDraft = (row: DraftRow): z.output<D> | null => {
      const parsed = read(row.value);
      return parsed.success ? parsed.data : null;
    };

    /** The sign-in a draft's last write came from, as the session `asker` sees it. */
    const writerOf = async (row: DraftRow, asker: number | null): Promise<EditorDevice | null> => {
      const writer = row.updatedBySession;
      const device = writer === null ? null : await sessionDevice(app.db, writer);
      if (writer === null || !device) return null;
      return {
        you: writer === asker,
        ...browserName(device.userAgent),
        address: device.ip,
        name: device.name,
      };
    };

    /** The draft as the session `asker` reads it. */
    const stateOf = async (row: DraftRow | null, asker: number | null): Promise<DraftState<z.output<D>>> => {
      const publishedVersionId = await latestSettingVersionId(app.db, pageType, key);
      const data = row ? readDraft(row) : null;
      if (!row || data === null) {
        return {
          data: published(app),
          revision: row?.revision ?? 0,
          baseVersionId: publishedVersionId,
          publishedVersionId,
          exists: false,
          stale: false,
          updatedAt: null,
          updatedBy: null,
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
        updatedBy: await writerOf(row, asker),
      };
    };

    const state = async (request: FastifyRequest) =>
      stateOf(await findDraft(app.db, key), request.adminSession?.id ?? null);

    app.route({
      ...endpointRoute(app, endpoints.draft, {
        summary: `The ${label} draft (the published document while there is none)`,
        response: { 200: draftStateSchema },
      }),
      handler: async (request) => state(request),
    });

    app.route({
      ...endpointRoute(app, endpoints.writeDraft, {
        summary: `Save the ${label} draft (autosave); visitors do not see it until it is published`,
        body: draftWriteBodySchema(dataSchema),
        response: { 200: draftStateSchema, ...errorResponses(400, 409) },
      }),
      handler: async (request) => {
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
        return stateOf(row, request.adminSession?.id ?? null);
      },
    });

    app.route({
      ...endpointRoute(app, endpoints.discardDraft, {
        summary: `Discard the ${label} draft: the builder starts again from the published document`,
        response: { 200: draftStateSchema },
      }),
      handler: async (request) => {
        await deleteDraft(app.db, key);
        await app.audit(request, 'builder.draft_discarded', { target: `${pageType}.${key}` });
        return state(request);
      },
    });

    app.route({
      ...endpointRoute(app, endpoints.publish, {
        summary: `Publish the ${label} draft: visitors see it from now on, and it is kept as a version`,
        body: publishBodySchema,
        response: { 200: publishedSchema, ...errorResponses(400, 409) },
      }),
      handler: async (request) => {
        const { revision } = request.body as PublishBody;
        const draft = await findDraft(app.db, key);
        const data = draft ? readDraft(draft) : null;
        if (!draft || data === null) {
          throw conflict(`There is nothing to publish: the ${label} draft is the published page.`);
        }
        const versionId = await app.settings.save(
          pageType,
          key,
          asPublished(data, app),
          settingsActor(request),
          {
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
          },
        );
        return { success: true as const, message: savedMessage, versionId };
      },
    });

    app.route({
      ...endpointRoute(app, endpoints.save, {
        summary: `Save and publish the ${label} document (kept as a new version); the builder publishes its draft instead`,
        body: schemas.saveBody,
        response: { 200: settingSavedSchema, ...errorResponses(400) },
      }),
      handler: async (request) => {
        const { data } = request.body as { data: z.output<D> };
        await app.settings.save(pageType, key, asPublished(data, app), settingsActor(request));
        return { success: true as const, message: savedMessage };
      },
    });

    /** The other tabs with this builder open, as `tabId` of the session `sessionId` sees them. */
    const editorsBesides = async (tabId: string, sessionId: number | null): Promise<BuilderEditors> => {
      const now = app.now();
      const rows = await listEditors(app.db, {
        document: key,
        seenSince: new Date(now.getTime() - EDITOR_LAPSE_MS),
        now,
        exceptTab: tabId,
      });
      return {
        editors: rows.map((row) => ({
          tabId: row.tabId,
          you: row.adminSessionId === sessionId,
          ...browserName(row.userAgent),
          address: row.ip,
          name: row.name,
          since: row.openedAt.toISOString(),
        })),
      };
    };
    const editorsChanged = () => app.realtime.publish({ type: 'builder_editors', prefix: document.prefix });

    app.route({
      ...endpointRoute(app, endpoints.touchEditor, {
        summary: `This tab has the ${label} builder open (said again every 30 s while it does): answers who else has`,
        body: editorTouchBodySchema,
        response: { 200: builderEditorsSchema, ...errorResponses(400) },
      }),
      handler: async (request) => {
        const { tabId } = request.body as EditorTouchBody;
        const sessionId = request.adminSession?.id ?? null;
        if (sessionId !== null) {
          const at = app.now();
          const seenSince = new Date(at.getTime() - EDITOR_LAPSE_MS);
          const joined = await touchEditor(app.db, {
            tabId,
            document: key,
            adminSessionId: sessionId,
            at,
            seenSince,
          });
          if (joined) {
            await forgetEditors(app.db, seenSince);
            await editorsChanged();
          }
        }
        return editorsBesides(tabId, sessionId);
      },
    });

    app.route({
      ...endpointRoute(app, endpoints.leaveEditor, {
        summary: `This tab closed the ${label} builder: the others are told`,
        params: editorParamsSchema,
        response: { 200: builderEditorsSchema, ...errorResponses(400) },
      }),
      handler: async (request) => {
        const { tabId } = request.params as z.output<typeof editorParamsSchema>;
        const sessionId = request.adminSession?.id ?? null;
        if (sessionId !== null && (await removeEditor(app.db, tabId, sessionId))) await editorsChanged();
        return editorsBesides(tabId, sessionId);
      },
    });

    if (!versions) return;

    app.route({
      ...endpointRoute(app, versions.versions, {
        summary: `The last published versions of the ${label}, newest first`,
        response: { 200: pageVersionsSchema },
      }),
      handler: async () => ({
        versions: (await listSettingVersions(app.db, pageType, key)).map((row): PageVersion => {
          const version = read(row.value);
          return {
            id: row.id,
            savedAt: row.savedAt.toISOString(),
            savedBy: savedBy(row),
            sections: version.success ? version.data.sections.length : 0,
          };
        }),
      }),
    });

    app.route({
      ...endpointRoute(app, versions.restoreVersion, {
        summary: 'Put a published version into the draft (publish the draft to make it live again)',
        params: pageVersionParamsSchema,
        response: { 200: settingSavedSchema, ...errorResponses(400, 404) },
      }),
      handler: async (request) => {
        const { id } = request.params as z.output<typeof pageVersionParamsSchema>;
        const version = await findSettingVersion(app.db, pageType, key, id);
        if (!version) throw notFound(`No saved version ${id} of the ${label}`);
        const restored = read(version.value);
        if (!restored.success) {
          throw badRequest(
            `Version ${id} no longer passes the ${label} rules: ${restored.error.issues[0]?.message ?? 'invalid'}`,
          );
        }
        // Into the draft, not live: a restore is reviewed and published like any other edit. A draft keeps
        // the version it started from; a new one starts from today's page.
        const existing = await findDraft(app.db, key);
        await replaceDraft(app.db, {
          key,
          value: JSON.stringify(restored.data),
          baseVersionId: existing
            ? existing.baseVersionId
            : await latestSettingVersionId(app.db, pageType, key),
          at: app.now(),
          sessionId: request.adminSession?.id ?? null,
        });
        return {
          success: true as const,
          message: 'Version restored into the draft: publish it to make it live',
        };
      },
    });
  };

  return { publicRoutes, adminRoutes };
}
