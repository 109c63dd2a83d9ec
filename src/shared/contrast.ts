// Text that stays readable on a colour (WCAG 2 contrast): the wheel's slot names on their slots, and on
// the home page, where the operator's colours are used as they are except where the page puts one of its
// own on top of them (buttons, the brand strip).

const DARK = '#140A26';
const LIGHT = '#FFFFFF';

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Dark or white text, whichever reads better on `background`. */
export const textOn = (background: string): string =>
  contrast(background, DARK) >= contrast(background, LIGHT) ? DARK : LIGHT;

/**
 * A button in a section: the site's primary colour when it stands out from the section (3:1, the
 * non-text minimum), else the section's own colours swapped, which are exactly as readable as its text.
 */
export function buttonColors(
  primary: string,
  section: { backgroundColor: string; textColor: string },
): { backgroundColor: string; color: string } {
  if (contrast(primary, section.backgroundColor) >= 3)
    return { backgroundColor: primary, color: textOn(primary) };
  return { backgroundColor: section.textColor, color: section.backgroundColor };
}

/** Text in `preferred` when it is readable (4.5:1) on `background`, else dark or white. */
export const readableText = (preferred: string, background: string): string =>
  contrast(preferred, background) >= 4.5 ? preferred : textOn(background);
