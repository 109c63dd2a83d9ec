// The sections of the draft in page order: drag handle, type badge, title, the enable switch, move
// up/down, Edit and Delete. A disabled section stays listed, faded (SPEC §4).
import type { HomeSection } from '#shared/home-page';
import { DragHandle, SortableList } from '#client/components/builder/sortable-list.tsx';
import { SECTION_TYPE_LABELS } from './draft-model';
import { Switch } from '#client/components/builder/form-controls.tsx';

export const sectionLabel = (section: HomeSection) =>
  `${SECTION_TYPE_LABELS[section.type]} section “${section.title || 'Untitled'}”`;

const rowButton =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export function SectionList({
  sections,
  onReorder,
  onMove,
  onToggle,
  onEdit,
  onDelete,
}: {
  /** In page order. */
  sections: readonly HomeSection[];
  onReorder: (ids: string[]) => void;
  onMove: (id: string, step: -1 | 1) => void;
  onToggle: (id: string, enabled: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  if (sections.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
        No sections yet. Add one above.
      </p>
    );
  }
  return (
    <SortableList
      items={sections}
      label="Sections"
      itemLabel={sectionLabel}
      onReorder={onReorder}
      className="flex flex-col gap-2"
      renderItem={(section, handleProps) => {
        const index = sections.indexOf(section);
        const label = sectionLabel(section);
        // A hidden section's row is faded (SPEC §4); its text turns black so that, faded, it still
        // reads at 4.5:1 (slate greys at 60% opacity fall below that).
        const ink = section.enabled ? 'text-slate-700' : 'text-black';
        return (
          <div
            data-testid="section-row"
            data-enabled={section.enabled}
            className={`flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 shadow-sm sm:flex-nowrap sm:p-3 ${
              section.enabled ? '' : 'opacity-60'
            }`}
          >
            <DragHandle {...handleProps} />
            <span className="w-20 shrink-0 rounded bg-black px-2 py-1 text-center text-xs font-bold tracking-wide text-white uppercase">
              {SECTION_TYPE_LABELS[section.type]}
            </span>
            <div className="min-w-0 flex-1 basis-40">
              <p className={`truncate font-semibold ${section.enabled ? 'text-slate-900' : 'text-black'}`}>
                {section.title || 'Untitled'}
              </p>
              <p className={`truncate text-xs ${section.enabled ? 'text-slate-600' : 'text-black'}`}>
                {section.enabled ? 'Shown' : 'Hidden'} · position {index + 1}
                {section.logos.length > 0 ? ` · ${section.logos.length} entries` : ''}
              </p>
            </div>
            <div className="ml-auto flex shrink-0 items-center gap-1.5">
              <Switch
                label={`Show ${label}`}
                checked={section.enabled}
                onChange={(enabled) => onToggle(section.id, enabled)}
              />
              <button
                type="button"
                className={`${rowButton} w-10 ${ink}`}
                aria-label={`Move ${label} up`}
                disabled={index === 0}
                onClick={() => onMove(section.id, -1)}
              >
                <Icon d="M12 19V5M5 12l7-7 7 7" />
              </button>
              <button
                type="button"
                className={`${rowButton} w-10 ${ink}`}
                aria-label={`Move ${label} down`}
                disabled={index === sections.length - 1}
                onClick={() => onMove(section.id, 1)}
              >
                <Icon d="M12 5v14M19 12l-7 7-7-7" />
              </button>
              <button
                type="button"
                data-edit={section.id}
                className={`${rowButton} px-3 text-sm font-semibold ${ink}`}
                aria-label={`Edit ${label}`}
                onClick={() => onEdit(section.id)}
              >
                Edit
              </button>
              <button
                type="button"
                className={`${rowButton} w-10 text-red-700`}
                aria-label={`Delete ${label}`}
                onClick={() => onDelete(section.id)}
              >
                <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
              </button>
            </div>
          </div>
        );
      }}
    />
  );
}
