// The pointer's tick as each slot edge passes it: one short Web Animation of its transform per edge,
// all scheduled when the spin starts (delays from ./spin-easing's edgeTimes). The browser runs them on
// the compositor, beside the wheel's own transition: no timers or React renders while the wheel turns.

/** How far the pointer is knocked aside by an edge, and how long it takes to swing back. */
const TICK_DEGREES = -14;
const TICK_MS = 90;

/**
 * Ticks `pointer` at each of `times` (shares of `durationMs`). Returns a function that stops the ticks
 * not yet played (a spin stopped by a failure).
 */
export function tickPointer(
  pointer: HTMLElement | null,
  times: readonly number[],
  durationMs: number,
): () => void {
  if (!pointer || typeof pointer.animate !== 'function') return () => undefined;
  const ticks = times.map((t, i) => {
    // Knocked less as the wheel slows: the last edges barely nudge it.
    const push = TICK_DEGREES * (1 - 0.5 * (i / Math.max(1, times.length - 1)));
    return pointer.animate(
      [{ transform: 'rotate(0deg)' }, { transform: `rotate(${push}deg)` }, { transform: 'rotate(0deg)' }],
      { duration: TICK_MS, delay: t * durationMs, easing: 'ease-out' },
    );
  });
  return () => ticks.forEach((tick) => tick.cancel());
}
