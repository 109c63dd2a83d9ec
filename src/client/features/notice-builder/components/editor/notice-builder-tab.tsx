// The admin's NOTICE Builder tab (SPEC §2): edit the notices of /notice or preview the draft as a visitor
// will see it, the global settings, Discard draft and Publish. Every edit goes into the server-kept draft
// (adding, deleting and switching a notice at once, the rest after a pause); visitors see none of it
// until Publish (docs/decisions/0012).
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_NOTICE_SETTINGS,
  NOTICE_TYPES,
  type NoticeSection,
  type NoticeType,
} from '#shared/notice-page';
import { useNoticeData } from '#client/api/notice-builder';
import { BuilderToolbar, DraftAlerts } from '#client/components/builder/builder-toolbar.tsx';
import { describeChanges } from '#client/components/builder/draft-changes';
import { PreviewFrame } from '#client/components/builder/preview-frame.tsx';
import { PublishButtons, PublishDialogs } from '#client/components/builder/publish-controls.tsx';
import { useBuilderTab } from '#client/components/builder/use-builder-tab';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
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
  const { draft } = builder;
  const published = useNoticeData().data?.data;
  const { refetchIfIdle } = builder;
  // A publish (here, or by another admin: the settings push refreshes the published page) moves the draft.
  useEffect(() => refetchIfIdle(), [published, refetchIfIdle]);
  const list = useRef<HTMLDivElement>(null);
  const tab = useBuilderTab(builder, list, {
    onDirtyChange,
    publishTexts: {
      published: { title: 'Saved', description: 'The notice page is saved and live.' },
      failed: (message) => ({
        title: 'Error',
        description: `Failed to save settings: ${message}`,
        variant: 'destructive',
      }),
    },
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NoticeSection | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const now = useNowAtBoundaries(draft.sections);

  const notices = draft.sections;
  const editing = editingId === null ? undefined : notices.find((n) => n.id === editingId);
  const settings = draft.globalSettings;

  const addNotice = (type: NoticeType) => tab.add(newNotice(type));

  const deleteNotice = (notice: NoticeSection) => {
    setDeleting(null);
    tab.remove(notices, notice.id);
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <BuilderToolbar
        label="NOTICE Builder toolbar"
        title="Notice page"
        status={builder.status}
        hasChanges={builder.hasChanges}
        saveError={builder.saveError}
        mode={tab.mode}
        onModeChange={tab.setMode}
      >
        <Button variant="outline" onClick={() => setSettingsOpen(true)} disabled={!builder.loaded}>
          Settings
        </Button>
        <PublishButtons builder={builder} tab={tab} />
      </BuilderToolbar>

      <DraftAlerts builder={builder} pageName="notice page" />

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
      ) : tab.mode === 'preview' ? (
        <PreviewFrame path="/notice" revision={builder.revision} saving={builder.status === 'saving'} />
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
              onToggle={tab.toggle}
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
          deleting
            ? `${noticeLabel(deleting)} is removed from the draft; /notice changes when you publish.`
            : ''
        }
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          if (deleting) deleteNotice(deleting);
        }}
      />
      <PublishDialogs
        tab={tab}
        pageName="notice page"
        changes={published ? describeChanges(published, draft, ['notice', 'notices']) : 'unknown'}
      />
    </div>
  );
}
