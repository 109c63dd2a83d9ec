// /admin: the login card until the server confirms a session, then the dashboard. Lazy-loaded.
// The dashboard composes its tabs from several features (a feature does not import another one).
import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAdminSearch } from '../../lib/admin-links';
import { ConfirmItemDialog } from '../../components/ui/confirm-dialog';
import { TooltipProvider } from '../../components/ui/tooltip';
import { SignOutButtons } from '../../features/admin-auth/components/sign-out-buttons';
import { ChatDesk, useChatDesk } from '../../features/chat/components/admin/chat-desk';
import { useAdminAuth } from '../../features/admin-auth/hooks/use-admin-auth';
import { BackupWarning } from '../../features/backups/components/backup-warning';
import { useMay, useMe } from '../../api/admin-session';
import type { Permission } from '#shared/permissions';
import { DepositPreview } from '../../features/deposits/components/deposit-preview';
import { DepositSearchCard } from '../../features/deposits/components/deposit-search-card';
import { PromoTab } from '../../features/promo/components/promo-tab';
import * as m from '#messages';
import { PageLoading } from '../layout/page-loading';
import { SummaryBar } from '../dashboard/summary-bar';

// The default tab comes with the dashboard; the others (the builders with their drag-and-drop, the chat,
// the prizes, the claims with the prize liability, the audit trail, and the spinning notice form that two
// of them show) load when first opened, so the dashboard is ready sooner.
// The login card too: a signed-in operator's first load does not carry it.
const LoginCard = lazy(() =>
  import('../../features/admin-auth/components/login-card').then((mod) => ({ default: mod.LoginCard })),
);
const LiveChatTab = lazy(() =>
  import('../../features/chat/components/admin/live-chat-tab').then((mod) => ({ default: mod.LiveChatTab })),
);
const HomeBuilderTab = lazy(() =>
  import('../../features/home-builder/components/editor/home-builder-tab').then((mod) => ({
    default: mod.HomeBuilderTab,
  })),
);
const NoticeBuilderTab = lazy(() =>
  import('../../features/notice-builder/components/editor/notice-builder-tab').then((mod) => ({
    default: mod.NoticeBuilderTab,
  })),
);
const SpinNoticeForm = lazy(() =>
  import('../../features/spin-notice/components/spin-notice-form').then((mod) => ({
    default: mod.SpinNoticeForm,
  })),
);
const PrizeManager = lazy(() =>
  import('../dashboard/prizes-card').then((mod) => ({ default: mod.PrizesCard })),
);
const DefaultLanguageCard = lazy(() =>
  import('../../features/language/components/default-language-card').then((mod) => ({
    default: mod.DefaultLanguageCard,
  })),
);
const AuditLogCard = lazy(() =>
  import('../../features/audit/components/audit-log-card').then((mod) => ({ default: mod.AuditLogCard })),
);
const StatisticsTab = lazy(() =>
  import('../../features/stats/components/statistics-tab').then((mod) => ({ default: mod.StatisticsTab })),
);
const ClaimsTab = lazy(() =>
  import('../../features/claims/components/claims-tab').then((mod) => ({ default: mod.ClaimsTab })),
);
// A customer's page, opened from their name in the promo table, Claims or the deposit search.
const CustomerPage = lazy(() =>
  import('../../features/customers/components/customer-page').then((mod) => ({ default: mod.CustomerPage })),
);
const StaffTab = lazy(() =>
  import('../../features/staff/components/staff-tab').then((mod) => ({ default: mod.StaffTab })),
);
const BackupsCard = lazy(() =>
  import('../../features/backups/components/backups-card').then((mod) => ({ default: mod.BackupsCard })),
);
const AccountTab = lazy(() =>
  import('../../features/account/components/account-tab').then((mod) => ({ default: mod.AccountTab })),
);
// A new person's invitation link opens /admin#invitation=…: they choose their password there.
const InvitationCard = lazy(() =>
  import('../../features/staff/components/invitation-card').then((mod) => ({ default: mod.InvitationCard })),
);
const ClearDrawHistoryCard = lazy(() =>
  import('../../features/draws/components/clear-draw-history-card').then((mod) => ({
    default: mod.ClearDrawHistoryCard,
  })),
);

function TabFallback() {
  return (
    <div role="status" className="rounded-xl bg-white p-10 text-center text-slate-500">
      {m.admin_loading}
    </div>
  );
}

// A boundary of its own: the form may still be on its way inside a tab (or the HOME Builder's settings
// dialog) that has already drawn. Made afresh where it is used, not one element kept in a constant:
// Preact's useId numbers by the element's place in the tree, and an element drawn in two places got ids
// ('P0-1') that other fields of the page had too, tying a label to the wrong field.
function SpinNoticeFormPart() {
  return (
    <Suspense fallback={<TabFallback />}>
      <SpinNoticeForm />
    </Suspense>
  );
}

interface TabContext {
  /** For a tab with a draft: tells the dashboard whether it holds unsaved edits. */
  onDirtyChange: (dirty: boolean) => void;
  /** A search a link opened the dashboard on (lib/admin-links.tsx): which list, and what to search. */
  linked: { tab: string; q: string } | null;
}

/** A list opened on a link's search: given afresh (keyed) whenever a link names another search. */
const linkedSearch = (linked: TabContext['linked'], tab: string) =>
  linked?.tab === tab ? linked.q : undefined;

interface TabSpec {
  value: string;
  label: string;
  /** What the person's role must hold for the tab to be shown (the server refuses its calls otherwise). */
  permission: Permission;
  body: (ctx: TabContext) => ReactNode;
  /** A tab whose draft lives in it: leaving with unsaved edits would drop them, so the dashboard asks. */
  unsavedWarning?: string;
}

const TABS: TabSpec[] = [
  {
    value: 'promo',
    label: m.admin_tabPromo,
    permission: 'codes',
    body: ({ linked }) => (
      <PromoTab
        depositSearch={
          <DepositSearchCard
            key={linkedSearch(linked, 'deposits')}
            initialSearch={linkedSearch(linked, 'deposits')}
          />
        }
        renderDepositPreview={(input) => <DepositPreview {...input} />}
        tableSearch={linkedSearch(linked, 'promo')}
      />
    ),
  },
  { value: 'chat', label: m.admin_tabChat, permission: 'chat', body: () => <LiveChatTab /> },
  {
    value: 'home-builder',
    label: m.admin_tabHomeBuilder,
    permission: 'site',
    body: ({ onDirtyChange }) => (
      <HomeBuilderTab noticeSettings={<SpinNoticeFormPart />} onDirtyChange={onDirtyChange} />
    ),
    unsavedWarning: m.admin_unsavedHome,
  },
  {
    value: 'notice-builder',
    label: m.admin_tabNoticeBuilder,
    permission: 'site',
    body: ({ onDirtyChange }) => <NoticeBuilderTab onDirtyChange={onDirtyChange} />,
    unsavedWarning: m.admin_unsavedNotice,
  },
  {
    value: 'prizes',
    label: m.admin_tabPrizes,
    permission: 'site',
    // The prize names of both wheels, and beside them the spinning notice form and the visitors' language.
    body: () => (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PrizeManager />
        <div className="grid gap-6">
          <SpinNoticeFormPart />
          <DefaultLanguageCard />
        </div>
      </div>
    ),
  },
  // The wins to pay, and whether they were paid (their liability is on the dashboard above the tabs).
  {
    value: 'claims',
    label: m.claims_tab,
    permission: 'claims',
    body: ({ linked }) => (
      <ClaimsTab key={linkedSearch(linked, 'claims')} initialSearch={linkedSearch(linked, 'claims')} />
    ),
  },
  { value: 'stats', label: m.admin_tabStats, permission: 'reports', body: () => <StatisticsTab /> },
  {
    value: 'audit',
    label: m.admin_tabAudit,
    permission: 'reports',
    // The audit trail, and under it the clearing of the draw history.
    body: () => (
      <div className="grid gap-6">
        <AuditLogCard />
        <ClearDrawHistoryCard />
      </div>
    ),
  },
  { value: 'staff', label: m.staff_tab, permission: 'staff', body: () => <StaffTab /> },
  // Beside Staff: the owner's running of the site itself.
  { value: 'backups', label: m.backups_tab, permission: 'staff', body: () => <BackupsCard /> },
  { value: 'account', label: m.staff_accountTab, permission: 'account', body: () => <AccountTab /> },
];

const noop = () => undefined;

/** The Live Chat tab's count of conversations with unread messages, read out in words. */
function UnreadBadge({ count }: { count: number }) {
  return (
    <>
      {' '}
      <span className="ml-1 inline-flex min-w-5 justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-bold text-white">
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{m.chat_unreadConversations({ count })}</span>
      </span>
    </>
  );
}

/** The tab a link's search is shown in: the deposit search is on the promo tab. */
const tabOfLink = (linked: TabContext['linked']) =>
  linked && ['promo', 'claims', 'chat', 'deposits'].includes(linked.tab)
    ? linked.tab === 'deposits'
      ? 'promo'
      : linked.tab
    : null;

function Dashboard() {
  // Links inside /admin (lib/admin-links.tsx): a customer's page over the tabs (kept, with what they hold,
  // for the way back), or a tab opened on a search.
  const params = new URLSearchParams(useAdminSearch());
  const customer = params.get('customer');
  const linkedTab = params.get('tab');
  const linkedQ = params.get('q') ?? '';
  const linked = useMemo(
    () => (linkedTab && linkedQ ? { tab: linkedTab, q: linkedQ } : null),
    [linkedTab, linkedQ],
  );
  const [activeTab, setActiveTab] = useState(() => tabOfLink(linked) ?? 'promo');
  // A link followed while the dashboard is open turns to its tab (as state derived in render, not an effect).
  const [seenLink, setSeenLink] = useState(linked);
  if (linked !== seenLink) {
    setSeenLink(linked);
    const tab = tabOfLink(linked);
    if (tab) setActiveTab(tab);
  }
  const [dirtyTabs, setDirtyTabs] = useState<ReadonlySet<string>>(() => new Set());
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  // One stable callback per tab: the builders re-run their report effect when it changes identity.
  const reportDirty = useMemo(
    () =>
      Object.fromEntries(
        TABS.map((tab) => [
          tab.value,
          (dirty: boolean) =>
            setDirtyTabs((current) => {
              if (current.has(tab.value) === dirty) return current;
              const next = new Set(current);
              if (dirty) next.add(tab.value);
              else next.delete(tab.value);
              return next;
            }),
        ]),
      ),
    [],
  );
  // Only the tabs the person's role may use; a tab a role change took away gives way to the first.
  const may = useMay();
  const me = useMe();
  const tabs = TABS.filter((tab) => may(tab.permission));
  const shownTab = tabs.some((tab) => tab.value === activeTab) ? activeTab : (tabs[0]?.value ?? 'account');
  const current = tabs.find((tab) => tab.value === shownTab);
  const changeTab = (value: string) => {
    if (value !== shownTab && current?.unsavedWarning && dirtyTabs.has(shownTab)) setLeavingFor(value);
    else setActiveTab(value);
  };
  // A new chat's notification or toast opened: to the Live Chat tab, asking first if a draft would be lost.
  const { onChatWanted, show: showChat, unread } = useChatDesk();
  useEffect(() => onChatWanted(() => changeTab('chat')));
  // A link to a chat opens that conversation.
  useEffect(() => {
    if (linked?.tab === 'chat') showChat(linked.q);
  }, [linked, showChat]);
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-100 text-slate-900">
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
          <h2 className="text-2xl font-bold">{m.admin_title}</h2>
          {/* Who is signed in, beside the way out: on the title's line, taking no room from the work. */}
          <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
            {me && (
              <p className="text-sm text-slate-600">
                {m.staff_signedInAs({ name: me.name, role: m.staff_roleNames[me.role] })}
              </p>
            )}
            <SignOutButtons everywhere={may('staff')} />
          </div>
        </div>
        {/* Every operator is told when the last backup is old; the owner gets the way to the Backups tab. */}
        <BackupWarning onOpen={may('staff') ? () => changeTab('backups') : null} />
        {/* A customer's page in place of the dashboard, which stays as it was for the way back. */}
        {customer !== null && (
          <Suspense fallback={<TabFallback />}>
            <CustomerPage key={customer} name={customer} />
          </Suspense>
        )}
        {/* Above the tabs: the day's figures and what the prizes owe stay in view whichever tab is open
            (for the roles that may see them). */}
        {may('reports') && may('claims') && (
          <div hidden={customer !== null}>
            <SummaryBar />
          </div>
        )}
        <Tabs.Root value={shownTab} onValueChange={changeTab} hidden={customer !== null}>
          <Tabs.List
            aria-label={m.admin_sections}
            className="mb-4 flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1"
          >
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className="shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow"
              >
                {tab.label}
                {tab.value === 'chat' && unread > 0 && <UnreadBadge count={unread} />}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value}>
              <Suspense fallback={<TabFallback />}>
                {tab.body({ onDirtyChange: reportDirty[tab.value] ?? noop, linked })}
              </Suspense>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <ConfirmItemDialog
          item={leavingFor}
          onCancel={() => setLeavingFor(null)}
          title={current ? m.admin_leaveTitle({ tab: current.label }) : ''}
          description={current?.unsavedWarning ?? ''}
          confirmLabel={m.admin_leaveConfirm}
          danger
          onConfirm={(value) => {
            setActiveTab(value);
            setLeavingFor(null);
          }}
        />
      </div>
    </div>
  );
}

/** The token of an invitation link opened here (/admin#invitation=…), followed as the fragment changes. */
function useInvitationToken(): string | null {
  const read = () => /^#invitation=([A-Za-z0-9_-]{1,200})$/.exec(window.location.hash)?.[1] ?? null;
  const [token, setToken] = useState(read);
  useEffect(() => {
    const follow = () => setToken(read());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return token;
}

export default function AdminPage() {
  const { status } = useAdminAuth();
  const invitation = useInvitationToken();
  if (invitation !== null) {
    return (
      <Suspense fallback={<PageLoading>{m.admin_checkingSession}</PageLoading>}>
        <InvitationCard token={invitation} />
      </Suspense>
    );
  }
  if (status === 'checking') {
    return <PageLoading>{m.admin_checkingSession}</PageLoading>;
  }
  return status === 'logged-in' ? (
    <TooltipProvider>
      {/* Chat pushes have one listener, whichever tab is open: it beeps and counts in the title. */}
      <ChatDesk>
        <Dashboard />
      </ChatDesk>
    </TooltipProvider>
  ) : (
    <Suspense fallback={<PageLoading>{m.admin_checkingSession}</PageLoading>}>
      <LoginCard />
    </Suspense>
  );
}
