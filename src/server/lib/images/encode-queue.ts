// A bounded line for CPU-heavy work (re-encoding uploads): at most `running` jobs at once and at most
// `waiting` more in line. A caller reserves its place *before* it reads or checks anything, so a burst of
// callers cannot all pass a "is there room?" check and then pile in together; past the bound, reserve()
// answers null at once and the caller refuses the request instead of adding to the backlog.

export interface QueueLimits {
  /** Jobs that may run at the same time. */
  running: number;
  /** Places held beyond those, by callers still reading, checking, or waiting for a running slot. */
  waiting: number;
}

export interface QueuePlace {
  /**
   * Runs `job` once a running slot is free (first come, first served), then gives the place back,
   * whether the job succeeded or failed.
   */
  run: <T>(job: () => Promise<T>) => Promise<T>;
  /** Gives the place back without running anything (an input refused early). Safe to call twice. */
  release: () => void;
}

export interface QueueOptions extends QueueLimits {
  /** Milliseconds, monotonic; injectable so the time estimate can be tested without waiting. */
  now?: () => number;
  /** What a job is assumed to take before any has finished, in milliseconds. */
  initialJobMs?: number;
}

/** How much each finished job moves the running estimate of a job's time. */
const ESTIMATE_WEIGHT = 0.3;
/** Retry-After is clamped to this: past a minute the estimate is a guess, and clients should look again. */
const MAX_RETRY_AFTER_SECONDS = 60;

export class EncodeQueue {
  readonly limits: QueueLimits;
  #places = 0;
  #running = 0;
  readonly #line: (() => void)[] = [];
  readonly #now: () => number;
  #jobMs: number;

  constructor(options: QueueOptions) {
    if (!(options.running >= 1) || !(options.waiting >= 0)) {
      throw new Error('an EncodeQueue needs at least one running slot and no negative waiting places');
    }
    this.limits = { running: options.running, waiting: options.waiting };
    this.#now = options.now ?? (() => performance.now());
    this.#jobMs = options.initialJobMs ?? 3000;
  }

  /** Places held (running, in line, or reserved and not yet queued), jobs running, jobs in line. */
  get stats(): { places: number; running: number; waiting: number } {
    return { places: this.#places, running: this.#running, waiting: this.#line.length };
  }

  /** A place in the queue, or null when every place is taken. */
  reserve(): QueuePlace | null {
    if (this.#places >= this.limits.running + this.limits.waiting) return null;
    this.#places += 1;
    let held = true;
    let used = false;
    const release = () => {
      if (!held) return;
      held = false;
      this.#places -= 1;
    };
    const run = async <T>(job: () => Promise<T>): Promise<T> => {
      // A place is good for one job: a second run on it would slip past the bound.
      if (used || !held) throw new Error('this queue place has already been used or released');
      used = true;
      try {
        await this.#slot();
        const started = this.#now();
        try {
          return await job();
        } finally {
          this.#jobMs += (this.#now() - started - this.#jobMs) * ESTIMATE_WEIGHT;
          this.#running -= 1;
          this.#line.shift()?.();
        }
      } finally {
        release();
      }
    };
    return { run, release };
  }

  /**
   * Seconds until the work now held should have drained (every place's job at the running estimate,
   * `running` at a time): what a refused caller is told to wait. At least 1, at most 60.
   */
  retryAfterSeconds(): number {
    const seconds = Math.ceil((this.#jobMs * Math.max(1, this.#places)) / this.limits.running / 1000);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
  }

  /** Resolves when this caller may run: at once if a slot is free, else when a finishing job hands it over. */
  #slot(): Promise<void> {
    if (this.#running < this.limits.running) {
      this.#running += 1;
      return Promise.resolve();
    }
    // A finishing job hands its slot to the next in line synchronously (see run), so a newcomer cannot
    // take it in between and the line stays first come, first served.
    return new Promise((resolve) => {
      this.#line.push(() => {
        this.#running += 1;
        resolve();
      });
    });
  }
}
