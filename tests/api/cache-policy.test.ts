// What a browser or a proxy may keep: nothing of an operator's or a customer's answers. Every route the
// server registers (TestApp.routes), asked anonymously and as the operator, answers `cache-control:
// no-store`, except the public reads the site serves to every visitor alike (the cached views, the draw
// history, the builders' public images and the API document), which are revalidated or immutable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWS } from '#shared/settings-catalog';
import { createTestApp, type TestApp } from '../support/test-app';

/** Public answers, the same for everyone: kept, and revalidated (no-cache) or immutable (images). */
const PUBLIC_READS = new Set([
  ...[VIEWS.prizes, VIEWS.spinNotice, VIEWS.homePage, VIEWS.noticePage, VIEWS.syncAll].map(
    (view) => `GET ${view}`,
  ),
  'GET /api/sync/load/:pageType',
  'GET /api/draw-history',
  'GET /api/openapi.json',
  'GET /uploads/:file',
]);

const INJECTABLE = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type Method = (typeof INJECTABLE)[number];
const isInjectable = (m: string): m is Method => (INJECTABLE as readonly string[]).includes(m);

describe('cache-control on every answer', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login('10.20.30.40');
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.routes
      .filter((r) => (r.url.startsWith('/api/') || r.url.startsWith('/uploads/')) && isInjectable(r.method))
      // Reads first, the operator's sign-out last: every route is asked while the session is live.
      .sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET') || a.url.localeCompare(b.url))
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));

  it('lists every public read it allows to be kept among the routes', () => {
    const registered = new Set(t.routes.map((r) => `${r.method} ${r.url}`));
    for (const read of PUBLIC_READS) expect(registered, read).toContain(read);
  });

  it('answers no-store to every route but the public reads, for the operator and for anyone', async () => {
    const wrong: string[] = [];
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const actor of ['anonymous', 'operator'] as const) {
      for (const route of routes) {
        if (!isInjectable(route.method)) continue;
        const key = `${route.method} ${route.url}`;
        const url = route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: actor === 'operator' ? { cookie } : {},
          remoteAddress: '10.20.30.40',
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const policy = res.headers['cache-control'];
        const expected =
          PUBLIC_READS.has(key) && res.statusCode === 200 ? /^(no-cache|public, )/ : /^no-store$/;
        if (!expected.test(String(policy)))
          wrong.push(`${actor} ${key} → ${res.statusCode}: ${String(policy)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
