// Every server setting (SPEC §3), one entry each: where it is stored, under which page types it is
// listed and may be written, who may read it, and which public answers (views) show it. The server's
// settings plugin and view cache and the client's push handling all read this one list; the value
// rules and defaults are in api/settings.ts (zod, kept out of the visitor's bundle).

export const PAGE_TYPES = ['general', 'dev_general'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The load views every setting appears in. */
export const SYNC_VIEWS = [
  '/api/sync/load-all',
  '/api/sync/load/general',
  '/api/sync/load/dev_general',
] as const;

export interface SettingEntry {
  /** Where the one stored copy lives. */
  pageType: PageType;
  /** Page types whose load lists it (SPEC §3: general also shows customSuperPrizeNames). */
  listedUnder: readonly PageType[];
  /** Page types a save may name; the value lands under `pageType` whichever is named. */
  writableUnder: readonly PageType[];
  /** Everyone may read the public ones; writes always need the admin session. */
  read: 'public';
  /** Public GET answers built from it, besides the sync loads: dropped from the cache on a change. */
  views: readonly string[];
}

export const SETTINGS = {
  customPrizeNames: {
    pageType: 'dev_general',
    listedUnder: ['dev_general'],
    writableUnder: ['general', 'dev_general'],
    read: 'public',
    // The prize lists (SPEC §3 customPrizes_normal/super) are derived from the names: GET /api/prizes.
    views: ['/api/prizes'],
  },
  customSuperPrizeNames: {
    pageType: 'dev_general',
    listedUnder: ['dev_general', 'general'],
    writableUnder: ['general', 'dev_general'],
    read: 'public',
    views: ['/api/prizes'],
  },
  spinNoticeSettings: {
    pageType: 'general',
    listedUnder: ['general'],
    writableUnder: ['general'],
    read: 'public',
    // The home builder's load shows these fields in its globalSettings too.
    views: ['/api/spinning-notice/load', '/api/home-builder/load'],
  },
  landingPageBuilder: {
    pageType: 'general',
    listedUnder: ['general'],
    writableUnder: ['general'],
    read: 'public',
    views: ['/api/home-builder/load'],
  },
  noticeBuilder: {
    pageType: 'general',
    listedUnder: ['general'],
    writableUnder: ['general'],
    read: 'public',
    views: ['/api/notice-builder/load'],
  },
  gamesLogBuilder: {
    pageType: 'general',
    listedUnder: ['general'],
    writableUnder: ['general'],
    read: 'public',
    views: [],
  },
} as const satisfies Record<string, SettingEntry>;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);
export const isPageType = (value: string): value is PageType =>
  (PAGE_TYPES as readonly string[]).includes(value);

/** Every public answer that changes when `key` changes: its own views and the sync loads. */
export function viewsOf(key: string): string[] {
  return isSettingKey(key) ? [...SETTINGS[key].views, ...SYNC_VIEWS] : [...SYNC_VIEWS];
}
