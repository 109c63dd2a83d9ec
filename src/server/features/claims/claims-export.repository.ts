// The rows of claims.csv, read in batches of draws (lib/keyset-batches.ts sizes them).
import { and, asc, gt, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { claimFilterConditions, selectClaims, type ClaimListFilter, type ClaimRow } from './claims-query';
import { draws } from '../../db/schema';
import { nextLimit, type BatchOptions } from '../../lib/keyset-batches';
import { yieldTurn } from '../../lib/yield-turn';

/**
 * Claims as the Claims view filters them, by draw: the oldest win first. Each batch is a window of the
 * next draws by id, whichever of them the filter keeps, with the payments joined from that window only
 * (./claims-query.ts): a batch reads its own rows, whatever plan the database picks for the join.
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
