// The rows of the CSV exports, read in keyset batches: each batch is one short query that starts after
// the last row of the one before, so an export of any size holds one batch in memory, costs no deep
// OFFSET, and never keeps a transaction open (on PGlite that would hold the only connection).
import { and, asc, desc, eq, getTableColumns, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import {
  claimFilterConditions,
  selectClaims,
  type ClaimListFilter,
  type ClaimRow,
} from '../../db/claims-query';
import { currentDepositColumns } from '../../db/promo-deposits';
import { promoFilterConditions, type PromoCodeFilter } from '../../db/promo-filter';
import { auditLog, deposits, draws, promoCodes } from '../../db/schema';
import { auditFilterConditions, type AuditListFilter, type AuditRow } from '../../lib/audit.repository';

export const BATCH_ROWS = 1000;

/** A code as the export writes it: its deposit as the linked record has it now (db/promo-deposits). */
export type PromoCodeRow = typeof promoCodes.$inferSelect & { depositVoided: boolean };
export type DepositRow = typeof deposits.$inferSelect;
export type { AuditRow, ClaimRow };

/**
 * The batches of a query, read one at a time as the consumer asks for the next. `read(last)` gives the
 * rows after `last` (from the start when undefined), at most BATCH_ROWS of them.
 */
async function* keysetBatches<Row>(read: (last: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let last: Row | undefined;
  for (;;) {
    const rows = await read(last);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_ROWS) return;
    last = rows.at(-1);
  }
}

/**
 * Promo codes as the admin table filters them (customer case-insensitive, creation time), newest first.
 * By id, the creation order: codes made while the export runs are above its cursor and never appear.
 */
export function promoCodeBatches(db: Db, filter: PromoCodeFilter): AsyncGenerator<PromoCodeRow[]> {
  const conditions = promoFilterConditions(filter);
  return keysetBatches((last) =>
    db
      .select({ ...getTableColumns(promoCodes), ...currentDepositColumns })
      .from(promoCodes)
      .where(and(...conditions, last ? lt(promoCodes.id, last.id) : undefined))
      .orderBy(desc(promoCodes.id))
      .limit(BATCH_ROWS),
  );
}

export interface DrawExportRow {
  id: number;
  drawnAt: Date;
  promoCode: string;
  /** The code's customer; null once the code is deleted. */
  customerName: string | null;
  prizeId: number;
  prizeName: string;
  prizeType: PromoCodeRow['prizeType'];
  /** The language the prize was shown and named in; null for draws from before languages. */
  language: string | null;
}

/** Every draw, newest first, with the customer of its code. */
export function drawBatches(db: Db): AsyncGenerator<DrawExportRow[]> {
  return keysetBatches((last) =>
    db
      .select({
        id: draws.id,
        drawnAt: draws.drawnAt,
        promoCode: draws.promoCode,
        customerName: promoCodes.customerName,
        prizeId: draws.prizeId,
        prizeName: draws.prizeName,
        prizeType: draws.prizeType,
        language: draws.language,
      })
      .from(draws)
      .leftJoin(promoCodes, eq(draws.promoCodeId, promoCodes.id))
      .where(last ? lt(draws.id, last.id) : undefined)
      .orderBy(desc(draws.id))
      .limit(BATCH_ROWS),
  );
}

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
export function depositBatches(db: Db, filter: DepositExportFilter): AsyncGenerator<DepositRow[]> {
  const conditions: SQL[] = [sql`lower(${deposits.customerCode}) = lower(${filter.customerCode})`];
  if (filter.startDate) conditions.push(gte(deposits.depositDate, filter.startDate));
  if (filter.endDate) conditions.push(lte(deposits.depositDate, filter.endDate));
  return keysetBatches((last) =>
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
      .limit(BATCH_ROWS),
  );
}

/** Audit entries under the audit screen's filters, newest first. */
export function auditBatches(db: Db, filter: AuditListFilter): AsyncGenerator<AuditRow[]> {
  const conditions = auditFilterConditions(filter);
  return keysetBatches((last) =>
    db
      .select()
      .from(auditLog)
      .where(and(...conditions, last ? lt(auditLog.id, last.id) : undefined))
      .orderBy(desc(auditLog.id))
      .limit(BATCH_ROWS),
  );
}

/** Claims as the Claims view filters them, by draw: the oldest win first. */
export function claimBatches(db: Db, filter: ClaimListFilter): AsyncGenerator<ClaimRow[]> {
  const conditions = claimFilterConditions(filter);
  return keysetBatches((last) =>
    selectClaims(db)
      .where(and(...conditions, last ? gt(draws.id, last.drawId) : undefined))
      .orderBy(asc(draws.id))
      .limit(BATCH_ROWS),
  );
}
