// Links inside /admin that any feature may draw (a feature does not import another): the customer page,
// and a tab opened on a search. The dashboard (app/routes/admin.tsx) reads their query parameters with
// useAdminSearch. Plain history and anchors, not the router's: its search hook would add to every
// visitor's first load (tests/e2e/budget.spec.ts), and /admin is one route whatever its query.
import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';

/** The dashboard's tabs a link can open with a search. */
export type SearchableTab = 'promo' | 'claims' | 'deposits' | 'chat';

const FOLLOWED = 'admin-link';

export const customerHref = (name: string): string => `/admin?${new URLSearchParams({ customer: name })}`;

export const tabSearchHref = (tab: SearchableTab, q: string): string =>
  `/admin?${new URLSearchParams({ tab, q })}`;

const subscribe = (changed: () => void) => {
  window.addEventListener('popstate', changed);
  window.addEventListener(FOLLOWED, changed);
  return () => {
    window.removeEventListener('popstate', changed);
    window.removeEventListener(FOLLOWED, changed);
  };
};

/** /admin's query string, as links inside it and Back change it. */
export const useAdminSearch = (): string => useSyncExternalStore(subscribe, () => window.location.search);

/** An anchor to /admin?…: a click stays in the page (a new tab or window with a modifier, as usual). */
export function AdminLink({
  href,
  label,
  className,
  children,
}: {
  href: string;
  label?: string;
  className: string;
  children: ReactNode;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.pushState(null, '', href);
    window.dispatchEvent(new Event(FOLLOWED));
  };
  return (
    <a href={href} aria-label={label} onClick={follow} className={className}>
      {children}
    </a>
  );
}

/** A customer's name, as a link to their page. */
export function CustomerLink({ name, className = '' }: { name: string; className?: string }) {
  return (
    <AdminLink
      href={customerHref(name)}
      className={`font-medium break-words text-blue-700 underline-offset-2 hover:underline ${className}`}
    >
      {name}
    </AdminLink>
  );
}
