// The endpoint table (#shared/endpoints) is the API's one list: every route the server registers is an
// entry, every entry is a registered route, and an operator's entry is refused without a session. A route
// added without an entry, or an entry whose route was renamed, fails here.
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

// Routes still registered by hand while the table is being filled in; this list only shrinks.
const NOT_YET_IN_TABLE = new Set([
  'DELETE /api/admin/clear-draw-history',
  'DELETE /api/home-builder/draft',
  'DELETE /api/notice-builder/draft',
  'GET /api/admin/day-summary',
  'GET /api/admin/default-language',
  'GET /api/admin/deposits/search',
  'GET /api/admin/export/audit.csv',
  'GET /api/admin/export/claims.csv',
  'GET /api/admin/export/deposits.csv',
  'GET /api/admin/export/draws.csv',
  'GET /api/admin/export/promo-codes.csv',
  'GET /api/admin/export/stats.csv',
  'GET /api/admin/promo-batches',
  'GET /api/admin/promo-batches/:batchId/codes.csv',
  'GET /api/admin/session',
  'GET /api/admin/stats',
  'GET /api/chat/canned-replies',
  'GET /api/chat/hours',
  'GET /api/chat/images/:file',
  'GET /api/chat/messages/:sessionId',
  'GET /api/chat/seen/:sessionId',
  'GET /api/chat/sessions',
  'GET /api/chat/sessions/:sessionId',
  'GET /api/chat/sessions/:sessionId/export.csv',
  'GET /api/chat/sessions/:sessionId/export.txt',
  'GET /api/chat/status',
  'GET /api/draw-history',
  'GET /api/health',
  'GET /api/home-builder/draft',
  'GET /api/home-builder/load',
  'GET /api/home-builder/versions',
  'GET /api/notice-builder/draft',
  'GET /api/notice-builder/load',
  'GET /api/openapi.json',
  'GET /api/spinning-notice/load',
  'GET /api/sync/load-all',
  'GET /api/sync/load/:pageType',
  'GET /uploads/:file',
  'GET /ws',
  'PATCH /api/admin/deposits/:id',
  'POST /api/admin/default-language',
  'POST /api/admin/deposits',
  'POST /api/admin/deposits/:id/void',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'POST /api/admin/promo-batches',
  'POST /api/admin/promo-batches/preview',
  'POST /api/admin/sign-out-everywhere',
  'POST /api/chat/contact',
  'POST /api/chat/context',
  'POST /api/chat/image',
  'POST /api/chat/images/access',
  'POST /api/chat/send',
  'POST /api/chat/sessions/:sessionId/name',
  'POST /api/chat/sessions/:sessionId/read',
  'POST /api/chat/sessions/:sessionId/resolve',
  'POST /api/home-builder/publish',
  'POST /api/home-builder/save',
  'POST /api/home-builder/versions/:id/restore',
  'POST /api/notice-builder/publish',
  'POST /api/notice-builder/save',
  'POST /api/spinning-notice/save',
  'POST /api/sync/save',
  'POST /api/upload-image',
  'PUT /api/chat/canned-replies',
  'PUT /api/chat/hours',
  'PUT /api/home-builder/draft',
  'PUT /api/notice-builder/draft',
]);

describe('the endpoint table', () => {
  it('lists exactly the routes the server registers', () => {
    const registered = new Set(
      t.routes
        .filter((r) => r.method !== 'HEAD')
        .map((r) => key(r.method, r.url))
        .filter((r) => !NOT_YET_IN_TABLE.has(r)),
    );
    const table = new Set(allEndpoints().map((e) => key(e.method, e.path)));
    expect([...registered].filter((r) => !table.has(r)).sort()).toEqual([]);
    expect([...table].filter((e) => !registered.has(e)).sort()).toEqual([]);
  });

  it("refuses every operator's entry without a session, before reading the body", async () => {
    const admin = allEndpoints().filter((e) => e.access === 'admin');
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
