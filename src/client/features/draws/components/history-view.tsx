// History view (the special code): the whole drawing history, read-only, 20 per page.
import { useState } from 'react';
import { useLocation } from 'wouter';
import * as m from '#messages';
import { historyPageItems, pageCount } from '#shared/pagination';
import { useDrawHistory } from '#client/api/draws';
import { spinSession } from '../lib/spin-session';
import { DrawHistoryTable, historyEmptyText } from './draw-history-list';

const PAGE_SIZE = 20;

export function HistoryView() {
  const [page, setPage] = useState(1);
  const [, navigate] = useLocation();
  const history = useDrawHistory(page, PAGE_SIZE);
  const total = history.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);

  const pagerButton = 'min-w-9 rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-40';
  return (
    <div className="w-full max-w-2xl rounded-3xl border border-white/10 bg-night-800 p-5 shadow-xl sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-extrabold text-brand-300">{m.draws_historyTitle}</h2>
        <p className="text-sm text-white/70">{m.draws_totalRecords({ total })}</p>
      </div>
      <div className="mt-4">
        {history.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-red-200">
            {m.draws_historyLoadError({ reason: history.error.message })}
          </p>
        ) : (
          <DrawHistoryTable items={history.data?.items ?? []} empty={historyEmptyText(history)} />
        )}
      </div>
      {pages > 1 && (
        <nav
          aria-label={m.draws_historyPages}
          className="mt-4 flex flex-wrap items-center justify-center gap-1"
        >
          <button
            type="button"
            className={`${pagerButton} bg-white/10`}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {m.draws_previous}
          </button>
          {historyPageItems(page, pages).map((item, i) =>
            item === 'ellipsis' ? (
              <span key={`e${i}`} className="px-1 text-white/50" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={m.draws_page({ page: item })}
                className={`${pagerButton} ${item === page ? 'bg-brand-500 text-night-900' : 'bg-white/10'}`}
                onClick={() => setPage(item)}
              >
                {item}
              </button>
            ),
          )}
          <button
            type="button"
            className={`${pagerButton} bg-white/10`}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {m.draws_next}
          </button>
        </nav>
      )}
      <button
        type="button"
        onClick={() => {
          spinSession.leaveHistoryView();
          navigate('/promo');
        }}
        className="mt-6 w-full rounded-xl bg-gradient-to-r from-brand-400 to-brand-500 px-6 py-3 font-extrabold text-night-900"
      >
        {m.draws_enterNewPromoCode}
      </button>
    </div>
  );
}
