// The operator's records (codes, deposits, claims, the audit trail) and the figures over them, as the
// modules of this folder share them: the query keys that each other's writes refresh (a deposit shows in
// the promo table's rows and a code generated with a deposit in the deposit search, so the keys live here,
// below both modules, instead of each importing the other), a change to one record with what it reloads,
// and the reload of what the draws change.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as deposits from '#shared/endpoints/deposits';
import * as promo from '#shared/endpoints/promo';
import { usePush } from '../lib/use-push';

export const promoCodesKey = [promo.codes.path] as const;
/** The search card and the generate form's preview both read summaries under this key. */
export const depositSearchKey = [deposits.search.path] as const;

/**
 * Sends `send(id, body)` and then reloads the queries under `queryKeys`, after a refusal too: a 404 or a
 * 409 means the record on screen is out of date. The mutation settles after the reload, so a dialog
 * closes on the new figures, not the old ones.
 */
export function useRecordChange<B, R>(
  send: (id: number, body: B) => Promise<R>,
  queryKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  const reload = () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: B }) => send(id, body),
    onSuccess: reload,
    onError: reload,
  });
}

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
  const ask = useRef(() => {});
  useEffect(() => {
    const reload = coalescedReload(() => queryClient.invalidateQueries({ queryKey }));
    ask.current = reload.ask;
    const stops = [reload.stop];
    if (afterChanges) {
      stops.push(
        queryClient.getMutationCache().subscribe((event) => {
          if (event.type === 'updated' && event.action.type === 'success') reload.ask();
        }),
      );
    }
    return () => stops.forEach((s) => s());
  }, [queryClient, queryKey, afterChanges]);
  usePush('draws_changed', () => ask.current());
  usePush('reopened', () => ask.current());
}
