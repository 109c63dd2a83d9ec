// What an upload may hold before its image is re-encoded: its body arrives on a connection the sender
// paces, so no shared place is taken while it arrives (the encode queue's places are taken only for the
// re-encoding, lib/images/receive-image.ts). Instead, a visitor's address has at most UPLOADS_PER_ADDRESS uploads in
// flight, and a body that stops arriving for the idle deadline is cut off. Operators' uploads are not
// counted per address: they are signed in, and a builder drops six logos at once.
import { addressKey } from './client-address';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's bounds on uploads whose body is still arriving (plugins/upload-gate.ts). */
    uploadGate: UploadGate;
  }
}

/** A visitor sends one image at a time (the widget's button waits for the answer); two leaves a retry room. */
export const UPLOADS_PER_ADDRESS = 2;

/**
 * How long an upload's body may go without a byte before it is cut off (UPLOAD_IDLE_TIMEOUT_MS). A phone
 * on a poor network stalls for seconds, not half a minute; a sender that stops for longer holds a
 * connection and up to 5 MB of memory for nothing.
 */
export const DEFAULT_UPLOAD_IDLE_MS = 30_000;

export interface UploadGateOptions {
  idleMs: number;
  perAddress?: number;
}

export class UploadGate {
  readonly idleMs: number;
  readonly perAddress: number;
  readonly #inFlight = new Map<string, number>();
  #total = 0;

  constructor(options: UploadGateOptions) {
    this.idleMs = options.idleMs;
    this.perAddress = options.perAddress ?? UPLOADS_PER_ADDRESS;
  }

  /** Visitors' uploads in flight now (for tests and the logs). */
  get stats(): { inFlight: number; addresses: number } {
    return { inFlight: this.#total, addresses: this.#inFlight.size };
  }

  /**
   * Counts an upload from `address` (the client address, as client-address.ts reads it), or null when
   * that address has its fill in flight. The returned function ends it; calling it twice is harmless.
   */
  enter(address: string): (() => void) | null {
    const key = addressKey(address);
    const held = this.#inFlight.get(key) ?? 0;
    if (held >= this.perAddress) return null;
    this.#inFlight.set(key, held + 1);
    this.#total += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.#total -= 1;
      const left = (this.#inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.#inFlight.set(key, left);
      else this.#inFlight.delete(key);
    };
  }
}
