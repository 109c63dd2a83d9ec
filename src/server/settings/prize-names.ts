// The current prize names of each wheel, read from settings (dev_general.customPrizeNames /
// customSuperPrizeNames, SPEC §3), falling back to the defaults when missing or invalid (SPEC §5).
import type { Db } from '../db/client';
import { readPrizeNames } from '../../shared/prize-names';
import type { PrizeType } from '../../shared/prizes';
import { getSettings } from './settings.repository';

export const PRIZE_SETTINGS_PAGE = 'dev_general';
export const PRIZE_NAME_KEYS: Record<PrizeType, string> = {
  normal: 'customPrizeNames',
  super: 'customSuperPrizeNames',
};

export async function loadPrizeNames(db: Db): Promise<Record<PrizeType, string[]>> {
  const stored = await getSettings(db, PRIZE_SETTINGS_PAGE, Object.values(PRIZE_NAME_KEYS));
  return {
    normal: readPrizeNames(stored.get(PRIZE_NAME_KEYS.normal), 'normal'),
    super: readPrizeNames(stored.get(PRIZE_NAME_KEYS.super), 'super'),
  };
}
