// GET /api/openapi.json: generated from the routes' zod schemas, a valid OpenAPI document, listing every
// route Fastify has, public, with the admin session's security on exactly the operations that need it.
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SECURITY_SCHEME } from '#server/features/openapi/openapi-transform';
import { createTestApp, type TestApp } from '../support/test-app';

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenAPIV3.Document & { paths: Record<string, Record<string, unknown>> };

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3 document', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    // validate() dereferences in place; give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('lists every route Fastify has, with its method', () => {
    const routes = t.routes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter(({ method, url }) => {
      const path = url.replace(/:(\w+)/g, '{$1}');
      return !doc.paths[path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it('describes inputs from the shared schemas, e.g. the promo code body and the id rule', () => {
    const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
    const usePromo = JSON.stringify(paths['/api/use-promo']?.post);
    expect(usePromo).toContain('"code"');
    expect(usePromo).toContain('"maxLength":64');
    const deleteCode = JSON.stringify(paths['/api/admin/promo-codes/{id}']?.delete);
    expect(deleteCode).toContain('"409"');
  });

  it("documents the promo table's search by code, on the table and on its CSV export", () => {
    for (const path of ['/api/admin/promo-codes', '/api/admin/export/promo-codes.csv']) {
      const get = doc.paths[path]?.get;
      const code = get?.parameters?.find(
        (p): p is OpenAPIV3.ParameterObject => 'name' in p && p.name === 'code',
      );
      expect(code, path).toMatchObject({
        in: 'query',
        required: false,
        description: expect.stringMatching(/starting with it/),
        schema: { type: 'string', maxLength: 64 },
      });
    }
  });

  it("lists every path of the original app's calls that exists today", () => {
    for (const path of [
      '/api/admin/login',
      '/api/admin/logout',
      '/api/admin/session',
      '/api/admin/generate-promo',
      '/api/admin/promo-codes',
      '/api/admin/promo-codes/{id}',
      '/api/admin/customers',
      '/api/admin/deposits',
      '/api/admin/deposits/search',
      '/api/admin/clear-draw-history',
      '/api/validate-promo',
      '/api/use-promo',
      '/api/draw-history',
      '/api/prizes',
      '/api/sync/save',
      '/api/sync/load/{pageType}',
      '/api/sync/load-all',
      '/api/spinning-notice/load',
      '/api/spinning-notice/save',
      '/api/health',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('puts the admin session on exactly the operations that refuse a request without it (401)', async () => {
    const operation = (method: string, url: string) =>
      doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] as
        OpenAPIV3.OperationObject | undefined;
    const wrong: string[] = [];
    let secured = 0;
    for (const { method, url } of t.routes.filter((r) => r.method !== 'HEAD')) {
      const marked =
        JSON.stringify(operation(method, url)?.security) ===
        JSON.stringify([{ [ADMIN_SECURITY_SCHEME]: [] }]);
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(/:(\w+)/g, '1'),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      if (marked !== (res.statusCode === 401))
        wrong.push(
          `${method} ${url}: answers ${res.statusCode} without a session, ${marked ? '' : 'not '}marked`,
        );
      if (marked) secured += 1;
    }
    expect(wrong).toEqual([]);
    expect(secured).toBeGreaterThan(20);
  });

  it("names the cookie the login sets as the admin session's scheme", async () => {
    const scheme = doc.components?.securitySchemes?.[ADMIN_SECURITY_SCHEME] as OpenAPIV3.ApiKeySecurityScheme;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const cookie = await t.login();
    expect(cookie.split('=')[0]).toBe(scheme.name);
  });
});
