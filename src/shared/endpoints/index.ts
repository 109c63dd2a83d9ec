// The one table of the API: every endpoint either side knows, by feature. The server registers each
// route from its entry (src/server/lib/endpoint-route.ts) and tests/api/endpoints.test.ts fails when a
// registered route has no entry here or an entry has no route. A client imports the entries it calls from
// their feature's file, so a page's bundle carries only those.
import type { Endpoint } from './endpoint';
import * as audit from './audit';
import * as claims from './claims';
import * as promo from './promo';
import * as prizes from './prizes';
import * as prizesPublic from './prizes-public';
import * as promoPublic from './promo-public';

export const endpoints = { audit, claims, prizes, prizesPublic, promo, promoPublic } as const;

/** Every entry of the table. */
export function allEndpoints(): Endpoint[] {
  const features: Record<string, Endpoint>[] = Object.values(endpoints);
  return features.flatMap((feature) => Object.values(feature));
}
