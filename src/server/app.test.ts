import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';

describe('the app on a real database', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'ld-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(
      path.join(clientDir, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('reports health and which database it uses', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/admin/nothing'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: expect.stringContaining(url), code: 'not_found' });
    }
  });

  it('answers broken JSON with 400 and a message, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body is not valid JSON', code: 'request.json' });
    expect(res.body).not.toMatch(/at .*\.js:\d+/);
  });

  it('answers a text/plain or any other non-JSON body with 415 saying to send JSON', async () => {
    for (const [type, payload] of [
      ['text/plain', '{"code":"ABCD2345"}'],
      ['text/plain; charset=utf-8', 'ABCD2345'],
      ['application/x-www-form-urlencoded', 'code=ABCD2345'],
      ['application/xml', '<code>ABCD2345</code>'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/validate-promo',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toEqual({
        message: 'Send the body as JSON (Content-Type: application/json)',
        code: 'request.media_type',
      });
    }
  });

  it('names multipart to a route that takes it, not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { cookie: await t.login(), 'content-type': 'text/plain' },
      payload: 'not an image',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Send the body as multipart/form-data',
      code: 'request.media_type',
    });
  });

  it('refuses a 2 MB body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('refuses a body of the wrong shape with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^password: /);
  });

  it('serves the app shell for page routes and 404s unknown pages with the same shell', async () => {
    for (const url of ['/', '/promo', '/spin', '/home', '/notice', '/mobile-sync', '/admin', '/promo?x=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const unknown = await t.app.inject('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('<div id="root">');
  });

  it('keeps the HTML pages out of the OpenAPI document, which lists only the API', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    const pages = Object.keys(doc.paths).filter(
      (p) => !p.startsWith('/api/') && !p.startsWith('/uploads/') && p !== '/ws' && p !== '/metrics',
    );
    expect(pages).toEqual([]);
    expect(doc.paths).toHaveProperty(['/api/use-promo']);
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed brotli file to clients that accept it', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const res = await t.app.inject('/promo');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("lets pages connect only to the site's own origin (its /ws included), not to any socket host", async () => {
    const directives = String((await t.app.inject('/promo')).headers['content-security-policy']).split(';');
    expect(directives).toContain("connect-src 'self'");
    expect(directives.join(' ')).not.toMatch(/\b(ws|wss):/);
  });

  it('denies the camera, microphone, geolocation, payment and USB to every page and API answer', async () => {
    for (const url of ['/promo', '/api/health']) {
      const policy = (await t.app.inject(url)).headers['permissions-policy'];
      expect(policy, url).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    }
  });
});
