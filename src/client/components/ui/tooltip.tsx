// Tooltips (Radix Tooltip: 700 ms before one opens, then 300 ms in which the next opens at
// once), in place of `title=` hover hints. A tooltip describes its trigger; it never names it, so an
// icon-only trigger keeps its aria-label.
//
// Radix Tooltip with its positioning library is ~21 KB of gzip on a visitor page and ~14 KB on /admin
// (decision 0014). Only a device that can hover needs it: on a touch screen a tooltip never opens (Radix
// ignores touch pointers, and the focus a tap gives does not open one), so there the code is never
// fetched and the triggers are drawn as they are. The pages that show tooltips load it alongside their
// own code (withTooltips), the contact buttons once they have links (useTooltipsReady). A TooltipProvider
// decides once, when it mounts, whether its tooltips are Radix's, since switching later would mount the
// triggers anew under the pointer or the keyboard focus.
import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import type * as TooltipRadix from './tooltip-radix';

type TooltipCode = typeof TooltipRadix;

let loaded: TooltipCode | null = null;
let loading: Promise<void> | null = null;

const canHover = () => typeof matchMedia === 'function' && matchMedia('(any-hover: hover)').matches;

/** Fetches the tooltips' code on a device that can hover; never fails (without it, no tooltips). */
export function preloadTooltips(): Promise<void> {
  if (loaded !== null || !canHover()) return Promise.resolve();
  loading ??= import('./tooltip-radix').then(
    (code) => {
      loaded = code;
    },
    () => {
      // The server is gone: the triggers work without their hints, and the next page tries again.
      loading = null;
    },
  );
  return loading;
}

/** A lazy page's import, resolved once the tooltips' code is there too (when the device needs it). */
export function withTooltips<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, preloadTooltips()]).then(([code]) => code);
}

/**
 * For a part that shows tooltips only sometimes (the contact buttons, when there are links): whether the
 * tooltips' code has settled (there, failed, or not needed on this device), fetching it once `wanted`.
 */
export function useTooltipsReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(() => loaded !== null || !canHover());
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    void preloadTooltips().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

const TooltipCodeContext = createContext<TooltipCode | null>(null);

/** Shares the 300 ms skip delay among the tooltips inside it. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [radix] = useState(() => loaded);
  if (radix === null) return children;
  return (
    <TooltipCodeContext.Provider value={radix}>
      <radix.TooltipProvider>{children}</radix.TooltipProvider>
    </TooltipCodeContext.Provider>
  );
}

/**
 * Shows `content` by `children` (one element that takes a ref and event handlers) on hover after 700 ms
 * and on keyboard focus at once; Escape, leaving and blur close it.
 */
export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  const radix = useContext(TooltipCodeContext);
  if (radix === null) return children;
  return <radix.Tooltip content={content}>{children}</radix.Tooltip>;
}
