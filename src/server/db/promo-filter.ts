// The admin table's filters of promo codes as SQL: one definition for the table (features/promo) and its
// CSV export (features/exports), so the file always holds what the table showed.
import { gte, lt, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from './like';
import { promoCodes } from './schema';

export interface PromoCodeFilter {
  /** The customer's name, any case. */
  customer?: string | undefined;
  /** A code or its beginning, any case: the codes equal to it or starting with it. */
  code?: string | undefined;
  /** Created at or after (inclusive). */
  from?: Date | undefined;
  /** Created before (exclusive). */
  to?: Date | undefined;
}

/**
 * The valid_from of a code whose batch is still going in (promo_batches.pending): it cannot be spun, and
 * no list shows it, until the batch's last code is in and the batch sets their real start.
 */
export const PENDING_START = sql`'infinity'::timestamptz`;

/** The filter's conditions, to be joined with `and` (none: every code of a finished batch). */
export function promoFilterConditions(filter: PromoCodeFilter): SQL[] {
  const conditions: SQL[] = [sql`${promoCodes.validFrom} is distinct from ${PENDING_START}`];
  if (filter.customer) conditions.push(sql`lower(${promoCodes.customerName}) = lower(${filter.customer})`);
  // As promo_codes_code_lower_idx is written, so the search reads that index instead of every code.
  if (filter.code)
    conditions.push(sql`lower(${promoCodes.code}) like lower(${`${escapeLike(filter.code)}%`})`);
  if (filter.from) conditions.push(gte(promoCodes.createdAt, filter.from));
  if (filter.to) conditions.push(lt(promoCodes.createdAt, filter.to));
  return conditions;
}
