// The pointer's tick as each slot edge passes it: ONE Web Animation of its transform holding every tick
// as keyframes (times from ./spin-easing's edgeTimes), made when the spin starts. One animation, because
// Chromium runs an element's transform animation on the compositor only when no other animation of that
// element competes with it: thirty short ones each kept the others (and every frame's style and commit)
// on the main thread. No timers or React renders while the wheel turns.

/** How far the pointer is knocked aside by an edge, and how long it takes to swing back. */
const TICK_DEGREES = -14;
const TICK_MS = 90;
/** Edges closer than this run together: a swing too short to see. */
const SHORTEST_SWING_MS = 12;

const turned = (degrees: number): Keyframe => ({ transform: `rotate(${degrees}deg)` });

/**
 * The keyframes of every tick at `times` (shares of `durationMs`) over `durationMs + TICK_MS`: at rest,
 * knocked aside, at rest again, per edge, each swing cut short where the next edge comes sooner.
 */
export function tickKeyframes(times: readonly number[], durationMs: number): Keyframe[] {
  const total = durationMs + TICK_MS;
  const frames: Keyframe[] = [{ ...turned(0), offset: 0 }];
  let free = 0;
  times.forEach((share, i) => {
    const at = share * durationMs;
    const next = times[i + 1];
    const swing = Math.min(TICK_MS, next === undefined ? TICK_MS : next * durationMs - at);
    if (at < free || swing < SHORTEST_SWING_MS) return;
    // Knocked less as the wheel slows: the last edges barely nudge it.
    const push = TICK_DEGREES * (1 - 0.5 * (i / Math.max(1, times.length - 1)));
    frames.push(
      { ...turned(0), offset: at / total, easing: 'ease-out' },
      { ...turned(push), offset: (at + swing * 0.3) / total, easing: 'ease-in' },
      { ...turned(0), offset: (at + swing) / total },
    );
    free = at + swing;
  });
  frames.push({ ...turned(0), offset: 1 });
  return frames;
}

/** How many ticks `keyframes` hold (each is one knocked-aside keyframe). */
export const tickCount = (keyframes: readonly Keyframe[]): number =>
  keyframes.filter((frame) => frame.transform !== 'rotate(0deg)').length;

/**
 * Ticks `pointer` at each of `times` (shares of `durationMs`). Returns a function that stops the ticks
 * not yet played (a spin stopped by a failure).
 */
export function tickPointer(
  pointer: HTMLElement | null,
  times: readonly number[],
  durationMs: number,
): () => void {
  if (!pointer || typeof pointer.animate !== 'function' || times.length === 0) return () => undefined;
  const ticks = pointer.animate(tickKeyframes(times, durationMs), {
    duration: durationMs + TICK_MS,
    easing: 'linear',
  });
  return () => ticks.cancel();
}
