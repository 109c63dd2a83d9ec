// Reading and writing settings: each value checked by its key's rule, stored as a string, audited,
// and announced to every connected client.
import type { FastifyInstance } from 'fastify';
import { readPrizeNames } from '../../../shared/prize-names';
import {
  PAGE_TYPES,
  PRIZE_KEYS,
  SETTING_RULES,
  SETTINGS_PAGE_FOR_PRIZES,
  spinNoticeSettingsSchema,
  type PageType,
} from '../../../shared/api/settings';
import { DEFAULT_SPIN_NOTICE, type SpinNoticeSettings } from '../../../shared/spin-notice';
import { writeAudit } from '../../audit/audit.repository';
import { badRequest } from '../../http-errors';
import { getAllSettings, putSetting } from '../../settings/settings.repository';

const isPageType = (value: string): value is PageType => (PAGE_TYPES as readonly string[]).includes(value);
const isPrizeKey = (key: string) => (PRIZE_KEYS as readonly string[]).includes(key);

/** Validates and stores one setting; the value may arrive as a JSON string or as the parsed value. */
export async function saveSetting(
  app: FastifyInstance,
  pageType: string,
  key: string,
  value: unknown,
  ip: string,
): Promise<void> {
  if (!isPageType(pageType)) throw badRequest(`Unknown page type: ${pageType}`);
  const rule = SETTING_RULES[pageType][key];
  if (!rule) throw badRequest(`Unknown setting: ${pageType}.${key}`);
  let parsedValue = value;
  if (typeof value === 'string') {
    try {
      parsedValue = JSON.parse(value);
    } catch {
      throw badRequest(`${key} must be valid JSON`);
    }
  }
  const result = rule.safeParse(parsedValue);
  if (!result.success) throw badRequest(`${key}: ${result.error.issues[0]?.message ?? 'invalid value'}`);

  const storedPage = isPrizeKey(key) ? SETTINGS_PAGE_FOR_PRIZES : pageType;
  const now = app.now();
  await putSetting(app.db, storedPage, key, JSON.stringify(result.data), now);
  await writeAudit(app.db, {
    actor: 'admin',
    action: 'settings.save',
    target: `${storedPage}.${key}`,
    ip,
    at: now,
  });
  await app.realtime.publish({ type: 'settings_changed', key });
}

/** Every setting by page type, with the effective prize names and spin notice filled in. */
export async function loadAllSettings(app: FastifyInstance): Promise<Record<string, Record<string, string>>> {
  const general: Record<string, string> = {};
  const dev: Record<string, string> = {};
  const grouped: Record<string, Record<string, string>> = { general, dev_general: dev };
  for (const row of await getAllSettings(app.db)) (grouped[row.pageType] ??= {})[row.key] = row.value;
  dev.customPrizeNames = JSON.stringify(readPrizeNames(dev.customPrizeNames, 'normal'));
  dev.customSuperPrizeNames = JSON.stringify(readPrizeNames(dev.customSuperPrizeNames, 'super'));
  // SPEC §3: the general group includes customSuperPrizeNames too; it mirrors the one source.
  general.customSuperPrizeNames = dev.customSuperPrizeNames;
  general.spinNoticeSettings = JSON.stringify(readSpinNotice(general.spinNoticeSettings));
  return grouped;
}

export function readSpinNotice(stored: string | undefined): SpinNoticeSettings {
  if (!stored) return { ...DEFAULT_SPIN_NOTICE };
  try {
    const parsed = spinNoticeSettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : { ...DEFAULT_SPIN_NOTICE };
  } catch {
    return { ...DEFAULT_SPIN_NOTICE };
  }
}
