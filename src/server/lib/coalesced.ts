// Runs a task at most once at a time however many call it: the draws_changed push, the settings reload,
// the prize liability's figures.
/**
 * Runs task() for every caller, but at most one at a time: callers that arrive while one is running share
 * the next run, which starts after it, and its result. Every caller's promise still settles only after a
 * run that started after the call: a push announces what the caller committed before calling, and a read
 * sees every change made before it was asked. A burst of spins costs one announcement per database round
 * trip instead of one each, and every dashboard reloading after the same push one read.
 */
export function coalesced<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run = task().finally(() => {
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
