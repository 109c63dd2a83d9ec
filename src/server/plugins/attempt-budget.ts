// A budget of attempts per key (an address) in a fixed window, kept in the database so it holds across
// instances. An attempt is reserved before it is checked: of a burst of any size, at most `limit` get
// through, the rest are refused with the time until the window ends. An address is counted under its
// addressKey (an IPv6 /64 is one address), whichever route spends from the budget.
import type { Db } from '../db/types';
import { addressKey } from './client-address';
import {
  clearAttempts,
  pruneAttempts,
  refundAttempt,
  reserveAttempt,
  type CounterCheck,
  type Reservation,
} from './attempts.repository';

export interface BudgetRule {
  /** What is counted, e.g. 'admin-login'; one counter per scope and key. */
  scope: string;
  limit: number;
  windowMs: number;
  /** What a key is counted under: by default an address's addressKey (an IPv6 /64 is one address). */
  keyOf?: (key: string) => string;
}

export type Attempt =
  | {
      allowed: true;
      /** Gives the attempt back (it did not count, e.g. a code that exists). */
      refund: () => Promise<void>;
    }
  | { allowed: false; retryAfterMs: number };

/** The answer for a counter read inside another statement (see `check`). */
export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

const PRUNE_EVERY = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export class AttemptBudget {
  private sincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly rule: BudgetRule,
  ) {}

  private keyOf(key: string): string {
    return (this.rule.keyOf ?? addressKey)(key);
  }

  async reserve(address: string, now: Date): Promise<Attempt> {
    const { scope, limit, windowMs } = this.rule;
    const key = this.keyOf(address);
    await this.pruneNow(now);
    const { count, windowStart } = await reserveAttempt(this.db, scope, key, limit, windowMs, now);
    if (count > limit) {
      return {
        allowed: false,
        retryAfterMs: Math.max(1000, windowStart.getTime() + windowMs - now.getTime()),
      };
    }
    return { allowed: true, refund: () => refundAttempt(this.db, scope, key, windowStart) };
  }

  /**
   * The rule and key for a statement that reads the counter itself (attempts.repository: currentCounterSql),
   * so a request that turns out not to count needs no round trip of its own for its budget.
   */
  async check(address: string, now: Date): Promise<CounterCheck> {
    await this.pruneNow(now);
    return {
      scope: this.rule.scope,
      limit: this.rule.limit,
      windowMs: this.rule.windowMs,
      key: this.keyOf(address),
      now,
    };
  }

  /**
   * Whether the key may still try, from its counter as read in the current window (null: none): the
   * same answer reserve() gives, without counting this attempt.
   */
  standing(counter: Reservation | null, now: Date): Verdict {
    return counter && counter.count >= this.rule.limit ? this.refusal(counter, now) : { allowed: true };
  }

  private refusal(counter: Reservation, now: Date): Verdict {
    return {
      allowed: false,
      retryAfterMs: Math.max(1000, counter.windowStart.getTime() + this.rule.windowMs - now.getTime()),
    };
  }

  /** Starts the key afresh (the admin logged in). */
  clear(address: string): Promise<void> {
    return clearAttempts(this.db, this.rule.scope, this.keyOf(address));
  }

  /** Now and then, drop counters of every scope that ended long ago, so the table stays small. */
  private async pruneNow(now: Date): Promise<void> {
    if (++this.sincePrune < PRUNE_EVERY) return;
    this.sincePrune = 0;
    await pruneAttempts(this.db, new Date(now.getTime() - DAY_MS));
  }
}

/** "in 15 minutes" / "in 1 minute", for a 429 message. */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The Retry-After header (seconds) of a refused attempt. */
export const retryAfterHeader = (ms: number) => ({ 'retry-after': String(Math.ceil(ms / 1000)) });

/** A 429's details: its Retry-After, and the wait as params a client words in its own language. */
export const waitDetails = (ms: number) => ({
  headers: retryAfterHeader(ms),
  params: { seconds: Math.max(1, Math.ceil(ms / 1000)), minutes: Math.max(1, Math.ceil(ms / 60_000)) },
});
