// A run of named figures on one line (wrapping where the screen is narrow): the dashboard's summary folded.
export interface LineFigure {
  label: string;
  value: string;
}

export function FigureLine({ figures, busy }: { figures: readonly LineFigure[]; busy: boolean }) {
  return (
    <dl aria-busy={busy} className="flex shrink-0 items-baseline gap-x-3 gap-y-1 sm:flex-wrap">
      {figures.map(({ label, value }) => (
        <div key={label} className="whitespace-nowrap">
          <dt className="inline text-slate-600">{label}</dt>{' '}
          <dd className="inline font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
