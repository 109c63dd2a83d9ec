// Which promo codes a screen counts, as SQL: the admin table's filters, one definition for the table
// (features/promo) and its CSV export (features/promo/promo-export.routes.ts), so the file always holds
// what the table showed; and the codes the campaign's figures count, one definition for the day summary, the statistics and a
// customer's deposit search, so that no two screens give one day two figures.
import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PromoStatusFilter } from '#shared/api/promo';
import { escapeLike } from './like';
import { promoCodes } from './schema';
import { searchCondition } from './search-rule';

export interface PromoCodeFilter {
  /** The customer's name, any case. */
  customer?: string | undefined;
  /** A code or its beginning, any case: the codes equal to it or starting with it. */
  code?: string | undefined;
  /** The search rule (search-rule.ts): a code or its start, a part of the name, a phone's digits. */
  q?: string | undefined;
  /** Created at or after (inclusive). */
  from?: Date | undefined;
  /** Created before (exclusive). */
  to?: Date | undefined;
  /** The codes of one batch. */
  batchId?: number | undefined;
  /** The codes of one status (#shared/promo-status's promoStatus) at `now`; 'all' or missing: any. */
  status?: { is: PromoStatusFilter; now: Date } | undefined;
}

/**
 * The ids of the batches still going in (promo_batches.pending), as SQL text for the hot statements too.
 * A code of one cannot be spun and no list shows it: its batch's last transaction, one row, makes every
 * code of it live at once (docs/decisions/0027), and a stop before that leaves none live.
 */
export const PENDING_BATCH_IDS = 'select id from promo_batches where pending';

/** A code of a finished batch, or of none. */
const NOT_PENDING = sql`(${promoCodes.batchId} is null or ${promoCodes.batchId} not in (${sql.raw(PENDING_BATCH_IDS)}))`;

/** The codes the figures count: real ones (a demo code is the spin page's try-out) of finished batches. */
const COUNTED_CODES = sql`${promoCodes.isDemo} = false and ${NOT_PENDING}`;

/** The filter's own conditions (customer, code, dates). */
function filterConditions(filter: PromoCodeFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.customer) conditions.push(sql`lower(${promoCodes.customerName}) = lower(${filter.customer})`);
  // As promo_codes_code_lower_idx is written, so the search reads that index instead of every code.
  if (filter.code)
    conditions.push(sql`lower(${promoCodes.code}) like lower(${`${escapeLike(filter.code)}%`})`);
  if (filter.q)
    conditions.push(searchCondition(filter.q, { code: promoCodes.code, customer: promoCodes.customerName }));
  if (filter.from) conditions.push(gte(promoCodes.createdAt, filter.from));
  if (filter.to) conditions.push(lt(promoCodes.createdAt, filter.to));
  if (filter.batchId !== undefined) conditions.push(eq(promoCodes.batchId, filter.batchId));
  if (filter.status && filter.status.is !== 'all')
    conditions.push(statusCondition(filter.status.is, filter.status.now));
  return conditions;
}

/** promoStatus written as SQL, rule for rule in its order: void, used, expired, scheduled, active. */
function statusCondition(status: Exclude<PromoStatusFilter, 'all'>, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const live = sql`${promoCodes.voidedAt} is null and not ${promoCodes.isUsed}`;
  switch (status) {
    case 'void':
      return sql`${promoCodes.voidedAt} is not null`;
    case 'used':
      return sql`${promoCodes.voidedAt} is null and ${promoCodes.isUsed}`;
    case 'expired':
      return sql`${live} and ${promoCodes.expiresAt} < ${at}`;
    case 'scheduled':
      return sql`${live} and ${promoCodes.expiresAt} >= ${at} and ${promoCodes.validFrom} > ${at}`;
    case 'active':
      return sql`${live} and ${promoCodes.expiresAt} >= ${at} and (${promoCodes.validFrom} is null or ${promoCodes.validFrom} <= ${at})`;
  }
}

/** The table's conditions, to be joined with `and` (no filter: every code of a finished batch). */
export const promoFilterConditions = (filter: PromoCodeFilter): SQL[] => [
  NOT_PENDING,
  ...filterConditions(filter),
];

/** The figures' conditions, to be joined with `and` (no filter: every code the figures count). */
export const countedCodeConditions = (filter: PromoCodeFilter = {}): SQL[] => [
  COUNTED_CODES,
  ...filterConditions(filter),
];
