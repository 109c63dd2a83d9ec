// The height that takes an element from where it starts to the bottom of the window (less a margin), for a
// workspace that should fill the screen with no page scroll: measured from its place in the page, so it
// holds whatever is above it (a summary line that wraps, tabs in a longer language) and follows the window.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export function useWindowFill<T extends HTMLElement>(
  enabled: boolean,
  { min, gap }: { min: number; gap: number },
): [RefObject<T | null>, number | undefined] {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setHeight(undefined);
      return undefined;
    }
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - gap)));
    };
    measure();
    // What is above may change height (the summary opened, a banner): the page's body resizes with it.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [enabled, min, gap]);
  return [ref, height];
}
