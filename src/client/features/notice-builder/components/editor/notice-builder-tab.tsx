// The admin's NOTICE Builder tab (SPEC §2): edit the notices of /notice or preview them as a visitor sees
// them, the global settings, and Save All. Adding, deleting and switching a notice save at once, as in the
// HOME builder; every other edit waits in the draft for Save All (SPEC §4, §8).
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_NOTICE_SETTINGS,
  NOTICE_TYPES,
  type NoticeBuilderData,
  type NoticeSection,
  type NoticeType,
} from '#shared/notice-page';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { useUnsavedChanges } from '#client/lib/unsaved-changes';
import { NoticeView } from '../page/notice-view';
import { useNowAtBoundaries } from '../page/use-now-at-boundaries';
import { moveNotice, newNotice, NOTICE_TYPE_LABELS, reorderNotices } from './draft-model';
import { NoticeEditorDialog } from './notice-editor-dialog';
import { NoticeList, noticeLabel } from './notice-list';
import { NoticeSettingsDialog } from './notice-settings-dialog';
import { useNoticeBuilderDraft, type SaveOutcome } from './use-notice-builder-draft';

type Mode = 'edit' | 'preview';

export function NoticeBuilderTab({
  onDirtyChange,
}: {
  /** Told whenever the draft gains or loses unsaved edits (the dashboard guards leaving the tab). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const builder = useNoticeBuilderDraft();
  const { draft, dirty } = builder;
  const [mode, setMode] = useState<Mode>('edit');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NoticeSection | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const now = useNowAtBoundaries(draft.sections);
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

  const notices = draft.sections;
  const editing = editingId === null ? undefined : notices.find((n) => n.id === editingId);
  const settings = draft.globalSettings;

  /** SPEC §8: a failed immediate save keeps the local copy and asks for a manual Save All. */
  const saveAtOnce = async (change: (d: NoticeBuilderData) => NoticeBuilderData, done: string) => {
    const outcome = await builder.editAndSave(change);
    if (outcome === 'saved') return;
    toast(
      outcome === 'local'
        ? {
            title: 'Warning',
            description: `Saved locally only: ${done}, but the server did not save it. Please save manually with Save All.`,
          }
        : {
            title: 'Error',
            description: `Failed to save settings: ${done} in this tab only. Please save manually with Save All.`,
            variant: 'destructive',
          },
    );
  };

  const addNotice = (type: NoticeType) => {
    const notice = newNotice(type);
    focusAfterRender.current = notice.id;
    void saveAtOnce((d) => ({ ...d, sections: [...d.sections, notice] }), `“${notice.title}” was added`);
  };

  const deleteNotice = (notice: NoticeSection) => {
    const index = notices.findIndex((n) => n.id === notice.id);
    focusAfterRender.current = (notices[index + 1] ?? notices[index - 1])?.id ?? null;
    setDeleting(null);
    void saveAtOnce(
      (d) => ({ ...d, sections: d.sections.filter((n) => n.id !== notice.id) }),
      `“${notice.title || 'Untitled'}” was deleted`,
    );
  };

  const toggleNotice = (id: string, enabled: boolean) =>
    void saveAtOnce(
      (d) => ({ ...d, sections: d.sections.map((n) => (n.id === id ? { ...n, enabled } : n)) }),
      `the notice was ${enabled ? 'enabled' : 'disabled'}`,
    );

  const saveAll = async () => {
    setSaving(true);
    const outcome: SaveOutcome = await builder.saveAll();
    setSaving(false);
    if (outcome === 'saved') {
      toast({ title: 'Saved', description: 'The notice page is saved and live.' });
    } else if (outcome === 'local') {
      toast({
        title: 'Warning',
        description: 'Saved locally only: the server did not save the notices. Try Save All again.',
      });
    } else {
      toast({
        title: 'Error',
        description: 'Failed to save settings: neither the server nor this device could save the notices.',
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
        aria-label="NOTICE Builder toolbar"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
      >
        <div className="mr-auto min-w-0">
          <h3 className="text-base font-semibold sm:text-lg">Notice page</h3>
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
          <Button variant="outline" onClick={() => setSettingsOpen(true)} disabled={!builder.loaded}>
            Settings
          </Button>
          <Button onClick={() => void saveAll()} disabled={saving || !builder.loaded}>
            {saving ? 'Saving...' : 'Save All'}
          </Button>
        </div>
      </section>

      {builder.source && builder.source !== 'server' && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          The server could not be reached: showing{' '}
          {builder.source === 'local' ? "this device's saved copy" : 'the built-in default notices'}. Save All
          publishes what you see here.
        </p>
      )}

      {builder.loaded && (
        <p data-testid="notice-settings-summary" className="text-sm text-slate-700">
          <span className="font-semibold">
            {settings.siteName.trim() || DEFAULT_NOTICE_SETTINGS.siteName}
          </span>{' '}
          ·{' '}
          {settings.showNotices ? (
            <>
              notices shown, scrolling preview at the {settings.noticePosition}, {settings.animationSpeed} s a
              pass
            </>
          ) : (
            <span className="font-semibold text-red-800">
              notices are switched off: /notice shows “Notice Center”
            </span>
          )}
        </p>
      )}

      {!builder.loaded ? (
        <p className="py-10 text-center text-sm text-slate-600">Loading the notices...</p>
      ) : mode === 'preview' ? (
        <section aria-label="Preview" className="grid gap-2">
          <p className="text-sm text-slate-600">
            As visitors see /notice with this draft: only the notices live now, high priority first.
          </p>
          <div className="flex overflow-hidden rounded-xl border border-slate-300 shadow-sm">
            <NoticeView data={draft} />
          </div>
        </section>
      ) : (
        <>
          <section
            aria-label="Add notice"
            className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex sm:flex-wrap sm:items-center"
          >
            <span className="col-span-2 mr-1 text-sm font-medium text-slate-700">Add notice:</span>
            {NOTICE_TYPES.map((type) => (
              <Button
                key={type}
                variant="outline"
                className="px-2 whitespace-nowrap sm:px-3"
                aria-label={`Add ${NOTICE_TYPE_LABELS[type]} notice`}
                onClick={() => addNotice(type)}
              >
                {`+ ${NOTICE_TYPE_LABELS[type]}`}
              </Button>
            ))}
          </section>
          <div ref={list}>
            <NoticeList
              notices={notices}
              now={now}
              onReorder={(ids) => builder.edit((d) => ({ ...d, sections: reorderNotices(d.sections, ids) }))}
              onMove={(id, step) =>
                builder.edit((d) => ({ ...d, sections: moveNotice(d.sections, id, step) }))
              }
              onToggle={toggleNotice}
              onEdit={setEditingId}
              onDelete={(id) => setDeleting(notices.find((n) => n.id === id) ?? null)}
            />
          </div>
        </>
      )}

      {editing && (
        <NoticeEditorDialog
          key={editing.id}
          notice={editing}
          onClose={() => setEditingId(null)}
          onApply={(applied) => {
            builder.edit((d) => ({
              ...d,
              sections: d.sections.map((n) => (n.id === applied.id ? applied : n)),
            }));
            setEditingId(null);
          }}
        />
      )}
      {settingsOpen && (
        <NoticeSettingsDialog
          settings={settings}
          onClose={() => setSettingsOpen(false)}
          onApply={(globalSettings) => {
            builder.edit((d) => ({ ...d, globalSettings }));
            setSettingsOpen(false);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete notice?"
        description={
          deleting ? `${noticeLabel(deleting)} is removed from /notice, and the page is saved.` : ''
        }
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          if (deleting) deleteNotice(deleting);
        }}
      />
    </div>
  );
}
