// The operator's figures and lists that draws change (the day summary, the statistics, the claims, the
// audit trail) stay current without polling: they reload when the server says the draws changed.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnect, onServerMessage } from './realtime';

/** How long a reload waits for the pushes behind the first: a burst of spins costs one reload. */
export const BURST_MS = 250;

/**
 * `reload`, asked for by `ask()` as often as anything likes: it starts BURST_MS after the first ask, and
 * asks that come while it runs share one more run after it. So a burst costs one run, and the last run
 * starts after the last ask (it sees everything asked about). `stop()` cancels what has not started.
 */
export function coalescedReload(reload: () => Promise<unknown>): { ask: () => void; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Asked for and not started yet. */
  let asked = false;
  let running = false;

  const run = () => {
    timer = undefined;
    asked = false;
    running = true;
    // A failed reload (offline) is the query's own error to show; the next ask tries again.
    const settled = () => {
      running = false;
      if (asked && !stopped) run();
    };
    reload().then(settled, settled);
  };
  return {
    ask: () => {
      if (asked || stopped) return;
      asked = true;
      if (!running) timer = setTimeout(run, BURST_MS);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Reloads the queries under `queryKey` (a module's constant key) when a draw happens anywhere or the
 * history is cleared (the draws_changed push) and when the socket comes back (pushes sent meanwhile were
 * missed); with `afterChanges`, also when any change this tab makes succeeds. Coalesced: a crowd spinning
 * costs a reload per burst, not one per push.
 */
export function useRefreshOnDraws(queryKey: QueryKey, { afterChanges = false } = {}): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { ask, stop } = coalescedReload(() => queryClient.invalidateQueries({ queryKey }));
    const stops = [
      stop,
      onServerMessage((message) => {
        if (message.type === 'draws_changed') ask();
      }),
      onReconnect(ask),
    ];
    if (afterChanges) {
      stops.push(
        queryClient.getMutationCache().subscribe((event) => {
          if (event.type === 'updated' && event.action.type === 'success') ask();
        }),
      );
    }
    return () => stops.forEach((s) => s());
  }, [queryClient, queryKey, afterChanges]);
}
