// The sections' rows in the builders' shared list: a type badge, the title, and whether the section
// shows, its position and how many entries it has.
import * as m from '#messages';
import type { HomeSection } from '#shared/home-page';
import type { BuilderEntries } from '#client/components/builder/builder-tab.tsx';
import { SECTION_TYPE_LABELS } from './draft-model';

export const sectionLabel = (section: HomeSection) =>
  m.builder_sectionLabel({
    type: SECTION_TYPE_LABELS[section.type],
    title: section.title || m.builder_untitled,
  });

export const SECTION_LIST: BuilderEntries<HomeSection, string>['list'] = {
  label: m.builder_sections,
  emptyText: m.builder_sectionsNone,
  rowTestId: 'section-row',
  renderContent: (section, index) => (
    <>
      {/* One width in every row, so the titles line up, wide enough for each language's longest word
          (Malay's SEPANDUK); a name of two words wraps onto two lines (SERUAN TINDAKAN) rather than being
          cut off. */}
      <span className="w-24 shrink-0 rounded bg-black px-2 py-1 text-center text-xs leading-tight font-bold tracking-wide text-balance text-white uppercase">
        {SECTION_TYPE_LABELS[section.type]}
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className={`truncate font-semibold ${section.enabled ? 'text-slate-900' : 'text-black'}`}>
          {section.title || m.builder_untitled}
        </p>
        <p className={`truncate text-xs ${section.enabled ? 'text-slate-600' : 'text-black'}`}>
          {m.builder_sectionMeta({
            shown: section.enabled,
            position: index + 1,
            entries: section.logos.length,
          })}
        </p>
      </div>
    </>
  ),
};
