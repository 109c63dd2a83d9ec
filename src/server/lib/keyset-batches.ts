// The rows of a large file (the CSV exports), read in keyset batches: each batch is one short query that
// starts after the last row of the one before, so an export of any size holds one batch in memory, costs
// no deep OFFSET, and never keeps a transaction open (on PGlite that would hold the only connection).
// Between two batches the event loop takes a turn: on PGlite every query runs on the server's own thread,
// and an export that never gave the turn back held every other request until its last row. Each feature's
// repository writes its own query; the batching is this one.
import type { Database } from '../db/types';
import { yieldTurn } from './yield-turn';

/** Rows per batch: at most, and on PostgreSQL, where the query runs in another process. */
export const BATCH_ROWS = 1000;

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

/**
 * On PGlite: a batch's query should take about this long, the most a request arriving meanwhile waits
 * (the bench's target for a cheap request during an export is a p99 of 100 ms)...
 */
const EMBEDDED_STEP_MS = 20;
/** ...starting from this many rows. */
const EMBEDDED_FIRST_BATCH_ROWS = 50;

/** Timed batches where the query runs on this thread. */
export const batchOptionsFor = (database: Pick<Database, 'kind'>): BatchOptions =>
  database.kind === 'pglite'
    ? { batchRows: EMBEDDED_FIRST_BATCH_ROWS, stepMs: EMBEDDED_STEP_MS }
    : { batchRows: BATCH_ROWS };

/** The fewest rows a timed batch reads: below this the query's own cost is most of the time. */
const MIN_TIMED_ROWS = 25;

/** The next batch's size, from the last one's and its time: toward `stepMs`, at most doubling. */
export function nextLimit(limit: number, tookMs: number, { batchRows, stepMs }: BatchOptions): number {
  if (stepMs === undefined) return batchRows;
  const fitted = Math.round((limit * stepMs) / Math.max(tookMs, 1));
  return Math.max(MIN_TIMED_ROWS, Math.min(BATCH_ROWS, 2 * limit, fitted));
}

/**
 * The batches of a query, read one at a time as the consumer asks for the next, with a turn of the event
 * loop before each but the first. `read(last, limit)` gives the rows after `last` (from the start when
 * undefined), at most `limit` of them.
 */
export async function* keysetBatches<Row>(
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
