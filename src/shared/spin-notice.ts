// The scrolling notice on the promo and spin pages (SPEC §3 spin notice settings). No zod here: the
// visitor's pages import this file; the write rule is in api/settings.ts.
export interface SpinNoticeSettings {
  showSpinNotice: boolean;
  spinNoticeText: string;
  spinNoticeColor: string;
  spinNoticeBg: string;
}

export const DEFAULT_SPIN_NOTICE: SpinNoticeSettings = {
  showSpinNotice: false,
  spinNoticeText: '',
  spinNoticeColor: '#FF6B35',
  spinNoticeBg: '#1F2937',
};

export const SPIN_NOTICE_TEXT_MAX = 500;
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
