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
import type { Endpoint } from './endpoint';

export const promoCodes: Endpoint<
  'GET',
  '/api/admin/export/promo-codes.csv',
  { query: typeof promoCodesExportQuerySchema }
> = {
  method: 'GET',
  path: '/api/admin/export/promo-codes.csv',
  access: 'reports',
};

export const draws: Endpoint<'GET', '/api/admin/export/draws.csv'> = {
  method: 'GET',
  path: '/api/admin/export/draws.csv',
  access: 'reports',
};

export const deposits: Endpoint<
  'GET',
  '/api/admin/export/deposits.csv',
  { query: typeof depositsExportQuerySchema }
> = {
  method: 'GET',
  path: '/api/admin/export/deposits.csv',
  access: 'reports',
};

export const audit: Endpoint<'GET', '/api/admin/export/audit.csv', { query: typeof auditExportQuerySchema }> =
  {
    method: 'GET',
    path: '/api/admin/export/audit.csv',
    access: 'reports',
  };

export const claims: Endpoint<
  'GET',
  '/api/admin/export/claims.csv',
  { query: typeof claimsExportQuerySchema }
> = {
  method: 'GET',
  path: '/api/admin/export/claims.csv',
  access: 'reports',
};

export const stats: Endpoint<'GET', '/api/admin/export/stats.csv', { query: typeof statsQuerySchema }> = {
  method: 'GET',
  path: '/api/admin/export/stats.csv',
  access: 'reports',
};
