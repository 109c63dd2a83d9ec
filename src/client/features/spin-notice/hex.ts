// Colour helpers for the notice form's hex fields.

/** #abc -> #AABBCC, for the colour picker, which takes only the six-digit form. */
export function sixDigitHex(hex: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  return (short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : hex).toUpperCase();
}

/**
 * What an admin typed, tidied: trimmed, '#' added to bare hex digits ('ff6b35' pasted from a design
 * tool), upper-cased like the picker's values. Anything else comes back trimmed, for the check to refuse.
 */
export function normalizeHex(input: string): string {
  const value = input.trim();
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  return match?.[1] ? `#${match[1].toUpperCase()}` : value;
}
