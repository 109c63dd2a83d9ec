import type { ReactNode } from 'react';

/** A public page's content column under the fixed header. */
export function PageShell({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section
      aria-label={label}
      className="mx-auto flex min-h-[calc(100dvh-4rem)] w-full max-w-3xl flex-col items-center px-4 py-8"
    >
      {children}
    </section>
  );
}
