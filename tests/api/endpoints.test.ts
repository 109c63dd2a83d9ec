// The endpoint table (#shared/endpoints) is the API's one list: every route the server registers is an
// entry, every entry is a registered route, and an operator's entry is refused without a session. A route
// added without an entry, registered by hand instead of from its entry (lib/endpoint-route.ts), or an entry
// whose route was renamed, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#shared/endpoints/index';
import { urlOf } from '#shared/endpoints/endpoint';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url}`;

describe('the endpoint table', () => {
  it('lists exactly the routes the server registers', () => {
    const registered = new Set(t.routes.filter((r) => r.method !== 'HEAD').map((r) => key(r.method, r.url)));
    const table = new Set(allEndpoints().map((e) => key(e.method, e.path)));
    expect([...registered].filter((r) => !table.has(r)).sort()).toEqual([]);
    expect([...table].filter((e) => !registered.has(e)).sort()).toEqual([]);
  });

  it('registers every route from its entry, so that the entry decides its URL and its access', () => {
    const byHand = t.routes.filter((r) => r.method !== 'HEAD' && r.endpoint !== r.url);
    expect(byHand.map((r) => key(r.method, r.url)).sort()).toEqual([]);
  });

  it("refuses every operator's entry without a session, before reading the body", async () => {
    const admin = allEndpoints().filter((e) => e.access !== 'public');
    expect(admin.length).toBeGreaterThan(0);
    for (const entry of admin) {
      const url = urlOf(entry, new Proxy({}, { get: () => '1' }));
      const res = await t.app.inject({
        method: entry.method,
        url,
        payload: entry.method === 'GET' ? undefined : {},
      });
      expect(`${entry.method} ${entry.path} ${res.statusCode}`).toBe(`${entry.method} ${entry.path} 401`);
    }
  });
});
