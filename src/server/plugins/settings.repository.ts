// Key/value settings grouped by page type. Several features read them (prize names for the wheel and for
// promo generation), so they live here rather than inside one feature. Each save is also kept as a version
// (the newest KEPT_VERSIONS per setting) for the builders' "restore".
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { settings, settingVersions } from '../db/schema';
import { personColumns, writeAudit } from './audit.repository';

/** How many saved versions of each setting are kept. */
export const KEPT_VERSIONS = 10;

export interface SettingRow {
  pageType: string;
  key: string;
  value: string;
  updatedAt: Date;
}

export async function getSettings(db: Db, pageType: string, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(and(eq(settings.pageType, pageType), inArray(settings.key, keys)));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function getAllSettings(db: Db): Promise<SettingRow[]> {
  return db.select().from(settings).orderBy(settings.pageType, settings.key);
}

/** The newest settings version id saved (0: none): one read of the end of an index. */
export async function newestSettingsVersion(db: Db): Promise<number> {
  const [newest] = await db
    .select({ id: sql<string | null>`max(${settingVersions.id})` })
    .from(settingVersions);
  return Number(newest?.id ?? 0);
}

/** Every stored setting and the newest version id (0: none) they include, as one instance loads them. */
export async function loadSettingsWithVersion(db: Db): Promise<{ rows: SettingRow[]; version: number }> {
  // The id first: saves commit in id order (saveSetting), so the rows read after it include that version
  // and every one before it.
  const version = await newestSettingsVersion(db);
  const rows = await getAllSettings(db);
  return { rows, version };
}

export async function putSetting(
  db: Db,
  pageType: string,
  key: string,
  value: string,
  at: Date,
): Promise<void> {
  await db
    .insert(settings)
    .values({ pageType, key, value, updatedAt: at })
    .onConflictDoUpdate({ target: [settings.pageType, settings.key], set: { value, updatedAt: at } });
}

/** One setting as stored: its value as JSON text. */
export interface StoredSetting {
  pageType: string;
  key: string;
  value: string;
}

export interface SettingSave extends StoredSetting {
  /**
   * Settings written with it as one change (docs/decisions/0038): in its transaction, under its version
   * and its audit row.
   */
  together?: readonly StoredSetting[];
  at: Date;
  ip: string;
  adminSessionId: number | null;
  /** The person saving (none: the server's own save). */
  person?: { id: number; name: string } | undefined;
  /**
   * What the audit row says changed, from the values this save replaces (null: never saved): the
   * setting's, then those written together with it, in their order. Its target is the setting it is filed
   * under (`pageType.key`); null: nothing an operator would call a change, and no audit row.
   */
  describe?: (
    previous: string | null,
    together: readonly (string | null)[],
  ) => { target: string; details: Record<string, unknown> } | null;
}

/**
 * A setting's versions, newest first: by id, the order saves were made in (one lock, so ids commit in
 * order: docs/decisions/0024). Not by savedAt: that is the saving instance's clock, which may be behind
 * another's or set back, and would make an older save the published one.
 */
const NEWEST_FIRST = desc(settingVersions.id);

/** What a save did: the version it made, or the setting's newest one when it changed nothing. */
export interface SettingSaved {
  versionId: number;
  /** False when every value sent was the one stored: nothing was written, versioned or audited. */
  changed: boolean;
}

/**
 * Stores one change of settings, records it as one version (dropping all but the newest KEPT_VERSIONS of
 * the setting it is filed under) and audits it once, in one transaction: a failed save leaves neither a
 * version without its values nor the reverse. A save of the values already stored is no change: the trail
 * and the versions list what operators changed, so Save pressed twice or a page published as it stands
 * adds neither an entry nor a version. Concurrent saves of a setting queue on its row's lock
 * taken by the upsert, so each one's pruning sees the versions of those before it.
 *
 * Saves of any setting also queue on one lock, so that they commit in the order of their version ids:
 * an instance that reads the newest id and then the settings then holds that version and every earlier
 * one (loadSettingsWithVersion), which is what a page's "I heard version N" is checked against.
 */
export async function saveSetting(
  db: Db,
  save: SettingSave,
  /** Runs first in the same transaction; what it throws aborts the save (a publish's checks). */
  guard?: (tx: Db) => Promise<void>,
): Promise<SettingSaved> {
  const { pageType, key, value, together = [], at, ip, adminSessionId, person, describe } = save;
  const written = [{ pageType, key, value }, ...together];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('setting saves in version order'))`);
    if (guard) await guard(tx);
    const previous: (string | null)[] = [];
    for (const setting of written) {
      // Locked, so a concurrent save of this setting waits: the audit row compares with the value it
      // really replaced.
      const [row] = await tx
        .select({ value: settings.value })
        .from(settings)
        .where(and(eq(settings.pageType, setting.pageType), eq(settings.key, setting.key)))
        .for('update');
      previous.push(row?.value ?? null);
    }
    const changed = written.filter((setting, i) => previous[i] !== setting.value);
    if (changed.length === 0) {
      return { versionId: (await latestSettingVersionId(tx, pageType, key)) ?? 0, changed: false };
    }
    for (const setting of changed) await putSetting(tx, setting.pageType, setting.key, setting.value, at);
    const [version] = await tx
      .insert(settingVersions)
      .values({ pageType, key, value, savedAt: at, adminSessionId, ip, ...savedBy(person) })
      .returning({ id: settingVersions.id });
    const newest = tx
      .select({ id: settingVersions.id })
      .from(settingVersions)
      .where(and(eq(settingVersions.pageType, pageType), eq(settingVersions.key, key)))
      .orderBy(NEWEST_FIRST)
      .limit(KEPT_VERSIONS);
    await tx
      .delete(settingVersions)
      .where(
        and(
          eq(settingVersions.pageType, pageType),
          eq(settingVersions.key, key),
          notInArray(settingVersions.id, newest),
        ),
      );
    const audit = describe
      ? describe(previous[0] ?? null, previous.slice(1))
      : { target: `${pageType}.${key}` };
    if (audit) {
      await writeAudit(tx, {
        actor: 'admin',
        action: 'settings.save',
        ...audit,
        ip,
        at,
        adminSessionId,
        person,
      });
    }
    if (!version) throw new Error('saving a setting version returned no id');
    return { versionId: version.id, changed: true };
  });
}

const savedBy = (person: SettingSave['person']) => {
  const { id, name } = personColumns({ person });
  return { savedById: id, savedByName: name };
};

/** The id of a setting's newest version (the published one); null when it was never saved. */
export async function latestSettingVersionId(db: Db, pageType: string, key: string): Promise<number | null> {
  const rows = await db
    .select({ id: settingVersions.id })
    .from(settingVersions)
    .where(and(eq(settingVersions.pageType, pageType), eq(settingVersions.key, key)))
    .orderBy(NEWEST_FIRST)
    .limit(1);
  return rows[0]?.id ?? null;
}

export interface SettingVersionRow {
  id: number;
  value: string;
  savedAt: Date;
  adminSessionId: number | null;
  ip: string;
  /** Who saved it, by their name at the time ('' for the server's own saves). */
  savedByName: string;
}

const versionColumns = {
  id: settingVersions.id,
  value: settingVersions.value,
  savedAt: settingVersions.savedAt,
  adminSessionId: settingVersions.adminSessionId,
  ip: settingVersions.ip,
  savedByName: settingVersions.savedByName,
};

/** The kept versions of one setting, newest first. */
export async function listSettingVersions(
  db: Db,
  pageType: string,
  key: string,
): Promise<SettingVersionRow[]> {
  return db
    .select(versionColumns)
    .from(settingVersions)
    .where(and(eq(settingVersions.pageType, pageType), eq(settingVersions.key, key)))
    .orderBy(NEWEST_FIRST)
    .limit(KEPT_VERSIONS);
}

/** One version of one setting; null when the id is unknown or belongs to another setting. */
export async function findSettingVersion(
  db: Db,
  pageType: string,
  key: string,
  id: number,
): Promise<SettingVersionRow | null> {
  const rows = await db
    .select(versionColumns)
    .from(settingVersions)
    .where(
      and(eq(settingVersions.id, id), eq(settingVersions.pageType, pageType), eq(settingVersions.key, key)),
    );
  return rows[0] ?? null;
}

/**
 * Holds one setting's saves back until this transaction ends. A save that checks which version it was
 * edited from (the canned replies) takes it before looking: of two such saves, the second sees the
 * first's version, even of a setting never saved before, which has no row to lock yet.
 */
export async function lockSettingSaves(tx: Db, pageType: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`setting ${pageType}.${key}`}))`);
}
