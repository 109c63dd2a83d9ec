// The spin's one easing curve: the wheel's CSS transition runs it, and the pointer's ticks and their
// sound are timed from it, so each tick falls when a slot edge really passes the pointer.
import { SLOT_ANGLE } from '#shared/wheel';

/** A fast start and a long, smooth slowing (easeOutCubic); the wheel never goes back, so no bounce. */
const P1 = [0.215, 0.61] as const;
const P2 = [0.355, 1] as const;
export const SPIN_EASING = `cubic-bezier(${P1[0]}, ${P1[1]}, ${P2[0]}, ${P2[1]})`;

/** The most ticks scheduled for one spin (a long spin's first ticks are too close to hear apart anyway). */
const MAX_TICKS = 120;

const bezier = (s: number, a: number, b: number) =>
  3 * (1 - s) ** 2 * s * a + 3 * (1 - s) * s * s * b + s ** 3;

/** The share of the spin's time (0..1) at which the wheel has turned `progress` (0..1) of its way. */
export function timeAtProgress(progress: number): number {
  // The curve's turned share rises with its parameter, so halving finds it; 30 halvings is far below a
  // millisecond of a 6 s spin.
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (bezier(mid, P1[1], P2[1]) < progress) lo = mid;
    else hi = mid;
  }
  return bezier((lo + hi) / 2, P1[0], P2[0]);
}

/**
 * When, as shares of the spin's time (0..1, rising), a slot edge passes the pointer while the wheel turns
 * from `from` to `to` degrees: edges sit every 60° from the pointer at rotation 0, so one passes at each
 * multiple of 60 the rotation crosses. The gaps widen as the wheel slows.
 */
export function edgeTimes(from: number, to: number): number[] {
  if (!(to > from)) return [];
  const times: number[] = [];
  for (let edge = Math.floor(from / SLOT_ANGLE) + 1; edge * SLOT_ANGLE <= to; edge++)
    times.push(timeAtProgress((edge * SLOT_ANGLE - from) / (to - from)));
  return times.slice(-MAX_TICKS);
}
