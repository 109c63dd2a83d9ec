// Client mistakes (an oversized WebSocket frame, a malformed one) are logged, but a client repeating one
// must not fill the log: at most one line per key (an address) per window, the next line saying how many
// were left out. Memory is bounded: when every slot holds a key still inside its window, new keys share
// one overflow slot, so many addresses at once still give at most one extra line per window.

export interface LogSamplerOptions {
  /** One line per key per this many ms. */
  windowMs?: number;
  /** Keys remembered at once. */
  maxKeys?: number;
}

interface Slot {
  /** When this key's current window began. */
  since: number;
  /** Lines left out in this window. */
  skipped: number;
}

/** The slot of the keys that found no room. */
const OVERFLOW = '\u0000overflow';

export class LogSampler {
  private readonly windowMs: number;
  private readonly maxKeys: number;
  // Insertion order is window-start order (a key is re-inserted when its window starts again), so the
  // oldest windows are always at the front.
  private readonly slots = new Map<string, Slot>();

  constructor({ windowMs = 60_000, maxKeys = 10_000 }: LogSamplerOptions = {}) {
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
  }

  /**
   * Whether to write a line for `key` now. When yes, `skipped` is how many lines of this key were left
   * out since its last one (worth writing in the line); null means leave this one out.
   */
  take(key: string, nowMs: number): { skipped: number } | null {
    const slotKey = this.slots.has(key) || this.makeRoom(nowMs) ? key : OVERFLOW;
    const slot = this.slots.get(slotKey);
    if (slot && nowMs - slot.since < this.windowMs) {
      slot.skipped += 1;
      return null;
    }
    this.slots.delete(slotKey);
    this.slots.set(slotKey, { since: nowMs, skipped: 0 });
    return { skipped: slot?.skipped ?? 0 };
  }

  /** Keys held now (tests check the bound). */
  get size(): number {
    return this.slots.size;
  }

  /** Drops windows that have ended; true when a new key now fits. */
  private makeRoom(nowMs: number): boolean {
    for (const [key, slot] of this.slots) {
      if (this.slots.size < this.maxKeys) break;
      if (nowMs - slot.since < this.windowMs) break;
      this.slots.delete(key);
    }
    // The overflow slot does not take a key's place.
    return this.slots.size - (this.slots.has(OVERFLOW) ? 1 : 0) < this.maxKeys;
  }
}
