// The rows of the CSV exports, read in keyset batches: each batch is one short query that starts after
// the last row of the one before, so an export of any size holds one batch in memory, costs no deep
// OFFSET, and never keeps a transaction open (on PGlite that would hold the only connection). Between
// two batches the event loop takes a turn: on PGlite every query runs on the server's own thread, and
// an export that never gave the turn back held every other request until its last row.
import { and, asc, desc, eq, getTableColumns, gt, gte, lt, lte, max, sql, type SQL } from 'drizzle-orm';
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
import { auditFilterConditions, type AuditListFilter, type AuditRow } from '../../plugins/audit.repository';
import { yieldTurn } from '../../lib/yield-turn';

/** Rows per batch: at most, and on PostgreSQL, where the query runs in another process. */
export const BATCH_ROWS = 1000;

/** A code as the export writes it: its deposit as the linked record has it now (db/promo-deposits). */
export type PromoCodeRow = typeof promoCodes.$inferSelect & { depositVoided: boolean };
export type DepositRow = typeof deposits.$inferSelect;
export type { AuditRow, ClaimRow };

/**
 * How a batch is sized. On PGlite the query itself runs on the server's thread, and a request that
 * arrives meanwhile waits for it: there each batch's size follows the time the one before took, so that
 * one batch's query takes about `stepMs`. Reading and decoding 1,000 rows took 30-130 ms there
 * (scripts/bench/bench-export.mjs), and a claims batch with its joins costs more than a code's.
 */
export interface BatchOptions {
  /** The rows of the first batch, and of every batch when it is not timed. */
  batchRows: number;
  /** On PGlite: how long one batch's query should take; the size follows, up to BATCH_ROWS. */
  stepMs?: number | undefined;
}

/** The fewest rows a timed batch reads: below this the query's own cost is most of the time. */
const MIN_TIMED_ROWS = 25;

/** The next batch's size, from the last one's and its time: toward `stepMs`, at most doubling. */
function nextLimit(limit: number, tookMs: number, { batchRows, stepMs }: BatchOptions): number {
  if (stepMs === undefined) return batchRows;
  const fitted = Math.round((limit * stepMs) / Math.max(tookMs, 1));
  return Math.max(MIN_TIMED_ROWS, Math.min(BATCH_ROWS, 2 * limit, fitted));
}

/**
 * The batches of a query, read one at a time as the consumer asks for the next, with a turn of the event
 * loop before each but the first. `read(last, limit)` gives the rows after `last` (from the start when
 * undefined), at most `limit` of them.
 */
async function* keysetBatches<Row>(
  options: BatchOptions,
  read: (last: Row | undefined, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let last: Row | undefined;
  let limit = options.batchRows;
  for (;;) {
    const started = performance.now();
    const rows = await read(last, limit);
    const tookMs = performance.now() - started;
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    last = rows.at(-1);
    limit = nextLimit(limit, tookMs, options);
    await yieldTurn();
  }
}

/**
 * Promo codes as the admin table filters them (customer case-insensitive, creation time), newest first.
 * By id, the creation order: codes made while the export runs are above its cursor and never appear.
 */
export function promoCodeBatches(
  db: Db,
  filter: PromoCodeFilter,
  options: BatchOptions,
): AsyncGenerator<PromoCodeRow[]> {
  const conditions = promoFilterConditions(filter);
  return keysetBatches(options, (last, limit) =>
    db
      .select({ ...getTableColumns(promoCodes), ...currentDepositColumns })
      .from(promoCodes)
      .where(and(...conditions, last ? lt(promoCodes.id, last.id) : undefined))
      .orderBy(desc(promoCodes.id))
      .limit(limit),
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
export function drawBatches(db: Db, options: BatchOptions): AsyncGenerator<DrawExportRow[]> {
  return keysetBatches(options, (last, limit) =>
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
      .limit(limit),
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
export function depositBatches(
  db: Db,
  filter: DepositExportFilter,
  options: BatchOptions,
): AsyncGenerator<DepositRow[]> {
  const conditions: SQL[] = [sql`lower(${deposits.customerCode}) = lower(${filter.customerCode})`];
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

/** Audit entries under the audit screen's filters, newest first. */
export function auditBatches(
  db: Db,
  filter: AuditListFilter,
  options: BatchOptions,
): AsyncGenerator<AuditRow[]> {
  const conditions = auditFilterConditions(filter);
  return keysetBatches(options, (last, limit) =>
    db
      .select()
      .from(auditLog)
      .where(and(...conditions, last ? lt(auditLog.id, last.id) : undefined))
      .orderBy(desc(auditLog.id))
      .limit(limit),
  );
}

/**
 * Claims as the Claims view filters them, by draw: the oldest win first. Each batch is a window of the
 * next draws by id, whichever of them the filter keeps, with the payments joined from that window only
 * (db/claims-query): a batch reads its own rows, whatever plan the database picks for the join.
 */
export async function* claimBatches(
  db: Db,
  filter: ClaimListFilter,
  options: BatchOptions,
): AsyncGenerator<ClaimRow[]> {
  const conditions = claimFilterConditions(filter, true);
  let after = 0;
  let limit = options.batchRows;
  for (;;) {
    const started = performance.now();
    const next = db
      .select({ id: draws.id })
      .from(draws)
      .where(gt(draws.id, after))
      .orderBy(asc(draws.id))
      .limit(limit)
      .as('next_draws');
    const [window] = await db.select({ through: max(next.id) }).from(next);
    const through = window?.through ?? null;
    if (through === null) return;
    await yieldTurn();
    const rows = await selectClaims(db, { after, through })
      .where(and(...conditions, gt(draws.id, after), lte(draws.id, through)))
      .orderBy(asc(draws.id));
    const tookMs = performance.now() - started;
    if (rows.length > 0) yield rows;
    after = through;
    limit = nextLimit(limit, tookMs, options);
    await yieldTurn();
  }
}
