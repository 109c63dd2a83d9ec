// The claims as the Claims view lists them: each won draw (demo codes aside) with its customer and its
// payment that is not void, if any. One definition for the view (features/claims) and claims.csv
// (features/claims/claims-export.routes.ts), so the file always holds what the view showed.
import { and, count, eq, gt, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ClaimStatus } from '#shared/api/claims';
import { drawIdOfReference } from '#shared/draw-reference';
import type { Db } from '../../db/types';
import { claimPayments, draws, promoCodes } from '../../db/schema';
import { codeIdsMatching } from '../../db/search-rule';

export interface ClaimListFilter {
  status?: ClaimStatus | undefined;
  /** The code's customer, any case; or a draw's reference (D-0042), the one on the visitor's receipt. */
  customer?: string | undefined;
  /** The search rule (db/search-rule.ts) on the win's code and customer; or a draw's reference. */
  q?: string | undefined;
  /** Won at or after (inclusive). */
  from?: Date | undefined;
  /** Won before (exclusive). */
  to?: Date | undefined;
}

export const claimColumns = {
  drawId: draws.id,
  drawnAt: draws.drawnAt,
  promoCode: draws.promoCode,
  customerName: promoCodes.customerName,
  prizeType: draws.prizeType,
  prizeId: draws.prizeId,
  prizeName: draws.prizeName,
  paymentId: claimPayments.id,
  amount: claimPayments.amount,
  method: claimPayments.method,
  note: claimPayments.note,
  paidAt: claimPayments.paidAt,
  paidBySession: claimPayments.paidBySession,
  paidFrom: claimPayments.ip,
  paidByName: claimPayments.paidByName,
};

// The joins are written out in both selects below: drizzle types a join on a generic select poorly.

/** A run of draws by id, after `after` and up to `through`: one batch of claims.csv. */
export interface DrawWindow {
  after: number;
  through: number;
}

/**
 * The claims with every column; the payment's are null while a draw is unclaimed. Add the filter. For a
 * window of draws (claims.csv's batches) the payments' join is held to the same window: without it each
 * batch's join read the payments of every draw before it (PostgreSQL merged from the first one, PGlite
 * hashed them all), so the export grew with the square of the draws.
 */
export const selectClaims = (db: Db, window?: DrawWindow) =>
  db
    .select(claimColumns)
    .from(draws)
    .leftJoin(promoCodes, eq(promoCodes.id, draws.promoCodeId))
    .leftJoin(
      claimPayments,
      and(
        eq(claimPayments.drawId, draws.id),
        isNull(claimPayments.voidedAt),
        window ? gt(claimPayments.drawId, window.after) : undefined,
        window ? lte(claimPayments.drawId, window.through) : undefined,
      ),
    )
    .$dynamic();

export type ClaimRow = Awaited<ReturnType<typeof selectClaims>>[number];

/**
 * How many claims the filter holds. Only the joins its conditions read: the planner could not drop the
 * payments' join (its uniqueness is a partial index), and joining every draw to its payment doubled the
 * count's cost at 100,000 draws for the Claims tab's first page (scripts/bench/bench-lists.ts).
 */
export async function countClaims(db: Db, filter: ClaimListFilter): Promise<number> {
  let query = db.select({ n: count() }).from(draws).$dynamic();
  if (filter.customer) query = query.leftJoin(promoCodes, eq(promoCodes.id, draws.promoCodeId));
  if (filter.status === 'paid')
    query = query.leftJoin(
      claimPayments,
      and(eq(claimPayments.drawId, draws.id), isNull(claimPayments.voidedAt)),
    );
  const [row] = await query.where(and(...claimFilterConditions(filter)));
  return row?.n ?? 0;
}

// Both conditions are NOT EXISTS, answered per draw from an index (promo_codes_demo_idx, the partial unique
// claim_payments_live_draw_uq): the planner then walks draws in the list's order and stops at the page,
// where a filter on the left joins' columns made it join and sort every draw (~1 s at 100,000 draws).

/** The draw's code is not a demo code (a draw whose code was deleted counts). */
export const notDemoDraw = sql`not exists (select 1 from ${promoCodes} demo
  where demo.id = ${draws.promoCodeId} and demo.is_demo)`;

/** The draw has no payment that is not void. */
export const unpaidDraw = sql`not exists (select 1 from ${claimPayments} live
  where live.draw_id = ${draws.id} and live.voided_at is null)`;

/**
 * The filter's conditions, to be joined with `and`; a demo code's draw is never a claim. `windowed`: for
 * selectClaims over a window of draws (claims.csv), whose payments' join is held to that window, so an
 * unpaid draw is one the join found no payment for; the NOT EXISTS there was planned on the embedded
 * database (no statistics) as a hash of every live payment, for each window.
 */
export function claimFilterConditions(filter: ClaimListFilter, windowed = false): SQL[] {
  const conditions: SQL[] = [notDemoDraw];
  if (filter.status === 'unclaimed') conditions.push(windowed ? isNull(claimPayments.id) : unpaidDraw);
  if (filter.status === 'paid') conditions.push(isNotNull(claimPayments.id));
  if (filter.customer) {
    const customer = sql`lower(${promoCodes.customerName}) = lower(${filter.customer})`;
    const drawId = drawIdOfReference(filter.customer);
    conditions.push(drawId === null ? customer : sql`(${customer} or ${draws.id} = ${drawId})`);
  }
  if (filter.q) {
    // The draws of the codes q finds, by draws_promo_code_idx: no join, whatever the list's order.
    const found = sql`${draws.promoCodeId} in (${codeIdsMatching(filter.q)})`;
    const drawId = drawIdOfReference(filter.q);
    conditions.push(drawId === null ? found : sql`(${found} or ${draws.id} = ${drawId})`);
  }
  if (filter.from) conditions.push(gte(draws.drawnAt, filter.from));
  if (filter.to) conditions.push(lt(draws.drawnAt, filter.to));
  return conditions;
}
