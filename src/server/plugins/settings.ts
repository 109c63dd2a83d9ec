// Settings (ARCHITECTURE point 8): every setting of the catalog read, checked, written, audited and
// announced from its one definition (src/shared/api/settings.ts). Values are held in memory, loaded at
// start and reloaded when any instance announces a change; the change also drops the cached views
// that show the setting, before the push reaches the sockets.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SETTING_DEFINITIONS, type SettingValue } from '#shared/api/settings';
import { withoutInvisibleCharacters } from '#shared/text-rule';
import { settingChangeDetails } from '#shared/setting-changes';
import {
  isPageType,
  isSettingKey,
  PAGE_TYPES,
  SETTING_KEYS,
  viewsOf,
  type SettingKey,
} from '#shared/settings-catalog';
import { SETTINGS } from '#shared/settings-storage';
import type { Db } from '../db/types';
import { badRequest } from '../http-errors';
import { getAllSettings, getSettings, saveSetting } from '../lib/settings.repository';

/** Who saves a setting: kept with the audit entry and the saved version. */
export interface SettingsActor {
  ip: string;
  /** admin_sessions.id; null for saves made by the server itself (tests, scripts). */
  adminSessionId: number | null;
}

/** The actor of an admin route's save (after app.requireAdmin has set the session). */
export const settingsActor = (request: FastifyRequest): SettingsActor => ({
  ip: request.ip,
  adminSessionId: request.adminSession?.id ?? null,
});

export interface SaveOptions {
  /** Runs in the save's transaction before the write; what it throws aborts the save. */
  guard?: (tx: Db) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: {
      /** The current value (the default when nothing valid is stored), from memory. */
      get: <K extends SettingKey>(key: K) => SettingValue<K>;
      /** Every listed setting by page type, as SPEC §7's loads give them (JSON strings). */
      byPageType: () => Record<string, Record<string, string>>;
      /**
       * Checks a value sent for `key` under `pageType` (a JSON string or the value itself) against its
       * definition, stores it with a new version of it, audits it and announces it. Throws a 400 naming
       * what is wrong.
       */
      save: (
        pageType: string,
        key: string,
        value: unknown,
        actor: SettingsActor,
        options?: SaveOptions,
      ) => Promise<number>;
    };
  }
}

/** A stored string, parsed and checked by its definition; the definition's default when that fails. */
export function readStored<K extends SettingKey>(key: K, stored: string | undefined): SettingValue<K> {
  const definition = SETTING_DEFINITIONS[key];
  if (stored !== undefined) {
    try {
      const value: unknown = JSON.parse(stored);
      // A document saved before the text rule refused invisible characters reads without them, not as
      // the default: one pasted zero-width space must not blank the operator's home page.
      const parsed = definition.schema.safeParse(value);
      const read = parsed.success ? parsed : definition.schema.safeParse(withoutInvisibleCharacters(value));
      if (read.success) return read.data as SettingValue<K>;
    } catch {
      // Not JSON: fall through to the default.
    }
  }
  return definition.fallback() as SettingValue<K>;
}

export default fp(
  async (app: FastifyInstance) => {
    const values = new Map<SettingKey, unknown>();

    const reload = async (keys: readonly SettingKey[]) => {
      for (const key of keys) {
        const rows = await getSettings(app.db, SETTINGS[key].pageType, [key]);
        values.set(key, readStored(key, rows.get(key)));
      }
    };

    const rows = await getAllSettings(app.db);
    for (const key of SETTING_KEYS) {
      const raw = rows.find((r) => r.key === key && r.pageType === SETTINGS[key].pageType)?.value;
      values.set(key, readStored(key, raw));
    }

    app.realtime.subscribe(async (message) => {
      if (message.type !== 'settings_changed') return;
      if (isSettingKey(message.key)) await reload([message.key]);
      app.views.invalidate(viewsOf(message.key));
    });

    app.decorate('settings', {
      get: <K extends SettingKey>(key: K) => values.get(key) as SettingValue<K>,

      byPageType() {
        const grouped: Record<string, Record<string, string>> = Object.fromEntries(
          PAGE_TYPES.map((pageType) => [pageType, {}]),
        );
        for (const key of SETTING_KEYS) {
          const { listedUnder } = SETTINGS[key];
          // Settings with a default are always listed (the loads show the effective value); builder
          // documents (default null) only once a valid one is saved.
          if (values.get(key) === null) continue;
          for (const under of listedUnder) {
            (grouped[under] ??= {})[key] = JSON.stringify(values.get(key));
          }
        }
        return grouped;
      },

      async save(pageType: string, key: string, value: unknown, actor: SettingsActor, options = {}) {
        if (!isPageType(pageType)) throw badRequest(`Unknown page type: ${pageType}`);
        if (!isSettingKey(key) || !(SETTINGS[key].writableUnder as readonly string[]).includes(pageType)) {
          throw badRequest(`Unknown setting: ${pageType}.${key}`);
        }
        let parsedValue = value;
        if (typeof value === 'string') {
          try {
            parsedValue = JSON.parse(value);
          } catch {
            throw badRequest(`${key} must be valid JSON`, {
              code: 'validation.field',
              params: { field: key },
            });
          }
        }
        const result = SETTING_DEFINITIONS[key].schema.safeParse(parsedValue);
        if (!result.success) {
          throw badRequest(`${key}: ${result.error.issues[0]?.message ?? 'invalid value'}`, {
            code: 'validation.field',
            params: { field: key },
          });
        }

        const versionId = await saveSetting(
          app.db,
          {
            pageType: SETTINGS[key].pageType,
            key,
            value: JSON.stringify(result.data),
            at: app.now(),
            ip: actor.ip,
            adminSessionId: actor.adminSessionId,
            describe: (previous) =>
              settingChangeDetails(key, readStored(key, previous ?? undefined), result.data),
          },
          options.guard,
        );
        // Reloads this instance's copy and drops its views, then every other instance's, then pushes.
        await app.realtime.publish({ type: 'settings_changed', key });
        return versionId;
      },
    });
  },
  { name: 'settings', dependencies: ['db', 'realtime', 'view-cache'] },
);
