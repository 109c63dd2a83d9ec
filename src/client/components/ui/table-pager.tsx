// Previous / numbered pages / Next under a server-paged admin table (promo codes, audit entries), with the
// 'Page X of Y (N total)' line; past LIST_DEPTH_MAX rows no page is offered, and a line says how to narrow
// the list instead (the server refuses such a page).
import * as m from '#messages';
import { LIST_DEPTH_MAX, pageablePages, pageCount, tablePageItems } from '#shared/pagination';

const pageButton =
  'min-h-9 min-w-9 rounded-md border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40';

export function TablePager({
  page,
  pageSize,
  total,
  onPage,
  label = m.ui_pages,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name, e.g. 'Audit entry pages'. */
  label?: string;
}) {
  const idle = `${pageButton} border-slate-300 bg-white text-slate-700 hover:bg-slate-100`;
  const pages = pageablePages(total, pageSize);
  const capped = pageCount(total, pageSize) > pages;
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4"
    >
      <p className="text-sm text-slate-600">{m.ui_pageOf({ page, pages, total })}</p>
      {capped && (
        <p className="basis-full text-sm text-amber-800" role="note">
          {m.ui_pagesCapped({ rows: LIST_DEPTH_MAX })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-1">
        <button type="button" className={idle} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {m.ui_previous}
        </button>
        {tablePageItems(page, pages).map((item, i) =>
          item === 'ellipsis' ? (
            <span key={`ellipsis-${i}`} className="px-1 text-slate-400" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              aria-label={m.ui_page({ page: item })}
              aria-current={item === page ? 'page' : undefined}
              className={item === page ? `${pageButton} border-slate-900 bg-slate-900 text-white` : idle}
              onClick={() => onPage(item)}
            >
              {item}
            </button>
          ),
        )}
        <button type="button" className={idle} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {m.ui_next}
        </button>
      </div>
    </nav>
  );
}
