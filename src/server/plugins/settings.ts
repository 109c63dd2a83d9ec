// Settings (docs/architecture.md, point 8): every setting of the catalog read, checked, written, audited and
// announced from its one definition (src/shared/api/settings.ts). Values are held in memory, loaded at start
// and reloaded when any instance announces a change; the change also drops the cached views that show the
// setting, before the push reaches the sockets.
//
// Behind a balancer a page that heard a push may reload from an instance whose own announcement is still
// on its way. So memory is held with the newest version id it includes, the push and the socket's hello
// tell the page that id, the page sends the newest it heard (SETTINGS_VERSION_HEADER), and an instance
// that is behind it reads the settings again before answering.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SETTING_DEFINITIONS, type SettingValue } from '#shared/api/settings';
import { SETTINGS_VERSION_HEADER } from '#shared/api/realtime';
import { withoutInvisibleCharacters } from '#shared/text-rule';
import { hasChanges, settingChangeDetails } from '#shared/setting-changes';
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
import { coalesced } from '../lib/coalesced';
import {
  loadSettingsWithVersion,
  newestSettingsVersion,
  saveSetting,
  type SettingRow,
} from './settings.repository';

/** Who saves a setting: kept with the audit entry and the saved version. */
export interface SettingsActor {
  ip: string;
  /** admin_sessions.id; null for saves made by the server itself (tests, scripts). */
  adminSessionId: number | null;
  /** The person saving, with their name at the time; none for the server's own saves. */
  person?: { id: number; name: string } | undefined;
}

/** The actor of an admin route's save (after app.requireAdmin has set the session). */
export const settingsActor = (request: FastifyRequest): SettingsActor => ({
  ip: request.ip,
  adminSessionId: request.adminSession?.id ?? null,
  person: request.adminSession
    ? { id: request.adminSession.staffId, name: request.adminSession.name }
    : undefined,
});

/** One setting of a save of several (`saveTogether`): stored under its own page type. */
export interface SettingChange {
  key: SettingKey;
  value: unknown;
}

export interface SaveOptions {
  /** Runs in the save's transaction before the write; what it throws aborts the save. */
  guard?: (tx: Db) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: {
      /** The current value (the default when nothing valid is stored), from memory. */
      get: <K extends SettingKey>(key: K) => SettingValue<K>;
      /** Every listed setting by page type, as the original app's sync loads give them (JSON strings). */
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
      /**
       * Several settings checked and saved as one change (docs/decisions/0038): one transaction, one
       * version, one audit row and one push, filed under the first. They must show in the same views,
       * so the one push refreshes every view any of them shows in.
       */
      saveTogether: (
        changes: readonly [SettingChange, ...SettingChange[]],
        actor: SettingsActor,
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

/**
 * The database is asked for the newest version at most this often on behalf of reads naming a version
 * this instance lacks. A read that names one waits for a look that starts after it arrived (at most this
 * long), so it still gets that version; a client naming versions never saved, over and over, costs one
 * look per interval and no reload.
 */
export const CATCH_UP_INTERVAL_MS = 100;

/** A version id as a page sends it: digits only, a safe integer; anything else counts as none (0). */
function versionIn(header: string | string[] | undefined): number {
  if (typeof header !== 'string' || !/^[1-9][0-9]{0,15}$/.test(header)) return 0;
  const value = Number(header);
  return Number.isSafeInteger(value) ? value : 0;
}

export default fp(
  async (app: FastifyInstance) => {
    const values = new Map<SettingKey, unknown>();
    /** What each value was read from, to tell which ones a reload changed. */
    const stored = new Map<SettingKey, string | undefined>();
    let version = 0;

    /** Takes in every stored setting; returns the keys whose stored text changed. */
    const take = (rows: readonly SettingRow[], rowsVersion: number): SettingKey[] => {
      const changed: SettingKey[] = [];
      for (const key of SETTING_KEYS) {
        const raw = rows.find((r) => r.key === key && r.pageType === SETTINGS[key].pageType)?.value;
        if (values.has(key) && stored.get(key) === raw) continue;
        stored.set(key, raw);
        values.set(key, readStored(key, raw));
        changed.push(key);
      }
      version = Math.max(version, rowsVersion);
      return changed;
    };

    // Every reload reads every setting (a few rows): announcements can arrive out of order, and one read
    // of the newest id and then all rows is what makes `version` true. Callers arriving during a reload
    // share the next one, which starts after their call.
    const reload = coalesced(async () => {
      app.metrics.settingsReloaded();
      const { rows, version: rowsVersion } = await loadSettingsWithVersion(app.db);
      app.views.invalidate(take(rows, rowsVersion).flatMap(viewsOf));
    });

    const initial = await loadSettingsWithVersion(app.db);
    take(initial.rows, initial.version);
    app.realtime.setSettingsVersion(() => version);

    app.realtime.subscribe(async (message) => {
      if (message.type !== 'settings_changed') return;
      await reload();
      // Also when nothing stored changed (a value set by hand and announced): its views are built again.
      app.views.invalidate(viewsOf(message.key));
    });

    // Looks at the newest version saved, and reloads only when it is newer than memory. Callers arriving
    // during a look share the next one, which starts after their call and CATCH_UP_INTERVAL_MS after the
    // last one began.
    let lastLook = -Infinity;
    const catchUp = coalesced(async () => {
      const wait = lastLook + CATCH_UP_INTERVAL_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastLook = performance.now();
      if ((await newestSettingsVersion(app.db)) > version) await reload();
    });

    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const heard = versionIn(request.headers[SETTINGS_VERSION_HEADER]);
      if (heard <= version) return;
      // Not yet here: catch up now. A version never saved (a client's guess) costs a share of one look and
      // is answered as it stands; a failing database leaves the answer to the route.
      await catchUp().catch((err: unknown) => request.log.error({ err }, 'settings: catching up failed'));
    });

    /** A value sent for `key` (a JSON string or the value itself), checked by its definition; else a 400. */
    const checked = (key: SettingKey, value: unknown): unknown => {
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
      return result.data;
    };

    /**
     * Checks, stores, versions and audits one change of one setting or several, then announces it; a save of
     * the values stored does none of that and answers the setting's newest version.
     */
    const store = async (
      changes: readonly [SettingChange, ...SettingChange[]],
      actor: SettingsActor,
      options: SaveOptions = {},
    ): Promise<number> => {
      const [head, ...tail] = changes;
      const first = { key: head.key, data: checked(head.key, head.value) };
      const together = tail.map(({ key, value }) => ({ key, data: checked(key, value) }));
      const stored = ({ key, data }: { key: SettingKey; data: unknown }) => ({
        pageType: SETTINGS[key].pageType,
        key,
        value: JSON.stringify(data),
      });
      const { versionId, changed } = await saveSetting(
        app.db,
        {
          ...stored(first),
          together: together.map(stored),
          at: app.now(),
          ip: actor.ip,
          adminSessionId: actor.adminSessionId,
          person: actor.person,
          // One audit row tells every setting's change, filed under the first that changed: its title is
          // that setting's (a translation edited on the Prizes tab reads as one, not as a rename), and the
          // audit filter's kinds follow the target. None changed: no row.
          describe: (previous, previousTogether) => {
            const all = [first, ...together];
            const described = all.map(({ key, data }, i) => ({
              key,
              details: settingChangeDetails(
                key,
                readStored(key, (i === 0 ? previous : previousTogether[i - 1]) ?? undefined),
                data,
              ),
            }));
            const filedUnder = described.find(({ details }) => hasChanges(details));
            if (!filedUnder) return null;
            return {
              target: `${SETTINGS[filedUnder.key].pageType}.${filedUnder.key}`,
              details: Object.fromEntries(described.flatMap(({ details }) => Object.entries(details))),
            };
          },
        },
        options.guard,
      );
      if (!changed) return versionId;
      // Reloads this instance's copy and drops its views, then every other instance's, then pushes.
      await app.realtime.publish({ type: 'settings_changed', key: first.key, version: versionId });
      return versionId;
    };

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
        return store([{ key, value }], actor, options);
      },

      async saveTogether(changes: readonly [SettingChange, ...SettingChange[]], actor: SettingsActor) {
        const [first, ...rest] = changes;
        const views = viewsOf(first.key).join();
        if (rest.some(({ key }) => viewsOf(key).join() !== views)) {
          throw new Error(
            `settings saved together must show in the same views: ${changes.map((c) => c.key).join()}`,
          );
        }
        return store(changes, actor);
      },
    });
  },
  { name: 'settings', dependencies: ['db', 'realtime', 'view-cache', 'metrics'] },
);
