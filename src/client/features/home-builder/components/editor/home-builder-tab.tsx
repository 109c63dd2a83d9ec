// The admin's HOME Builder tab (SPEC §2): edit the sections of /home or preview the draft as a visitor
// will see it, the global settings, the published versions, Discard draft and Publish. Every edit goes
// into the server-kept draft (adding, deleting and switching a section at once, the rest after a pause);
// visitors see none of it until Publish (docs/decisions/0012).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SECTION_TYPES, type HomeSection, type SectionType } from '#shared/home-page';
import { useHomeData } from '#client/api/home-builder';
import { BuilderToolbar, DraftAlerts } from '#client/components/builder/builder-toolbar.tsx';
import { describeChanges } from '#client/components/builder/draft-changes';
import { PreviewFrame } from '#client/components/builder/preview-frame.tsx';
import { PublishButtons, PublishDialogs } from '#client/components/builder/publish-controls.tsx';
import { useBuilderTab } from '#client/components/builder/use-builder-tab';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { moveSection, newSection, reorderSections, SECTION_TYPE_LABELS, sortedSections } from './draft-model';
import { GlobalSettingsDialog } from './global-settings-dialog';
import { SectionEditorDialog } from './section-editor-dialog';
import { SectionList, sectionLabel } from './section-list';
import { useHomeBuilderDraft } from './use-home-builder-draft';
import { VersionsDialog } from './versions-panel';

export function HomeBuilderTab({
  noticeSettings,
  onDirtyChange,
}: {
  /** The Notice tab of the global settings: the spinning-notice form, from another feature. */
  noticeSettings: ReactNode;
  /** Told whenever the draft gains or loses unsaved edits (the dashboard guards leaving the tab). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const builder = useHomeBuilderDraft();
  const { draft } = builder;
  const published = useHomeData().data?.data;
  const { refetchIfIdle } = builder;
  // A publish (here, or by another admin: the settings push refreshes the published page) moves the draft.
  useEffect(() => refetchIfIdle(), [published, refetchIfIdle]);
  const list = useRef<HTMLDivElement>(null);
  const tab = useBuilderTab(builder, list, {
    onDirtyChange,
    publishTexts: {
      published: { title: 'Saved', description: 'The home page is saved and live.' },
      failed: (message) => ({ title: '保存失败，请重试', description: message, variant: 'destructive' }),
    },
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<HomeSection | null>(null);
  const [dialog, setDialog] = useState<'settings' | 'versions' | null>(null);

  const sections = sortedSections(draft.sections);
  const editing = editingId === null ? undefined : draft.sections.find((s) => s.id === editingId);

  const addSection = (type: SectionType) => tab.add(newSection(type, draft.sections));

  const deleteSection = (section: HomeSection) => {
    setDeleting(null);
    tab.remove(sections, section.id);
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <BuilderToolbar
        label="HOME Builder toolbar"
        title="Home page"
        status={builder.status}
        hasChanges={builder.hasChanges}
        saveError={builder.saveError}
        mode={tab.mode}
        onModeChange={tab.setMode}
      >
        <Button variant="outline" onClick={() => setDialog('settings')} disabled={!builder.loaded}>
          Settings
        </Button>
        <Button variant="outline" onClick={() => setDialog('versions')}>
          Versions
        </Button>
        <PublishButtons builder={builder} tab={tab} />
      </BuilderToolbar>

      <DraftAlerts builder={builder} pageName="home page" />

      {!builder.loaded ? (
        <p className="py-10 text-center text-sm text-slate-600">Loading the home page...</p>
      ) : tab.mode === 'preview' ? (
        <PreviewFrame path="/home" revision={builder.revision} saving={builder.status === 'saving'} />
      ) : (
        <>
          <section
            aria-label="Add section"
            className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
          >
            <span className="mr-1 text-sm font-medium text-slate-700">Add section:</span>
            {SECTION_TYPES.map((type) => (
              <Button
                key={type}
                variant="outline"
                className="px-3"
                aria-label={`Add ${SECTION_TYPE_LABELS[type]} section`}
                onClick={() => addSection(type)}
              >
                + {SECTION_TYPE_LABELS[type]}
              </Button>
            ))}
          </section>
          <div ref={list}>
            <SectionList
              sections={sections}
              onReorder={(ids) => builder.edit((d) => ({ ...d, sections: reorderSections(d.sections, ids) }))}
              onMove={(id, step) =>
                builder.edit((d) => ({ ...d, sections: moveSection(d.sections, id, step) }))
              }
              onToggle={tab.toggle}
              onEdit={setEditingId}
              onDelete={(id) => setDeleting(draft.sections.find((s) => s.id === id) ?? null)}
            />
          </div>
        </>
      )}

      {editing && (
        <SectionEditorDialog
          key={editing.id}
          section={editing}
          onClose={() => setEditingId(null)}
          onApply={(applied) => {
            builder.edit((d) => ({
              ...d,
              sections: d.sections.map((s) => (s.id === applied.id ? applied : s)),
            }));
            setEditingId(null);
          }}
        />
      )}
      {dialog === 'settings' && (
        <GlobalSettingsDialog
          settings={draft.globalSettings}
          noticeSettings={noticeSettings}
          onClose={() => setDialog(null)}
          onApply={(globalSettings) => {
            // Over the old ones: the load's spinning-notice fields stay (the save ignores them).
            builder.edit((d) => ({ ...d, globalSettings: { ...d.globalSettings, ...globalSettings } }));
            setDialog(null);
          }}
        />
      )}
      {dialog === 'versions' && (
        <VersionsDialog
          hasChanges={builder.hasChanges}
          onRestored={() => void builder.reload()}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete section?"
        description={
          deleting
            ? `${sectionLabel(deleting)} is removed from the draft; /home changes when you publish.`
            : ''
        }
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          if (deleting) deleteSection(deleting);
        }}
      />
      <PublishDialogs
        tab={tab}
        pageName="home page"
        changes={published ? describeChanges(published, draft, ['section', 'sections']) : 'unknown'}
      />
    </div>
  );
}
