// The scrolling notice, for visitors: its settings, read by the banner on every promo and spin page (a
// cached view: its path is also the view's name in #shared/settings-catalog). The save is in spin-notice.ts.
import type { spinNoticeLoadSchema } from '../api/settings';
import type { Endpoint } from './endpoint';

export const load: Endpoint<'GET', '/api/spinning-notice/load', { answer: typeof spinNoticeLoadSchema }> = {
  method: 'GET',
  path: '/api/spinning-notice/load',
  access: 'public',
};
