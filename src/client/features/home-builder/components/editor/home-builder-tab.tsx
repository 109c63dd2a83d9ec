// The admin's HOME Builder tab: the page builder's tab (components/builder/builder-tab) over the
// home page's sections, in their order, with the section editor, the global settings (whose Notice tab
// is the spinning notice form the dashboard passes in) and the published versions.
import type { ReactNode } from 'react';
import * as m from '#messages';
import { HOME_PAGE, SECTION_TYPES } from '#shared/home-page';
import { BuilderTab } from '#client/components/builder/builder-tab.tsx';
import { useBuilderDraft } from '#client/components/builder/use-builder-draft';
import {
  adoptLoaded,
  forSaving,
  newSection,
  renumberSections,
  SECTION_TYPE_LABELS,
  sortedSections,
} from './draft-model';
import { GlobalSettingsDialog } from './global-settings-dialog';
import { SectionEditorDialog } from './section-editor-dialog';
import { SECTION_LIST, sectionLabel } from './section-list';

export function HomeBuilderTab({
  noticeSettings,
  onDirtyChange,
}: {
  /** The Notice tab of the global settings: the spinning-notice form, from another feature. */
  noticeSettings: ReactNode;
  /** Told whenever the draft gains or loses unsaved edits (the dashboard guards leaving the tab). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const builder = useBuilderDraft({ document: HOME_PAGE, adopt: adoptLoaded, forSaving });
  return (
    <BuilderTab
      builder={builder}
      page={{
        path: '/home',
        name: m.builder_homePage,
        title: m.builder_homeTitle,
        toolbarLabel: m.builder_homeToolbar,
        loadingText: m.builder_homeLoading,
        publishFailed: (message) => ({
          title: m.builder_homePublishFailed,
          description: message,
          variant: 'destructive',
        }),
      }}
      entries={{
        texts: {
          add: m.builder_sectionAdd,
          addLead: m.builder_sectionAddLead,
          addType: m.builder_sectionAddType,
          deleteTitle: m.builder_sectionDelete,
          count: m.builder_sectionCount,
        },
        types: SECTION_TYPES,
        typeLabels: SECTION_TYPE_LABELS,
        create: newSection,
        numbering: { sorted: sortedSections, renumbered: renumberSections },
        label: sectionLabel,
        list: SECTION_LIST,
      }}
      versions
      renderEditor={(section, handlers) => <SectionEditorDialog section={section} {...handlers} />}
      renderSettings={(settings, handlers) => (
        <GlobalSettingsDialog settings={settings} noticeSettings={noticeSettings} {...handlers} />
      )}
      onDirtyChange={onDirtyChange}
    />
  );
}
