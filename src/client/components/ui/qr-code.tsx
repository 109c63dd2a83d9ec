// A QR code drawn here, in the page, as an SVG image: the text it carries (a code's link for its customer,
// or an authenticator's otpauth:// link, whose secret signs a person in) goes to no QR service, and no
// canvas is needed. The encoder, uqr, is ESM without dependencies; this file loads only in the lazy chunk of
// a QR shown (docs/decisions/0052-two-factor.md).
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

/** The QR code of `text` as an SVG file: its dark modules on white, edges kept sharp at any scale. */
export function qrSvg(text: string): string {
  const { size, d } = qrPath(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

/**
 * `text` as a QR code, `size` px square; `label` (from the message catalog) is what a screen reader says.
 * An image rather than inline SVG: a long press on a phone or a right click saves or copies it, so a code's
 * QR can be sent on to its customer as a picture.
 */
export function QrCode({ text, label, size }: { text: string; label: string; size: number }) {
  const src = useMemo(() => `data:image/svg+xml,${encodeURIComponent(qrSvg(text))}`, [text]);
  return <img src={src} alt={label} width={size} height={size} className="rounded bg-white" />;
}

export default QrCode;
