// Above the dashboard's tabs: today's figures and the prize liability, folded to one line so the tabs
// and the work stay in view, or opened to the full cards (the day's prizes, what each sum counts). A desk
// keeps the operator's choice in this browser; a phone always starts folded, its screen being the work's.
import { lazy, Suspense, useState } from 'react';
import * as m from '#messages';
import { LiabilityLine } from '../../features/claims/components/liability-line';
import { DaySummaryLine } from '../../features/day-summary/components/day-summary-line';
import { local } from '../../lib/storage';
import { useId } from '../../lib/use-id';

// Their code comes when first opened: folded, the line's figures come from the same queries.
const DaySummary = lazy(() =>
  import('../../features/day-summary/components/day-summary').then((mod) => ({ default: mod.DaySummary })),
);
const LiabilityCard = lazy(() =>
  import('../../features/claims/components/liability-card').then((mod) => ({ default: mod.LiabilityCard })),
);

/** Where a desk's browser keeps whether the summary is open. */
const OPEN_KEY = 'dashboardSummaryOpen';
/** Wide enough to keep the choice: on a phone the summary starts folded whatever was chosen. */
const DESK = '(min-width: 640px)';

const openAtStart = () => window.matchMedia(DESK).matches && local.get(OPEN_KEY) === '1';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={open ? 'rotate-180' : ''}>
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function SummaryBar() {
  const [open, setOpen] = useState(openAtStart);
  const detailsId = useId();
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (window.matchMedia(DESK).matches) local.set(OPEN_KEY, next ? '1' : '0');
  };
  const button = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={detailsId}
      onClick={toggle}
      className="ml-auto inline-flex min-h-9 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      {open ? m.admin_summaryHide : m.admin_summaryShow}
      <Chevron open={open} />
    </button>
  );
  if (!open) {
    // On a phone the figures run on in one line that scrolls sideways under the finger.
    return (
      <section
        aria-label={m.admin_summaryTitle}
        className="mb-4 flex items-center gap-3 rounded-xl border border-slate-200 bg-white py-1.5 pr-2 pl-4 text-sm shadow-sm"
      >
        <div
          tabIndex={0}
          className="flex min-w-0 flex-1 items-center gap-x-3 gap-y-1 overflow-x-auto whitespace-nowrap focus-visible:outline-2 focus-visible:outline-blue-600 sm:flex-wrap sm:overflow-visible"
        >
          <DaySummaryLine />
          <span aria-hidden="true" className="h-4 shrink-0 border-l border-slate-300" />
          <LiabilityLine />
        </div>
        {button}
        <div id={detailsId} hidden />
      </section>
    );
  }
  return (
    <div className="mb-4">
      <div className="-mt-2 mb-1 flex">{button}</div>
      <div id={detailsId} className="grid gap-4">
        <Suspense fallback={null}>
          <DaySummary />
          <LiabilityCard />
        </Suspense>
      </div>
    </div>
  );
}
