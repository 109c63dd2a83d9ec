// POST /api/sync/save for one wheel's six names (admin session required).
import type { PrizeType } from '../../../../shared/prizes';
import { apiFetch } from '../../../lib/api-client';

export const savePrizeNames = (type: PrizeType, names: string[]) =>
  apiFetch<{ success: boolean }>('POST', '/api/sync/save', {
    pageType: 'dev_general',
    dataKey: type === 'normal' ? 'customPrizeNames' : 'customSuperPrizeNames',
    dataValue: JSON.stringify(names),
  });
