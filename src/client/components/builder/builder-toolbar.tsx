// The top of a builder tab: the page's name, where its draft stands (saving, saved but not published,
// published), the Edit/Preview switch and the builder's own buttons; under it, what needs the operator:
// a draft that could not load or save, or one that another publish overtook.
import type { ReactNode } from 'react';
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import type { BuilderDraft, DraftStatus } from './use-builder-draft';

export type BuilderMode = 'edit' | 'preview';

const MODES: { value: BuilderMode; label: string }[] = [
  { value: 'edit', label: m.builder_edit },
  { value: 'preview', label: m.builder_preview },
];

function StatusLine({
  status,
  hasChanges,
  saveError,
}: {
  status: DraftStatus;
  hasChanges: boolean;
  saveError: string | null;
}) {
  const dot = (color: string) => <span aria-hidden="true" className={`h-2 w-2 rounded-full ${color}`} />;
  switch (status) {
    case 'loading':
      return <span className="text-slate-600">{m.builder_statusLoading}</span>;
    case 'load-failed':
      return <span className="font-medium text-red-700">{m.builder_statusLoadFailed}</span>;
    case 'saving':
      return (
        <span className="inline-flex items-center gap-1.5 font-medium text-amber-800">
          {dot('bg-amber-500')}
          {m.builder_statusSaving}
        </span>
      );
    case 'save-failed':
      return (
        <span className="inline-flex items-center gap-1.5 font-medium text-red-700">
          {dot('bg-red-600')}
          {m.builder_statusSaveFailed({ reason: saveError ?? m.builder_noAnswer })}
        </span>
      );
    case 'conflict':
      return <span className="font-medium text-red-700">{m.builder_statusConflict}</span>;
    case 'saved':
      return hasChanges ? (
        <span className="inline-flex items-center gap-1.5 font-medium text-amber-800">
          {dot('bg-amber-500')}
          {m.builder_statusSaved}
        </span>
      ) : (
        <span className="text-slate-600">{m.builder_statusPublished}</span>
      );
  }
}

export function BuilderToolbar({
  label,
  title,
  status,
  hasChanges,
  saveError,
  mode,
  onModeChange,
  children,
}: {
  /** The toolbar's accessible name. */
  label: string;
  title: string;
  status: DraftStatus;
  hasChanges: boolean;
  saveError: string | null;
  mode: BuilderMode;
  onModeChange: (mode: BuilderMode) => void;
  /** The action buttons. */
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="mr-auto min-w-0">
        <h3 className="text-base font-semibold sm:text-lg">{title}</h3>
        <p aria-live="polite" className="text-sm">
          <StatusLine status={status} hasChanges={hasChanges} saveError={saveError} />
        </p>
      </div>
      <SegmentedControl label={m.builder_mode} options={MODES} value={mode} onChange={onModeChange} />
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}

/** What the alerts read of a draft, whatever its document. */
type DraftForAlerts = Pick<BuilderDraft<unknown>, 'loadError' | 'retryLoad' | 'conflict' | 'stale'>;

/**
 * What the operator must act on before the draft can go on: it did not load, or was published over.
 * (An edit refused because the draft changed elsewhere has its own alert: ./refused-edit.tsx.)
 */
export function DraftAlerts({
  builder,
  pageName,
}: {
  builder: DraftForAlerts;
  /** 'home page' in a sentence (builder_homePage). */
  pageName: string;
}) {
  const { loadError, retryLoad: onRetryLoad, conflict, stale } = builder;
  const box = 'flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm';
  return (
    <>
      {loadError !== null && (
        <div role="alert" className={`${box} border-red-300 bg-red-50 text-red-900`}>
          <p className="min-w-0 flex-1">{m.builder_loadFailed({ reason: loadError })}</p>
          <Button variant="outline" onClick={onRetryLoad}>
            {m.ui_tryAgain}
          </Button>
        </div>
      )}
      {stale && conflict === null && (
        <p role="alert" className={`${box} border-amber-300 bg-amber-50 text-amber-900`}>
          {m.builder_stale({ page: pageName })}
        </p>
      )}
    </>
  );
}
