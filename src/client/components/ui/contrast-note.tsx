// Said under a sample of operator-chosen colours when its text would be hard to read: the page uses the
// colours as they are, so the operator is told before publishing, with the figure to aim for.
import * as m from '#messages';
import { contrast } from '#shared/contrast';
import { normalizeHex } from './colour-field';

/** WCAG AA for text under 18.66 px bold: the notices' and sections' body text. */
const READABLE = 4.5;
// normalizeHex's own output form. Not #shared/urls' HEX_COLOR_6: importing it here made the bundler split
// a shared chunk into /promo's, /notice's and /home's first loads (+120 bytes each, over budget).
const HEX6 = /^#[0-9A-F]{6}$/;

export function ContrastNote({ text, background }: { text: string; background: string }) {
  const [fore, back] = [normalizeHex(text), normalizeHex(background)];
  if (!HEX6.test(fore) || !HEX6.test(back)) return null;
  const ratio = contrast(fore, back);
  if (ratio >= READABLE) return null;
  return (
    <p className="text-xs font-medium text-amber-800">
      {m.ui_lowContrast({ ratio: (Math.floor(ratio * 10) / 10).toFixed(1), needed: READABLE.toFixed(1) })}
    </p>
  );
}
