// 简体中文: the original app's Chinese texts are these, word for word.
// The public pages' texts (pages_*): the app shell and 404, /home, /notice, /mobile-sync and the contact
// buttons.

// The app shell and the 404 page, in the first load of every page.
export const pages_loading = '加载中...';
export const pages_loadFailed = '无法加载此页面。';
export const pages_promoLabel = '输入优惠码';
export const pages_notFoundTitle = '页面未找到';
export const pages_notFoundText = '此页面不存在。链接可能输入有误，或页面已被移动。';
export const pages_notFoundPromo = '输入优惠码';
export const pages_notFoundHome = '前往首页';

// /mobile-sync. Its results are the original app's Chinese messages, which its screens show in English too
// (tests/e2e/live-settings.spec.ts matches them there).
export const pages_mobileSyncLabel = '手机设置同步';
export const pages_syncTitle = '手机设置同步';
export const pages_syncIntro =
  '此页面会把服务器上最新的奖品名称和设置复制到本设备。如果这部手机上的轮盘显示的是旧的奖品名称，请使用此功能。同步完成后页面会自动重新加载。';
export const pages_syncSuper = '同步超级奖品';
export const pages_syncAll = '同步所有设置';
export const pages_syncing = '同步中...';
export const pages_syncReady = '准备同步。';
export const pages_syncReloading = '正在重新加载...';
export const pages_syncSuperDone = '同步成功！';
export const pages_syncSuperSaved = '超级奖品名称已保存到本设备。';
export const pages_syncAllDone = (p: { count: number }) => `已同步 ${p.count} 项设置`;
export const pages_syncAllSaved = '所有设置已保存到本设备。';
export const pages_syncNoSuper = '服务器上没有找到超级奖品配置';
export const pages_syncNoServer = '无法获取服务器配置，请稍后再试';
export const pages_syncNetwork = '网络连接失败，请检查网络后重试';

// /home (and the HOME builder's preview): what the page says around the operator's sections.
export const pages_homeEmptyTitle = '优惠活动即将推出';
export const pages_homeEmptyText = '已经有优惠码了吗？';
export const pages_homeSpinNow = '立即抽奖';
export const pages_gamesLog = '游戏记录';

// The floating contact buttons of the public pages.
export const pages_contact = '联系我们';
export const pages_contactToggle = '联系我们';
export const pages_contactWhatsapp = '通过 WhatsApp 联系我们';
export const pages_contactTelegram = '通过 Telegram 联系我们';
export const pages_contactPhone = '致电联系我们';
/** The phone link's tooltip (WhatsApp and Telegram keep their names). */
export const pages_contactPhoneTip = '电话';

// /notice (and the NOTICE builder's preview): what the page says around the operator's notices.
export const pages_noticeCenter = '公告中心';
export const pages_noticesDisabled = '公告暂时关闭，请稍后再来查看。';
export const pages_noNotices = '暂无公告';
export const pages_noNoticesText = '目前没有有效的公告或通知。';
export const pages_activeNotices = '有效公告';
export const pages_scrollingPreview = '滚动公告预览';
export const pages_latestNotices = '最新公告';
export const pages_staffDashboard = '员工后台';
export const pages_noticeFooter = (p: { year: number; siteName: string }) =>
  `© ${p.year} ${p.siteName}。保留所有权利。`;

// A notice card's badges and schedule
export const pages_noticeAnnouncement = '公告';
export const pages_noticePromotion = '优惠活动';
export const pages_noticeWarning = '警告';
export const pages_noticeInfo = '信息';
export const pages_priorityHigh = '高优先级';
export const pages_priorityMedium = '中优先级';
export const pages_priorityLow = '低优先级';
/** Before a notice's start time. */
export const pages_noticeStarts = '开始于';
/** Before a notice's end time. */
export const pages_noticeEnds = '结束于';
