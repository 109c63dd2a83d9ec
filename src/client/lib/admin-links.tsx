// Links inside /admin that any feature may draw (a feature does not import another): the customer page,
// and a tab opened on a search. The dashboard (app/routes/admin.tsx) reads these query parameters.
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The dashboard's tabs a link can open with a search. */
export type SearchableTab = 'promo' | 'claims' | 'deposits' | 'chat';

export const customerHref = (name: string): string => `/admin?${new URLSearchParams({ customer: name })}`;

export const tabSearchHref = (tab: SearchableTab, q: string): string =>
  `/admin?${new URLSearchParams({ tab, q })}`;

/** A customer's name, as a link to their page. */
export function CustomerLink({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Link
      href={customerHref(name)}
      className={`font-medium break-words text-blue-700 underline-offset-2 hover:underline ${className}`}
    >
      {name}
    </Link>
  );
}

/** A link to a tab of the dashboard opened on a search. */
export function TabSearchLink({
  tab,
  q,
  label,
  children,
}: {
  tab: SearchableTab;
  q: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Link href={tabSearchHref(tab, q)} aria-label={label} className="text-sm text-blue-700 hover:underline">
      {children}
    </Link>
  );
}
