// What a section or notice shows, written in its chosen colours, so that a hard-to-read pair is seen
// before it is published, and said in words when its contrast is too low.
import type { ReactNode } from 'react';
import * as m from '#messages';
import { HEX_COLOR_6 } from '#shared/urls';
import { ContrastNote } from '#client/components/ui/contrast-note.tsx';

export function ColourSample({
  label,
  backgroundColor,
  textColor,
  children,
}: {
  /** The figure's accessible name. */
  label: string;
  backgroundColor: string;
  textColor: string;
  children: ReactNode;
}) {
  return (
    <figure aria-label={label} className="grid gap-1">
      <figcaption className="text-xs font-medium text-slate-600">{m.builder_sample}</figcaption>
      <div
        className="rounded-lg border border-slate-200 px-4 py-5 break-words"
        style={{
          // An unfinished hex is left out rather than handed to the browser.
          backgroundColor: HEX_COLOR_6.test(backgroundColor) ? backgroundColor : undefined,
          color: HEX_COLOR_6.test(textColor) ? textColor : undefined,
        }}
      >
        {children}
      </div>
      <ContrastNote text={textColor} background={backgroundColor} />
    </figure>
  );
}
