// Listening to the tab's socket from a component: usePush(type, handler) for as long as the component is
// mounted, with the handler of its latest render (so it needs no memo). Kept apart from the provider,
// which every visitor's first load carries: these come only with the code that listens (chat, /admin).
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { Heard, Realtime } from './realtime';
import { RealtimeContext } from './realtime-provider';

export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error('useRealtime() needs a <RealtimeProvider> around it');
  return realtime;
}

/** Calls `handler` with every message of `type` heard ('reopened': the socket came back). */
export function usePush<T extends Heard['type']>(
  type: T,
  handler: (message: Extract<Heard, { type: T }>) => void,
): void {
  const realtime = useRealtime();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      realtime.listen((message) => {
        if (message.type === type) latest.current(message as Extract<Heard, { type: T }>);
      }),
    [realtime, type],
  );
}
