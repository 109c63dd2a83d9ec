// Ids that tie a label to its field, a field to its hint, a region to its title: unique in the page.
// Not React's useId: under Preact it numbers by the place in the tree and starts again inside a Suspense
// boundary that resolves later (preactjs/preact-render-to-string#407; the fix, preact#5108, was
// reverted), so the fields of a lazily loaded tab got the ids of fields outside it ('P0-1' twice: the
// Spinning Wheel Notice region took the Prize liability card's title). The pages are drawn in the
// browser only, so a counter is enough.
import { useState } from 'react';

let last = 0;

export function useId(): string {
  const [id] = useState(() => {
    last += 1;
    return `f${last.toString(36)}`;
  });
  return id;
}
