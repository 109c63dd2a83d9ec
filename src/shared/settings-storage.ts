// Where each setting of the catalog is stored, under which page types the sync loads list it and which a save
// may name. Only the server (and the setting rules beside it) reads this: the client needs a setting's views
// alone (settings-catalog.ts), and these lists cost every visitor's first load.
import type { PageType, SettingKey } from './settings-catalog';

export interface SettingStorage {
  /** Where the one stored copy lives. */
  pageType: PageType;
  /** Page types whose load lists it (as in the original app: general also shows customSuperPrizeNames). */
  listedUnder: readonly PageType[];
  /** Page types a save may name; the value lands under `pageType` whichever is named. */
  writableUnder: readonly PageType[];
  /**
   * The route that saves it, naming the version it was edited from; the original app's POST /api/sync/save,
   * which names none, refuses it, so that a stale copy cannot undo another operator's change.
   */
  savedThrough?: string;
}

export const SETTINGS = {
  customPrizeNames: {
    pageType: 'dev_general',
    listedUnder: ['dev_general'],
    writableUnder: ['general', 'dev_general'],
  },
  customSuperPrizeNames: {
    pageType: 'dev_general',
    listedUnder: ['dev_general', 'general'],
    writableUnder: ['general', 'dev_general'],
  },
  prizeNameTranslations: {
    pageType: 'dev_general',
    listedUnder: [],
    writableUnder: ['general', 'dev_general'],
  },
  prizeValues: { pageType: 'dev_general', listedUnder: [], writableUnder: ['general', 'dev_general'] },
  wheelThemes: { pageType: 'dev_general', listedUnder: [], writableUnder: ['general', 'dev_general'] },
  prizeImages: { pageType: 'dev_general', listedUnder: [], writableUnder: ['general', 'dev_general'] },
  spinNoticeSettings: { pageType: 'general', listedUnder: ['general'], writableUnder: ['general'] },
  landingPageBuilder: { pageType: 'general', listedUnder: ['general'], writableUnder: ['general'] },
  noticeBuilder: { pageType: 'general', listedUnder: ['general'], writableUnder: ['general'] },
  gamesLogBuilder: { pageType: 'general', listedUnder: ['general'], writableUnder: ['general'] },
  defaultLanguage: { pageType: 'general', listedUnder: ['general'], writableUnder: ['general'] },
  chatHours: { pageType: 'general', listedUnder: [], writableUnder: ['general'] },
  chatCannedReplies: {
    pageType: 'general',
    listedUnder: [],
    writableUnder: ['general'],
    savedThrough: 'PUT /api/chat/canned-replies',
  },
  promoShareMessages: {
    pageType: 'general',
    listedUnder: [],
    writableUnder: ['general'],
    savedThrough: 'PUT /api/admin/promo-share-messages',
  },
} as const satisfies Record<SettingKey, SettingStorage>;
