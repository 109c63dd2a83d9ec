// How a listening instance stops so that a rolling restart behind a load balancer drops nothing:
//   1. /api/health answers 503 at once (app.draining), while every other request is still served for
//      drainMs: the balancer's health checks need that long to stop sending new work here;
//   2. no new connections; the requests in flight finish with their real answers, idle keep-alive
//      connections are closed;
//   3. only then app.close(): the sockets close with 1012 (the realtime plugin), so every push of a
//      request that finished in step 2 has reached them, and the database closes.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long health answers 503 before the instance stops taking connections (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** The longest steps 2 and 3 may take, after the drain wait (SHUTDOWN_TIMEOUT_MS); then it rejects. */
  timeoutMs: number;
}

export interface Shutdown {
  /**
   * Runs the close once; a later call returns the same promise. `skipDrain` (Ctrl-C, or a second
   * signal while draining) ends the drain wait at once.
   */
  (options?: { skipDrain?: boolean }): Promise<void>;
  /** HTTP requests being answered now (WebSocket upgrades not counted). */
  inFlight: () => number;
}

/**
 * Prepares the close of `app`. Call it before the app listens: the requests in flight are counted from
 * here on, and a request that started before the signal must be waited for.
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions): Shutdown {
  let inFlight = 0;
  let settled: (() => void) | null = null;
  // Counted on the raw server: a request refused before routing (a 400 from the parser) or aborted by
  // its client still ends with its response's 'close'.
  app.server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) settled?.();
    });
  });
  const requestsDone = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (settled = resolve));

  let endWait: (() => void) | null = null;
  let running: Promise<void> | null = null;

  const close = async (skipDrain: boolean) => {
    app.draining = true;
    if (!skipDrain && options.drainMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.drainMs);
        endWait = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    endWait = null;
    await withTimeout(finish(), options.timeoutMs);
  };

  const finish = async () => {
    // Stops listening; Node closes the idle keep-alive connections with it. The busy ones go idle as
    // their requests finish, and are closed once they have.
    app.server.close();
    await requestsDone();
    settled = null;
    app.server.closeIdleConnections();
    await app.close();
  };

  const shutdown: Shutdown = (call = {}) => {
    if (running) {
      if (call.skipDrain) endWait?.();
      return running;
    }
    running = close(call.skipDrain ?? false);
    return running;
  };
  shutdown.inFlight = () => inFlight;
  return shutdown;
}

/** Rejects when steps 2 and 3 outlast `timeoutMs` (a request or a socket that hangs). */
function withTimeout(closing: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`closing took longer than SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms)`)),
      timeoutMs,
    );
  });
  return Promise.race([closing, late]).finally(() => clearTimeout(timer));
}
