// Runs a task at most once at a time however many call it: the draws_changed push, the settings reload.
/**
 * Runs publish() for every caller, but at most one at a time: callers that arrive while one is running share
 * the next run, which starts after it. Every caller's promise still settles only after a run that started
 * after the call, so what the caller committed before calling is announced before its answer goes out;
 * a burst of spins costs one announcement per database round trip instead of one each.
 */
export function coalesced(publish: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = publish().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
