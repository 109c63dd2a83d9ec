// Query strings of the CSV exports (GET /api/admin/export/*.csv): the filters of the screen each belongs
// to, taken from that screen's own schema (claims.csv's, claimsExportQuerySchema, is in ./claims). The answers are CSV (src/shared/csv.ts), not JSON.
import { z } from 'zod';
import { withDatesInOrder } from '../input-rules';
import { auditFilterSchema, withAuditDatesInOrder } from './audit';
import { errorResponses } from './errors';
import { depositCustomerQuerySchema } from './deposits';
import { promoCodeListQuerySchema } from './promo';

/** The promo table's customer, code search, status, batch and date filters, without its paging. */
export const promoCodesExportQuerySchema = withDatesInOrder(
  promoCodeListQuerySchema.pick({
    customer: true,
    code: true,
    q: true,
    status: true,
    batchId: true,
    startDate: true,
    endDate: true,
  }),
);

/** The deposit search's customer code (required, as on the screen) and dates. */
export const depositsExportQuerySchema = withDatesInOrder(depositCustomerQuerySchema);

/** The audit screen's action and date filters, without its paging. */
export const auditExportQuerySchema = withAuditDatesInOrder(auditFilterSchema);

/** The documented body of every export's 200 answer. */
export const csvFileSchema = z.string().meta({
  description: 'UTF-8 CSV with a byte-order mark, a header row and CRLF line ends',
});

/** A CSV route's answers: the file (an attachment), or the errors of `statuses`. */
export const csvResponses = <const S extends readonly number[]>(description: string, ...statuses: S) => ({
  200: { description, content: { 'text/csv': { schema: csvFileSchema } } },
  ...errorResponses(...statuses),
});

/** The documented body of a plain-text file's 200 answer (a chat transcript). */
export const textFileSchema = z.string().meta({ description: 'UTF-8 text with LF line ends' });

/** A plain-text file route's answers: the file (an attachment), or the errors of `statuses`. */
export const textFileResponses = <const S extends readonly number[]>(
  description: string,
  ...statuses: S
) => ({
  200: { description, content: { 'text/plain': { schema: textFileSchema } } },
  ...errorResponses(...statuses),
});

export const EXPORT_NAMES = ['promo-codes', 'draws', 'deposits', 'audit', 'claims'] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];
