// Wheel geometry: which rotation brings a slot under the pointer, and which slot a rotation shows.
// Slot i (1..6) spans [(i-1)*60, i*60) degrees clockwise from the pointer at 12 o'clock when the
// wheel's rotation is 0; rotating the wheel by R degrees clockwise moves every slot by R.

export const SLOTS = 6;
export const SLOT_ANGLE = 360 / SLOTS;
/** At least this many degrees of spin, landing within ±10° of the slot's centre. */
export const MIN_SPIN_DEGREES = 1800;
export const MAX_OFFSET_DEGREES = 10;

const mod360 = (deg: number) => ((deg % 360) + 360) % 360;

/**
 * The absolute rotation to spin to from `current` so that `slotId` stops under the pointer,
 * `offset` degrees (|offset| <= 10) away from the slot's centre, after at least `minSpin` degrees.
 */
export function spinTarget(
  current: number,
  slotId: number,
  offset: number,
  minSpin = MIN_SPIN_DEGREES,
): number {
  if (!Number.isInteger(slotId) || slotId < 1 || slotId > SLOTS)
    throw new RangeError(`slot ${slotId} out of range`);
  const clamped = Math.max(-MAX_OFFSET_DEGREES, Math.min(MAX_OFFSET_DEGREES, offset));
  const centre = (slotId - 1) * SLOT_ANGLE + SLOT_ANGLE / 2;
  // The pointer sits at angle (360 - rotation) on the wheel; we want it at centre + offset.
  const wantedRest = mod360(-(centre + clamped));
  const base = current + minSpin;
  return base + mod360(wantedRest - mod360(base));
}

/** The slot under the pointer at a given rotation. */
export function slotAtRotation(rotation: number): number {
  const pointerOnWheel = mod360(-rotation);
  return Math.floor(pointerOnWheel / SLOT_ANGLE) + 1;
}

/** Degrees between the pointer and the centre of the slot under it (signed, -30..30). */
export function offsetFromSlotCentre(rotation: number): number {
  const pointerOnWheel = mod360(-rotation);
  const slot = slotAtRotation(rotation);
  return pointerOnWheel - ((slot - 1) * SLOT_ANGLE + SLOT_ANGLE / 2);
}
