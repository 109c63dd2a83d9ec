// What a page shows while its code or its data is on the way: the same words in the same place on every
// page, announced to screen readers.
import type { ReactNode } from 'react';
import * as m from '#messages';

export function PageLoading({ children = m.pages_loading }: { children?: ReactNode }) {
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center text-white/70">
      {children}
    </div>
  );
}
