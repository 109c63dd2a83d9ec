// The rows of deposits.csv, read in keyset batches (lib/keyset-batches.ts).
import { and, asc, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { COUNTED_DEPOSIT } from '../../db/deposit-records';
import { deposits } from '../../db/schema';
import { keysetBatches, type BatchOptions } from '../../lib/keyset-batches';

export type DepositExportRow = typeof deposits.$inferSelect;

export interface DepositExportFilter {
  customerCode: string;
  /** Business dates, inclusive. */
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * A customer's deposits as the deposit search finds them (code case-insensitive, business dates), in its
 * order: by deposit date, then as recorded. Whole rows, so a column the table gains is here already.
 */
export function depositBatches(
  db: Db,
  filter: DepositExportFilter,
  options: BatchOptions,
): AsyncGenerator<DepositExportRow[]> {
  const conditions: SQL[] = [
    sql`lower(${deposits.customerCode}) = lower(${filter.customerCode})`,
    COUNTED_DEPOSIT,
  ];
  if (filter.startDate) conditions.push(gte(deposits.depositDate, filter.startDate));
  if (filter.endDate) conditions.push(lte(deposits.depositDate, filter.endDate));
  return keysetBatches(options, (last, limit) =>
    db
      .select()
      .from(deposits)
      .where(
        and(
          ...conditions,
          last
            ? sql`(${deposits.depositDate}, ${deposits.id}) > (${last.depositDate}::date, ${last.id})`
            : undefined,
        ),
      )
      .orderBy(asc(deposits.depositDate), asc(deposits.id))
      .limit(limit),
  );
}
