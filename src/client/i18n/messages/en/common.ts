// English: the original app's screens are in English, and its English words are these, word for word.
// The texts every page shares: the shell, the header, the language switcher, the failures.
import type { Locale } from '#shared/i18n/locales';

export const LOCALE: Locale = 'en';

export const common_metaDescription = 'Enter your promo code and spin the lucky wheel.';
export const common_siteName = 'Lucky Draw';

// The header (the original app's titles and nav, word for word)
export const common_titleLuckyDraw = 'LUCKY DRAW';
export const common_titleHome = 'HOME';
export const common_titleNotice = 'NOTICE';
export const common_titleSync = 'SYNC';
export const common_titleDashboard = 'DASHBOARD';
export const common_navHome = 'Home';
export const common_navSpin = 'Spin';
export const common_navNotice = 'Notice';
export const common_navMain = 'Main';
export const common_navMobile = 'Mobile';
export const common_menuToggle = 'Toggle menu';
export const common_skipToContent = 'Skip to content';
export const common_language = 'Language';
