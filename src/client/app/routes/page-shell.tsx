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

export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-10 w-full rounded-2xl border border-white/10 bg-night-800 p-8 text-center shadow-xl">
      <h2 className="text-2xl font-bold text-brand-300">{title}</h2>
      <p className="mt-2 text-white/70">{text}</p>
    </div>
  );
}
