// A QR code drawn here, in the page, as inline SVG: the text it carries (an authenticator's otpauth:// link,
// whose secret signs a person in) goes to no QR service, and no canvas is needed. The encoder, uqr, is ESM
// without dependencies; this file loads only in a lazy chunk (docs/decisions/0052-two-factor.md).
import { useMemo } from 'react';
import { encode } from 'uqr';

// The white margin the QR standard asks for, so a phone finds the code's edge against any page behind it.
const QUIET_ZONE = 4;

/**
 * The QR code of `text` as one SVG path of its dark modules, in module units: `size` is the width and height
 * with the quiet zone, for the viewBox. Each row's run of dark modules is one rectangle, which keeps the
 * path short and leaves no seam between neighbours.
 */
export function qrPath(text: string): { size: number; d: string } {
  // Level M (15% of the code may be lost) unless the same size of code holds more: a screen's glare or a
  // smudge still reads.
  const { data } = encode(text, { ecc: 'M', boostEcc: true, border: 0 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size: data.length + 2 * QUIET_ZONE, d: parts.join('') };
}

/** `text` as a QR code, 200 px square; `label` (from the message catalog) is what a screen reader says. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      // Whole pixels per module edge, not blurred half-pixels: a phone reads sharp edges first time.
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

export default QrCode;
