// The time /notice evaluates its schedules at. It moves only when something changes: at the next start or
// end of a notice (one timer, no polling), and when the tab comes back into view, since background tabs
// throttle timers and a laptop may have slept through one.
import { useEffect, useState } from 'react';
import { nextNoticeBoundary, type NoticeSection } from '#shared/notice-page';

/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export function useNowAtBoundaries(notices: readonly NoticeSection[]): number {
  // A fresh object each tick: a timer that fires a millisecond early (or was clamped) still re-renders,
  // finds the boundary ahead and schedules again.
  const [clock, setClock] = useState(() => ({ now: Date.now() }));

  useEffect(() => {
    const next = nextNoticeBoundary(notices, clock.now);
    if (next === null) return;
    const delay = Math.min(Math.max(0, next - Date.now()), MAX_DELAY_MS);
    const timer = window.setTimeout(() => setClock({ now: Date.now() }), delay);
    return () => window.clearTimeout(timer);
  }, [notices, clock]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') setClock({ now: Date.now() });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return clock.now;
}
