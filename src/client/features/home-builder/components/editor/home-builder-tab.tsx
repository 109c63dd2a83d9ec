// The admin's HOME Builder tab (SPEC §2): edit the sections of /home or preview them as a visitor sees
// them, the global settings, the saved versions, and Save All. Adding, deleting and switching a section
// save at once; every other edit waits in the draft for Save All (SPEC §4, §8).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SECTION_TYPES, type HomeBuilderData, type HomeSection, type SectionType } from '#shared/home-page';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { HomeView } from '../page/home-view';
import { moveSection, newSection, reorderSections, SECTION_TYPE_LABELS, sortedSections } from './draft-model';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { GlobalSettingsDialog } from './global-settings-dialog';
import { SectionEditorDialog } from './section-editor-dialog';
import { SectionList, sectionLabel } from './section-list';
import { useHomeBuilderDraft, type SaveOutcome } from './use-home-builder-draft';
import { VersionsDialog } from './versions-panel';
import { useUnsavedChanges } from '#client/lib/unsaved-changes';

type Mode = 'edit' | 'preview';

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
  const [mode, setMode] = useState<Mode>('edit');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<HomeSection | null>(null);
  const [dialog, setDialog] = useState<'settings' | 'versions' | null>(null);
  const [saving, setSaving] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  // A row whose Edit button should take the keyboard focus once it is drawn (after an add or delete).
  const focusAfterRender = useRef<string | null>(null);

  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  useEffect(() => {
    const id = focusAfterRender.current;
    if (id === null) return;
    focusAfterRender.current = null;
    list.current?.querySelector<HTMLElement>(`[data-edit="${id}"]`)?.focus();
  }, [draft]);

  const sections = sortedSections(draft.sections);
  const editing = editingId === null ? undefined : draft.sections.find((s) => s.id === editingId);

  /** SPEC §8: a failed immediate save keeps the local copy and asks for a manual Save All. */
  const saveAtOnce = async (change: (d: HomeBuilderData) => HomeBuilderData, done: string) => {
    const outcome = await builder.editAndSave(change);
    if (outcome === 'saved') return;
    toast({
      title: 'Warning',
      description: `${done}, but the server did not save it${
        outcome === 'local' ? ' (kept on this device)' : ''
      }. Please save manually with Save All.`,
    });
  };

  const addSection = (type: SectionType) => {
    const section = newSection(type, draft.sections);
    focusAfterRender.current = section.id;
    void saveAtOnce((d) => ({ ...d, sections: [...d.sections, section] }), `${section.title} was added`);
  };

  const deleteSection = (section: HomeSection) => {
    const index = sections.findIndex((s) => s.id === section.id);
    focusAfterRender.current = (sections[index + 1] ?? sections[index - 1])?.id ?? null;
    setDeleting(null);
    void saveAtOnce(
      (d) => ({ ...d, sections: d.sections.filter((s) => s.id !== section.id) }),
      `“${section.title || 'Untitled'}” was deleted`,
    );
  };

  const toggleSection = (id: string, enabled: boolean) =>
    void saveAtOnce(
      (d) => ({ ...d, sections: d.sections.map((s) => (s.id === id ? { ...s, enabled } : s)) }),
      `The section was ${enabled ? 'enabled' : 'disabled'}`,
    );

  const saveAll = async () => {
    setSaving(true);
    const outcome: SaveOutcome = await builder.saveAll();
    setSaving(false);
    if (outcome === 'saved') {
      toast({ title: 'Saved', description: 'The home page is saved and live.' });
    } else if (outcome === 'local') {
      toast({
        title: '部分保存成功',
        description:
          'The data was saved locally on this device, but the server sync failed. Try Save All again.',
      });
    } else {
      toast({
        title: '保存失败，请重试',
        description: 'Neither the server nor this device could save the page.',
        variant: 'destructive',
      });
    }
  };

  const modeButton = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`min-h-10 rounded px-4 text-sm font-semibold ${
        mode === value ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
      }`}
    >
      {label}
    </button>
  );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <section
        aria-label="HOME Builder toolbar"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
      >
        <div className="mr-auto min-w-0">
          <h3 className="text-base font-semibold sm:text-lg">Home page</h3>
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
          {modeButton('edit', 'Edit')}
          {modeButton('preview', 'Preview')}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog('settings')} disabled={!builder.loaded}>
            Settings
          </Button>
          <Button variant="outline" onClick={() => setDialog('versions')}>
            Versions
          </Button>
          <Button onClick={() => void saveAll()} disabled={saving || !builder.loaded}>
            {saving ? 'Saving...' : 'Save All'}
          </Button>
        </div>
      </section>

      {builder.source && builder.source !== 'server' && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          The server could not be reached: showing{' '}
          {builder.source === 'local' ? "this device's saved copy" : 'the built-in default page'}. Save All
          publishes what you see here.
        </p>
      )}

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
