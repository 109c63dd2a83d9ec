// Colour helpers for the notice form.

/** #abc -> #AABBCC, for the colour picker, which takes only the six-digit form. */
export function sixDigitHex(hex: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  return (short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : hex).toUpperCase();
}
