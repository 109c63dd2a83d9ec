// The admin's NOTICE Builder tab (SPEC §2): edit the notices of /notice or preview them as a visitor sees
// them, the global settings, and Save All. Adding, deleting and switching a notice save at once, as in the
// HOME builder; every other edit waits in the draft for Save All (SPEC §4, §8).
import { useRef, useState } from 'react';
import {
  DEFAULT_NOTICE_SETTINGS,
  NOTICE_TYPES,
  type NoticeSection,
  type NoticeType,
} from '#shared/notice-page';
import {
  BuilderToolbar,
  LoadSourceAlert,
  type BuilderMode,
} from '#client/components/builder/builder-toolbar.tsx';
import { useBuilderTab } from '#client/components/builder/use-builder-tab';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { NoticeView } from '../page/notice-view';
import { useNowAtBoundaries } from '../page/use-now-at-boundaries';
import { moveNotice, newNotice, NOTICE_TYPE_LABELS, reorderNotices } from './draft-model';
import { NoticeEditorDialog } from './notice-editor-dialog';
import { NoticeList, noticeLabel } from './notice-list';
import { NoticeSettingsDialog } from './notice-settings-dialog';
import { useNoticeBuilderDraft } from './use-notice-builder-draft';

export function NoticeBuilderTab({
  onDirtyChange,
}: {
  /** Told whenever the draft gains or loses unsaved edits (the dashboard guards leaving the tab). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const builder = useNoticeBuilderDraft();
  const { draft, dirty } = builder;
  const list = useRef<HTMLDivElement>(null);
  const tab = useBuilderTab(builder, list, {
    onDirtyChange,
    saveAllTexts: {
      saved: { title: 'Saved', description: 'The notice page is saved and live.' },
      local: {
        title: 'Warning',
        description: 'Saved locally only: the server did not save the notices. Try Save All again.',
      },
      failed: {
        title: 'Error',
        description: 'Failed to save settings: neither the server nor this device could save the notices.',
        variant: 'destructive',
      },
    },
    saveAtOnceTexts: (done) => ({
      local: {
        title: 'Warning',
        description: `Saved locally only: ${done}, but the server did not save it. Please save manually with Save All.`,
      },
      failed: {
        title: 'Error',
        description: `Failed to save settings: ${done} in this tab only. Please save manually with Save All.`,
        variant: 'destructive',
      },
    }),
  });
  const [mode, setMode] = useState<BuilderMode>('edit');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NoticeSection | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const now = useNowAtBoundaries(draft.sections);

  const notices = draft.sections;
  const editing = editingId === null ? undefined : notices.find((n) => n.id === editingId);
  const settings = draft.globalSettings;

  const addNotice = (type: NoticeType) => {
    const notice = newNotice(type);
    tab.focusRow(notice.id);
    void tab.saveAtOnce((d) => ({ ...d, sections: [...d.sections, notice] }), `“${notice.title}” was added`);
  };

  const deleteNotice = (notice: NoticeSection) => {
    tab.focusNeighbourOf(notices, notice.id);
    setDeleting(null);
    void tab.saveAtOnce(
      (d) => ({ ...d, sections: d.sections.filter((n) => n.id !== notice.id) }),
      `“${notice.title || 'Untitled'}” was deleted`,
    );
  };

  const toggleNotice = (id: string, enabled: boolean) =>
    void tab.saveAtOnce(
      (d) => ({ ...d, sections: d.sections.map((n) => (n.id === id ? { ...n, enabled } : n)) }),
      `the notice was ${enabled ? 'enabled' : 'disabled'}`,
    );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <BuilderToolbar
        label="NOTICE Builder toolbar"
        title="Notice page"
        dirty={dirty}
        mode={mode}
        onModeChange={setMode}
      >
        <Button variant="outline" onClick={() => setSettingsOpen(true)} disabled={!builder.loaded}>
          Settings
        </Button>
        <Button onClick={() => void tab.saveAll()} disabled={tab.saving || !builder.loaded}>
          {tab.saving ? 'Saving...' : 'Save All'}
        </Button>
      </BuilderToolbar>

      <LoadSourceAlert source={builder.source} defaultsText="the built-in default notices" />

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
