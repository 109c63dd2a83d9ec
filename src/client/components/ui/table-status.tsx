// What a server-paged admin table (promo codes, audit entries) shows in place of its rows: that its page
// is loading, that it could not load, or that there is nothing to list.
import type { ReactNode } from 'react';
import * as m from '#messages';

/** One centred line in the table's place; an alert is read out as it appears. */
export function TableMessage({ alert = false, children }: { alert?: boolean; children: ReactNode }) {
  return (
    <p
      role={alert ? 'alert' : undefined}
      className={`py-8 text-center text-sm break-words ${alert ? 'text-red-700' : 'text-slate-500'}`}
    >
      {children}
    </p>
  );
}

/** The table (`children`), or the line that stands in for it. */
export function TableOrMessage({
  list,
  what,
  empty,
  children,
}: {
  /** The page's query. A failure is said only when there is no earlier page left to show. */
  list: { isPending: boolean; error: Error | null; data: unknown };
  /** In 'Loading promo codes...' and 'Could not load promo codes: …' (ui_loading, ui_loadFailed). */
  what: string;
  /** Said when the page has no rows; null when it has. */
  empty: string | null;
  children: ReactNode;
}) {
  if (list.isPending) return <TableMessage>{m.ui_loading({ what })}</TableMessage>;
  if (list.error && !list.data) {
    return <TableMessage alert>{m.ui_loadFailed({ what, reason: list.error.message })}</TableMessage>;
  }
  if (empty !== null) return <TableMessage>{empty}</TableMessage>;
  return children;
}
