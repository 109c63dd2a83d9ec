// Key/value settings grouped by page type (SPEC §3). Several features read them (prize names for the
// wheel and for promo generation), so they live here rather than inside one feature.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

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
