// The one table of the API: every endpoint either side knows, by feature. The server registers each
// route from its entry (src/server/lib/endpoint-route.ts) and tests/api/endpoints.test.ts fails when a
// registered route has no entry here or an entry has no route. A client imports the entries it calls from
// their feature's file, so a page's bundle carries only those.
import type { Endpoint } from './endpoint';
import * as account from './account';
import * as adminAuth from './admin-auth';
import * as adminAuthPublic from './admin-auth-public';
import * as audit from './audit';
import * as backupStatus from './backup-status';
import * as backups from './backups';
import * as chat from './chat';
import * as chatPresence from './chat-presence';
import * as chatPublic from './chat-public';
import * as chatStatus from './chat-status-public';
import * as claims from './claims';
import * as customers from './customers';
import * as daySummary from './day-summary';
import * as deposits from './deposits';
import * as draws from './draws';
import * as drawsPublic from './draws-public';
import * as exports from './exports';
import * as language from './language';
import { homeDraft, homeVersions, noticeDraft, noticeVersions } from './page-builder';
import * as pageBuilderPublic from './page-builder-public';
import * as platform from './platform';
import * as prizes from './prizes';
import * as prizesPublic from './prizes-public';
import * as promo from './promo';
import * as promoBatches from './promo-batches';
import * as promoPublic from './promo-public';
import * as promoShare from './promo-share';
import * as realtime from './realtime';
import * as settings from './settings';
import * as settingsPublic from './settings-public';
import * as spinNotice from './spin-notice';
import * as spinNoticePublic from './spin-notice-public';
import * as staff from './staff';
import * as stats from './stats';
import * as uploads from './uploads';

export const endpoints = {
  account,
  adminAuth,
  adminAuthPublic,
  audit,
  backupStatus,
  backups,
  chat,
  chatPresence,
  chatPublic,
  chatStatus,
  claims,
  customers,
  daySummary,
  deposits,
  draws,
  drawsPublic,
  exports,
  language,
  homeDraft,
  homeVersions,
  noticeDraft,
  noticeVersions,
  pageBuilderPublic,
  platform,
  prizes,
  prizesPublic,
  promo,
  promoBatches,
  promoPublic,
  promoShare,
  realtime,
  settings,
  settingsPublic,
  spinNotice,
  spinNoticePublic,
  staff,
  stats,
  uploads,
} as const;

/** Every entry of the table. */
export function allEndpoints(): Endpoint[] {
  const features: Record<string, Endpoint>[] = Object.values(endpoints);
  // Once each: an entry may be listed in two groups (a builder's draft read is also a page's).
  return [...new Set(features.flatMap((feature) => Object.values(feature)))];
}
