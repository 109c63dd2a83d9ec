// Bahasa Melayu.
// The texts every page shares: the shell, the header, the language switcher, the failures.
import type { Locale } from '#shared/i18n/locales';

export const LOCALE: Locale = 'ms';

export const common_metaDescription = 'Masukkan kod promosi anda dan putar roda bertuah.';
export const common_siteName = 'Cabutan Bertuah';

// Pengepala
export const common_titleLuckyDraw = 'CABUTAN BERTUAH';
export const common_titleHome = 'UTAMA';
export const common_titleNotice = 'NOTIS';
export const common_titleSync = 'SEGERAK';
export const common_titleDashboard = 'PAPAN PEMUKA';
export const common_navHome = 'Utama';
export const common_navSpin = 'Putar';
export const common_navNotice = 'Notis';
export const common_navMain = 'Navigasi utama';
export const common_navMobile = 'Navigasi mudah alih';
export const common_menuToggle = 'Buka atau tutup menu';
export const common_skipToContent = 'Langkau ke kandungan';
export const common_language = 'Bahasa';
