// How a listening instance stops so that a rolling restart behind a load balancer drops nothing:
//   1. /api/health answers 503 at once (app.draining), while every other request is still served for
//      drainMs: the balancer's health checks need that long to stop sending new work here;
//   2. no new connections; the requests in flight finish with their real answers (and `connection:
//      close`), idle keep-alive connections are closed;
//   3. only then app.close(): the sockets close with 1012 (the realtime plugin), so every push of a
//      request that finished in step 2 has reached them, and the database closes.
import type { ServerResponse } from 'node:http';
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
  const inFlight = new Set<ServerResponse>();
  let settled: (() => void) | null = null;
  let listening = true;
  // Counted on the raw server, where a request refused before routing or aborted by its client still
  // ends with its response's 'close'; ahead of Fastify's listener, which may answer at once.
  app.server.prependListener('request', (_req, res: ServerResponse) => {
    // Arrived after the port closed (its headers were on the way): the connection ends with this answer.
    if (!listening) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) settled?.();
    });
  });
  const requestsDone = () =>
    inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (settled = resolve));

  let endWait: (() => void) | null = null;
  let running: Promise<void> | null = null;

  const close = async (skipDrain: boolean) => {
    app.draining = true;
    app.log.info({ drainMs: skipDrain ? 0 : options.drainMs }, 'shutdown: draining (health answers 503)');
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
    // Stops listening; Node closes the idle keep-alive connections with it. The busy ones end with their
    // answers, or (an answer whose headers were already out) are closed once idle.
    app.server.close();
    listening = false;
    // A client told `connection: close` does not send another request on a connection about to end.
    for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    app.log.info(
      { inFlight: inFlight.size },
      'shutdown: no new connections; finishing the requests in flight',
    );
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
  shutdown.inFlight = () => inFlight.size;
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
