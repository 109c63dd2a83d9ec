// The sections' rows in the builders' shared list: a type badge, the title, and whether the section
// shows, its position and how many entries it has.
import type { HomeSection } from '#shared/home-page';
import type { BuilderEntries } from '#client/components/builder/builder-tab.tsx';
import { SECTION_TYPE_LABELS } from './draft-model';

export const sectionLabel = (section: HomeSection) =>
  `${SECTION_TYPE_LABELS[section.type]} section “${section.title || 'Untitled'}”`;

export const SECTION_LIST: BuilderEntries<HomeSection, string>['list'] = {
  label: 'Sections',
  emptyText: 'No sections yet. Add one above.',
  rowTestId: 'section-row',
  renderContent: (section, index) => (
    <>
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
    </>
  ),
};
