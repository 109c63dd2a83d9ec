// The top of a builder tab: the page's name, whether anything is unsaved, the Edit/Preview switch and
// the builder's own buttons; under it, a warning while the draft did not come from the server.
import type { ReactNode } from 'react';
import type { LoadedDocument } from './use-builder-draft';

export type BuilderMode = 'edit' | 'preview';

const MODES: { value: BuilderMode; label: string }[] = [
  { value: 'edit', label: 'Edit' },
  { value: 'preview', label: 'Preview' },
];

export function BuilderToolbar({
  label,
  title,
  dirty,
  mode,
  onModeChange,
  children,
}: {
  /** The toolbar's accessible name. */
  label: string;
  title: string;
  dirty: boolean;
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
          {dirty ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-amber-800">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-500" />
              Unsaved changes
            </span>
          ) : (
            <span className="text-slate-600">All changes saved</span>
          )}
        </p>
      </div>
      <div
        role="group"
        aria-label="Mode"
        className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
      >
        {MODES.map(({ value, label: text }) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => onModeChange(value)}
            className={`min-h-10 rounded px-4 text-sm font-semibold ${
              mode === value ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {text}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}

/** SPEC §4: the admin must know when the draft is a stand-in, since Save All publishes it. */
export function LoadSourceAlert({
  source,
  defaultsText,
}: {
  source: LoadedDocument<unknown>['source'] | undefined;
  /** What the built-in defaults are called ('the built-in default page'). */
  defaultsText: string;
}) {
  if (!source || source === 'server') return null;
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {`The server could not be reached: showing ${
        source === 'local' ? "this device's saved copy" : defaultsText
      }. Save All publishes what you see here.`}
    </p>
  );
}
