// The admin's NOTICE Builder tab: the page builder's tab (components/builder/builder-tab) over
// the notices of /notice, in list order, with the notice editor, the notice settings and a line saying
// what those settings make of the page.
import * as m from '#messages';
import {
  DEFAULT_NOTICE_SETTINGS,
  NOTICE_PAGE,
  NOTICE_TYPES,
  type NoticeGlobalSettings,
} from '#shared/notice-page';
import { BuilderTab } from '#client/components/builder/builder-tab.tsx';
import { useBuilderDraft } from '#client/components/builder/use-builder-draft';
import { useNowAtBoundaries } from '../page/use-now-at-boundaries';
import { newNotice, NOTICE_TYPE_LABELS } from './draft-model';
import { NoticeEditorDialog } from './notice-editor-dialog';
import { noticeLabel, noticeList } from './notice-list';
import { NoticeSettingsDialog } from './notice-settings-dialog';

export function NoticeBuilderTab({
  onDirtyChange,
}: {
  /** Told whenever the draft gains or loses unsaved edits (the dashboard guards leaving the tab). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  // Unlike the home page, an empty notice list is a real document (no notices), taken as it is.
  const builder = useBuilderDraft({ document: NOTICE_PAGE });
  const now = useNowAtBoundaries(builder.draft.sections);
  return (
    <BuilderTab
      builder={builder}
      page={{
        path: '/notice',
        name: m.builder_noticePage,
        title: m.builder_noticeTitle,
        toolbarLabel: m.builder_noticeToolbar,
        loadingText: m.builder_noticeLoading,
        publishFailed: (message) => ({
          title: m.ui_error,
          description: m.builder_noticePublishFailed({ reason: message }),
          variant: 'destructive',
        }),
      }}
      entries={{
        texts: {
          add: m.builder_noticeAdd,
          addLead: m.builder_noticeAddLead,
          addType: m.builder_noticeAddType,
          deleteTitle: m.builder_noticeDelete,
          count: m.builder_noticeCount,
        },
        types: NOTICE_TYPES,
        typeLabels: NOTICE_TYPE_LABELS,
        create: newNotice,
        label: noticeLabel,
        addGrid: true,
        list: noticeList(now),
      }}
      summary={<SettingsSummary settings={builder.draft.globalSettings} />}
      versions
      renderEditor={(notice, handlers) => <NoticeEditorDialog notice={notice} {...handlers} />}
      renderSettings={(settings, handlers) => <NoticeSettingsDialog settings={settings} {...handlers} />}
      onDirtyChange={onDirtyChange}
    />
  );
}

function SettingsSummary({ settings }: { settings: NoticeGlobalSettings }) {
  return (
    <p data-testid="notice-settings-summary" className="text-sm text-slate-700">
      <span className="font-semibold">{settings.siteName.trim() || DEFAULT_NOTICE_SETTINGS.siteName}</span> ·{' '}
      {!settings.showNotices ? (
        <span className="font-semibold text-red-800">{m.builder_noticeSummaryOff}</span>
      ) : settings.noticePosition === 'top' ? (
        m.builder_noticeSummaryTop({ speed: settings.animationSpeed })
      ) : (
        m.builder_noticeSummaryBottom({ speed: settings.animationSpeed })
      )}
    </p>
  );
}
