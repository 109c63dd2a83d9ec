// The white panel of the admin tab: a titled region, so tests and screen readers find it by its title.
import { type ReactNode } from 'react';
import { useId } from '#client/lib/use-id';

export function Card({
  title,
  actions,
  className = '',
  children,
}: {
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold sm:text-lg">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
