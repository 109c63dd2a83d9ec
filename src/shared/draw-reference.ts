// A draw's short reference, for the win dialog's receipt and the Claims tab that finds it: 'D-0042' for
// draw 42. A visitor reads it off a screenshot and an operator types it, in any case, with or without the
// dash or the leading zeros.

const PREFIX = 'D-';
const DIGITS = 4;

export const drawReference = (drawId: number): string => `${PREFIX}${String(drawId).padStart(DIGITS, '0')}`;

/** The draw id a typed reference names ('D-0042', 'd42', '#D 0042'), or null when it is none. */
export function drawIdOfReference(text: string): number | null {
  const match = /^#?\s*D\s*[-\u2010-\u2015]?\s*(\d{1,9})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id >= 1 ? id : null;
}
