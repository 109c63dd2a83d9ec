// 简体中文: the original app's Chinese texts are these, word for word.
// The texts every page shares: the shell, the header, the language switcher, the failures.
import type { Locale } from '#shared/i18n/locales';

export const LOCALE: Locale = 'zh';

export const common_metaDescription = '输入您的优惠码，转动幸运轮盘。';
export const common_siteName = '幸运抽奖';

// 页头
export const common_titleLuckyDraw = '幸运抽奖';
export const common_titleHome = '首页';
export const common_titleNotice = '公告';
export const common_titleSync = '同步';
export const common_titleDashboard = '管理后台';
export const common_navHome = '首页';
export const common_navSpin = '抽奖';
export const common_navNotice = '公告';
export const common_navMain = '主导航';
export const common_navMobile = '手机导航';
export const common_menuToggle = '打开或关闭菜单';
export const common_skipToContent = '跳到正文';
export const common_language = '语言';
