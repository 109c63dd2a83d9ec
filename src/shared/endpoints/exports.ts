// The operators' CSV files, each with the filters of the screen it belongs to: a link on that screen
// is built from its entry, and each feature serves its own (the stats' with the stats). The answers are
// CSV (src/shared/csv.ts), not JSON, so no entry has an answer type.
import type { claimsExportQuerySchema } from '../api/claims';
import type {
  auditExportQuerySchema,
  depositsExportQuerySchema,
  promoCodesExportQuerySchema,
} from '../api/exports';
import type { statsQuerySchema } from '../api/stats';
import { endpoint } from './endpoint';

export const promoCodes = endpoint<{ query: typeof promoCodesExportQuerySchema }>()(
  'GET',
  '/api/admin/export/promo-codes.csv',
  'admin',
);

export const draws = endpoint()('GET', '/api/admin/export/draws.csv', 'admin');

export const deposits = endpoint<{ query: typeof depositsExportQuerySchema }>()(
  'GET',
  '/api/admin/export/deposits.csv',
  'admin',
);

export const audit = endpoint<{ query: typeof auditExportQuerySchema }>()(
  'GET',
  '/api/admin/export/audit.csv',
  'admin',
);

export const claims = endpoint<{ query: typeof claimsExportQuerySchema }>()(
  'GET',
  '/api/admin/export/claims.csv',
  'admin',
);

export const stats = endpoint<{ query: typeof statsQuerySchema }>()(
  'GET',
  '/api/admin/export/stats.csv',
  'admin',
);
