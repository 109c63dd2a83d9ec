// English: the original app's screens are in English, and its English words are these, word for word.
// The public pages' texts (pages_*): the app shell and 404, /home, /notice, /mobile-sync and the contact
// buttons.

// The app shell and the 404 page, in the first load of every page.
export const pages_loading = 'Loading...';
export const pages_loadFailed = 'This page could not be loaded.';
export const pages_promoLabel = 'Promo code entry';
export const pages_notFoundTitle = 'Page Not Found';
export const pages_notFoundText =
  'This page does not exist. The link may be mistyped, or the page has moved.';
export const pages_notFoundPromo = 'Enter a promo code';
export const pages_notFoundHome = 'Go to the home page';

// /mobile-sync. Its results are the original app's Chinese messages, which its screens show in English too
// (tests/e2e/live-settings.spec.ts matches them there).
export const pages_mobileSyncLabel = 'Mobile settings sync';
export const pages_syncTitle = 'Mobile Settings Sync';
export const pages_syncIntro =
  'This page copies the latest prize names and settings from the server onto this device. Use it if the wheel on this phone shows old prize names. The page reloads by itself when the sync is done.';
export const pages_syncSuper = 'Sync Super Prizes';
export const pages_syncAll = 'Sync All Settings';
export const pages_syncing = 'Syncing...';
export const pages_syncReady = 'Ready to sync.';
export const pages_syncReloading = 'Reloading...';
export const pages_syncSuperDone = '同步成功！';
export const pages_syncSuperSaved = 'Super prize names saved on this device.';
export const pages_syncAllDone = (p: { count: number }) => `已同步 ${p.count} 项设置`;
export const pages_syncAllSaved = 'All settings saved on this device.';
export const pages_syncNoSuper = '服务器上没有找到超级奖品配置';
export const pages_syncNoServer = '无法获取服务器配置，请稍后再试';
export const pages_syncNetwork = '网络连接失败，请检查网络后重试';

// /home (and the HOME builder's preview): what the page says around the operator's sections.
export const pages_homeEmptyTitle = 'Promotions are on their way';
export const pages_homeEmptyText = 'Have a promo code already?';
export const pages_homeSpinNow = 'Spin Now';
export const pages_gamesLog = 'Games Log';

// The floating contact buttons of the public pages.
export const pages_contact = 'Contact';
export const pages_contactToggle = 'Contact support';
export const pages_contactWhatsapp = 'Contact us on WhatsApp';
export const pages_contactTelegram = 'Contact us on Telegram';
export const pages_contactPhone = 'Contact us by phone';
/** The phone link's tooltip (WhatsApp and Telegram keep their names). */
export const pages_contactPhoneTip = 'Phone';

// /notice (and the NOTICE builder's preview): what the page says around the operator's notices.
export const pages_noticeCenter = 'Notice Center';
export const pages_noticesDisabled = 'Notices are temporarily disabled. Please check back later.';
export const pages_noNotices = 'No Notices';
export const pages_noNoticesText = 'There are currently no active notices or announcements.';
export const pages_activeNotices = 'Active notices';
export const pages_scrollingPreview = 'Scrolling Notice Preview';
export const pages_latestNotices = 'Latest notices';
export const pages_staffDashboard = 'Staff dashboard';
export const pages_noticeFooter = (p: { year: number; siteName: string }) =>
  `© ${p.year} ${p.siteName}. All rights reserved.`;

// A notice card's badges and schedule
export const pages_noticeAnnouncement = 'Announcement';
export const pages_noticePromotion = 'Promotion';
export const pages_noticeWarning = 'Warning';
export const pages_noticeInfo = 'Info';
export const pages_priorityHigh = 'High Priority';
export const pages_priorityMedium = 'Medium Priority';
export const pages_priorityLow = 'Low Priority';
/** Before a notice's start time. */
export const pages_noticeStarts = 'Starts';
/** Before a notice's end time. */
export const pages_noticeEnds = 'Ends';
