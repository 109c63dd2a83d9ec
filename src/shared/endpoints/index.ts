// The one table of the API: every endpoint either side knows, by feature. The server registers each
// route from its entry (src/server/lib/endpoint-route.ts) and tests/api/endpoints.test.ts fails when a
// registered route has no entry here or an entry has no route. A client imports the entries it calls from
// their feature's file, so a page's bundle carries only those.
import type { Endpoint } from './endpoint';
import * as audit from './audit';
import * as claims from './claims';
import { homeDraft, homeVersions, noticeDraft } from './page-builder';
import * as pageBuilderPublic from './page-builder-public';
import * as platform from './platform';
import * as promo from './promo';
import * as promoPublic from './promo-public';
import * as realtime from './realtime';
import * as uploads from './uploads';

export const endpoints = {
  audit,
  claims,
  homeDraft,
  homeVersions,
  noticeDraft,
  pageBuilderPublic,
  platform,
  promo,
  promoPublic,
  realtime,
  uploads,
} as const;

/** Every entry of the table. */
export function allEndpoints(): Endpoint[] {
  const features: Record<string, Endpoint>[] = Object.values(endpoints);
  return features.flatMap((feature) => Object.values(feature));
}
