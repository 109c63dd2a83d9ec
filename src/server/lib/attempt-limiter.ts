// Counts failures per key (an IP) in a sliding window and says when the key is blocked. In process
// memory: with N instances an attacker gets N times the budget, which still leaves guessing an 8-character
// code from a 31-letter alphabet (~8.5e11 codes) hopeless; the admin login uses the database instead.
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  private recent(key: string): number[] {
    const since = this.now().getTime() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** Milliseconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(key: string): number {
    const list = this.recent(key);
    if (list.length < this.limit) return 0;
    const oldest = list[list.length - this.limit] ?? this.now().getTime();
    return Math.max(1, oldest + this.windowMs - this.now().getTime());
  }

  recordFailure(key: string): void {
    const list = this.recent(key);
    list.push(this.now().getTime());
    this.failures.set(key, list);
    // Bound memory under a flood of distinct keys: forget the oldest keys first.
    if (this.failures.size > 50_000) {
      const first = this.failures.keys().next();
      if (!first.done) this.failures.delete(first.value);
    }
  }
}
