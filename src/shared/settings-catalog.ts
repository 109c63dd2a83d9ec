// Every server setting and which public answers (views) show it. Every setting is public to read; writes need
// the admin session. The server's settings plugin and view cache and the client's push handling all read this
// one list. Where each is stored (settings-storage.ts) and its value rule and default (api/settings.ts, zod)
// are the server's, kept out of the visitor's bundle; both are checked to name exactly these keys.

import * as chatStatus from './endpoints/chat-status-public';
import * as pageBuilderPublic from './endpoints/page-builder-public';
import * as prizesPublic from './endpoints/prizes-public';
import * as settingsPublic from './endpoints/settings-public';
import * as spinNoticePublic from './endpoints/spin-notice-public';
import type { PrizeType } from './prizes';

export const PAGE_TYPES = ['general', 'dev_general'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * The public answers built from settings (views), by name: the path of each one's entry in the endpoint
 * table (#shared/endpoints), which the catalog below, the server's view cache, and the client's queries
 * and their keys all read from here.
 */
export const VIEWS = {
  prizes: prizesPublic.list.path,
  spinNotice: spinNoticePublic.load.path,
  homePage: pageBuilderPublic.homeLoad.path,
  noticePage: pageBuilderPublic.noticeLoad.path,
  syncAll: settingsPublic.loadAll.path,
  chatStatus: chatStatus.status.path,
} as const;

/** The view of one page type's settings (GET /api/sync/load/{pageType}). */
export const syncLoadView = (pageType: PageType) => settingsPublic.load.path.replace(':pageType', pageType);

/** The load views every setting appears in. */
export const SYNC_VIEWS = [VIEWS.syncAll, ...PAGE_TYPES.map(syncLoadView)] as const;

/** Public GET answers built from each setting, besides the sync loads: dropped from the cache on a change. */
export const SETTING_VIEWS = {
  // The prize lists (the original app's customPrizes_normal/super) are derived from the names: GET
  // /api/prizes.
  customPrizeNames: [VIEWS.prizes],
  customSuperPrizeNames: [VIEWS.prizes],
  // The names in the languages besides the default (docs/decisions/0017): a setting of its own, so the two
  // name lists and the loads the original app's clients read keep their layout; GET /api/prizes shows it.
  prizeNameTranslations: [VIEWS.prizes],
  // The value in RM of each slot (docs/decisions/0018): a setting of its own beside the names, shown with
  // each slot by GET /api/prizes, and read by the liability figures and the claims.
  prizeValues: [VIEWS.prizes],
  // Each wheel's theme and each slot's picture (docs/decisions/0060): settings of their own beside the
  // names, saved with them and shown by GET /api/prizes, which the spin page reloads on their push.
  wheelThemes: [VIEWS.prizes],
  prizeImages: [VIEWS.prizes],
  // The home builder's load shows these fields in its globalSettings too.
  spinNoticeSettings: [VIEWS.spinNotice, VIEWS.homePage],
  landingPageBuilder: [VIEWS.homePage],
  noticeBuilder: [VIEWS.noticePage],
  gamesLogBuilder: [],
  // The language a visitor sees when neither their choice nor their browser names one of ours, read by
  // the server as it serves each page; and the language the operator's own texts are written in, which
  // every view of them names (docs/decisions/0017).
  defaultLanguage: [VIEWS.prizes, VIEWS.spinNotice, VIEWS.homePage, VIEWS.noticePage],
  // Live chat's opening hours and its open/closed switch: the widget learns of them from GET
  // /api/chat/status, which answers whether chat is open now.
  chatHours: [VIEWS.chatStatus],
  // The operator's short replies for the Live Chat tab: listed under no page type and in no view, so no
  // public answer shows them; only GET /api/chat/canned-replies does, to the admin, and the Live Chat tab
  // fetches it again on this setting's push.
  chatCannedReplies: [],
  // The template of the message that hands a code to its customer, per language: in no view; only GET
  // /api/admin/promo-share-messages answers it, to the admin.
  promoShareMessages: [],
} as const satisfies Record<string, readonly string[]>;

export type SettingKey = keyof typeof SETTING_VIEWS;

/** The setting that holds each wheel's six names, written by POST /api/prizes. */
export const PRIZE_NAME_SETTINGS = {
  normal: 'customPrizeNames',
  super: 'customSuperPrizeNames',
} as const satisfies Record<PrizeType, SettingKey>;
export const SETTING_KEYS = Object.keys(SETTING_VIEWS) as SettingKey[];

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_VIEWS, key);
export const isPageType = (value: string): value is PageType =>
  (PAGE_TYPES as readonly string[]).includes(value);

/** Every public answer that changes when `key` changes: its own views and the sync loads. */
export function viewsOf(key: string): string[] {
  return isSettingKey(key) ? [...SETTING_VIEWS[key], ...SYNC_VIEWS] : [...SYNC_VIEWS];
}
