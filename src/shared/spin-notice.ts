// The scrolling notice on the promo and spin pages. No zod here: the visitor's pages import this file; the
// write rule is in api/settings.ts.
import type { Translations } from './i18n/content';
export interface SpinNoticeSettings {
  showSpinNotice: boolean;
  /** In the default language; the others' are in `translations` (docs/decisions/0017). */
  spinNoticeText: string;
  translations?: Translations<'spinNoticeText'>;
  spinNoticeColor: string;
  spinNoticeBg: string;
}

export const DEFAULT_SPIN_NOTICE = {
  showSpinNotice: false,
  spinNoticeText: '',
  spinNoticeColor: '#FF6B35',
  spinNoticeBg: '#1F2937',
} as const satisfies SpinNoticeSettings;

export const SPIN_NOTICE_TEXT_MAX = 500;
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
