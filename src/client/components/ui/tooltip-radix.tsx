// The Radix side of tooltip.tsx, a chunk of its own: Radix Tooltip with its timings (700 ms, then 300 ms)
// and the bubble's look. Only tooltip.tsx imports it (decision 0014).
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';

/** A tooltip opens 700 ms after the pointer rests on its trigger... */
export const TOOLTIP_DELAY_MS = 700;
/** ...and for 300 ms after one closes, the next opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Whether a scroll is being dispatched now: this listener is added when the module loads, so it runs before
// the one Radix adds for each open tooltip, and the flag clears once the dispatch is over.
let scrolling = false;
let scrollOver = 0;
window.addEventListener(
  'scroll',
  () => {
    scrolling = true;
    window.clearTimeout(scrollOver);
    scrollOver = window.setTimeout(() => {
      scrolling = false;
    });
  },
  { capture: true, passive: true },
);

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  // Controlled on purpose. Left to itself, Radix tells the other tooltips that this one opened from an
  // effect (a 'tooltip.open' event on the document), and every open tooltip's content closes on that
  // event. React runs that effect before the new content exists; Preact runs the content's own effect
  // first (when the content re-renders before the frame), so the content hears its own opening and
  // closes: the tooltip never opened in the built site. Controlled, Radix sends the event from the
  // event handler that opens it, before any content is drawn (decision 0014).
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    // Radix closes a tooltip when a scroll moves its trigger. But Tab onto a trigger at the window's edge
    // scrolls it into view, so its hint would flash and go (or stay, as the frames fall). While the
    // keyboard focus is on the trigger, a scroll leaves the hint open, moving with it; Escape, Tab on and
    // a click still close it.
    if (!next && scrolling && trigger.current?.matches(':focus-visible')) return;
    setOpen(next);
  };
  return (
    <RadixTooltip.Root open={open} onOpenChange={change}>
      <RadixTooltip.Trigger asChild ref={trigger}>
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="z-[130] max-w-[min(20rem,calc(100vw-16px))] rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium break-words text-white shadow-lg ring-1 ring-white/20"
        >
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
