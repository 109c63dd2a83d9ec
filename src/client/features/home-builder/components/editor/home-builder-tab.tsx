// The admin's HOME Builder tab (SPEC §2): edit the sections of /home or preview them as a visitor sees
// them, the global settings, the saved versions, and Save All. Adding, deleting and switching a section
// save at once; every other edit waits in the draft for Save All (SPEC §4, §8).
import { useRef, useState, type ReactNode } from 'react';
import { SECTION_TYPES, type HomeSection, type SectionType } from '#shared/home-page';
import {
  BuilderToolbar,
  LoadSourceAlert,
  type BuilderMode,
} from '#client/components/builder/builder-toolbar.tsx';
import { useBuilderTab } from '#client/components/builder/use-builder-tab';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { HomeView } from '../page/home-view';
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
  const { draft, dirty } = builder;
  const list = useRef<HTMLDivElement>(null);
  const tab = useBuilderTab(builder, list, {
    onDirtyChange,
    saveAllTexts: {
      saved: { title: 'Saved', description: 'The home page is saved and live.' },
      local: {
        title: '部分保存成功',
        description:
          'The data was saved locally on this device, but the server sync failed. Try Save All again.',
      },
      failed: {
        title: '保存失败，请重试',
        description: 'Neither the server nor this device could save the page.',
        variant: 'destructive',
      },
    },
    saveAtOnceTexts: (done) => {
      const warning = (kept: string) => ({
        title: 'Warning',
        description: `${done}, but the server did not save it${kept}. Please save manually with Save All.`,
      });
      return { local: warning(' (kept on this device)'), failed: warning('') };
    },
  });
  const [mode, setMode] = useState<BuilderMode>('edit');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<HomeSection | null>(null);
  const [dialog, setDialog] = useState<'settings' | 'versions' | null>(null);

  const sections = sortedSections(draft.sections);
  const editing = editingId === null ? undefined : draft.sections.find((s) => s.id === editingId);

  const addSection = (type: SectionType) => {
    const section = newSection(type, draft.sections);
    tab.focusRow(section.id);
    void tab.saveAtOnce((d) => ({ ...d, sections: [...d.sections, section] }), `${section.title} was added`);
  };

  const deleteSection = (section: HomeSection) => {
    tab.focusNeighbourOf(sections, section.id);
    setDeleting(null);
    void tab.saveAtOnce(
      (d) => ({ ...d, sections: d.sections.filter((s) => s.id !== section.id) }),
      `“${section.title || 'Untitled'}” was deleted`,
    );
  };

  const toggleSection = (id: string, enabled: boolean) =>
    void tab.saveAtOnce(
      (d) => ({ ...d, sections: d.sections.map((s) => (s.id === id ? { ...s, enabled } : s)) }),
      `The section was ${enabled ? 'enabled' : 'disabled'}`,
    );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <BuilderToolbar
        label="HOME Builder toolbar"
        title="Home page"
        dirty={dirty}
        mode={mode}
        onModeChange={setMode}
      >
        <Button variant="outline" onClick={() => setDialog('settings')} disabled={!builder.loaded}>
          Settings
        </Button>
        <Button variant="outline" onClick={() => setDialog('versions')}>
          Versions
        </Button>
        <Button onClick={() => void tab.saveAll()} disabled={tab.saving || !builder.loaded}>
          {tab.saving ? 'Saving...' : 'Save All'}
        </Button>
      </BuilderToolbar>

      <LoadSourceAlert source={builder.source} defaultsText="the built-in default page" />

      {!builder.loaded ? (
        <p className="py-10 text-center text-sm text-slate-600">Loading the home page...</p>
      ) : mode === 'preview' ? (
        <section aria-label="Preview" className="grid gap-2">
          <p className="text-sm text-slate-600">
            As visitors see /home with this draft. Hidden sections are left out; links are not followed here.
          </p>
          {/* Links do nothing here: Spin Now would leave the admin, and the unsaved draft with it. */}
          <div
            onClickCapture={(event) => {
              if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
            }}
            className="overflow-hidden rounded-xl border border-slate-300 bg-night-900 text-white shadow-sm"
          >
            <HomeView data={{ ...draft, sections: draft.sections.filter((s) => s.enabled) }} />
          </div>
        </section>
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
              onToggle={toggleSection}
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
        <VersionsDialog dirty={dirty} onRestored={builder.takeServerCopy} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete section?"
        description={
          deleting ? `${sectionLabel(deleting)} is removed from the home page, and the page is saved.` : ''
        }
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          if (deleting) deleteSection(deleting);
        }}
      />
    </div>
  );
}
