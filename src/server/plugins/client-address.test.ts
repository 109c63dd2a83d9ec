// Whose address a limit counts and the audit log records, behind a real proxy hop: a proxy that
// appends the address it sees to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for and cloud load
// balancers do. Clients write whatever they like in front of it; with TRUST_PROXY=1 none of it counts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '#shared/admin-auth';
import type { AuditEntryItem } from '#shared/api/audit';
import { PROMO_GUESS_LIMIT } from '#shared/promo-status';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '#tests/support/test-app';

interface Answer {
  status: number;
  body: string;
}

/** One request from the loopback address `from` (Linux routes all of 127/8 to this machine). */
function request(
  port: number,
  from: string,
  {
    method = 'POST',
    path,
    body,
    headers = {},
  }: { method?: string; path: string; body?: object; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A reverse proxy in front of `target` that appends the peer's address to X-Forwarded-For. */
async function startAppendingProxy(target: number): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const prior = req.headers['x-forwarded-for'];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': prior ? `${String(prior)}, ${peer}` : peer },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('TRUST_PROXY=1 behind a proxy that appends the client address', () => {
  let t: TestApp;
  let proxy: { port: number; close: () => Promise<void> };
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: { hops: 1 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startAppendingProxy((t.app.server.address() as AddressInfo).port);
    cookie = await t.login();
  });
  afterAll(async () => {
    await proxy.close();
    await t.close();
  });

  const auditEntries = async (action: string): Promise<AuditEntryItem[]> => {
    const res = await t.app.inject({ url: `/api/admin/audit-log?action=${action}`, headers: { cookie } });
    return res.json<{ items: AuditEntryItem[] }>().items;
  };

  it('a client naming other addresses in X-Forwarded-For still spends its own promo-code budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PROMO_GUESS_LIMIT + 5; i++) {
      const answer = await request(proxy.port, '127.0.0.2', {
        path: '/api/validate-promo',
        body: { code: 'ZZZZZZZZ' },
        headers: { 'x-forwarded-for': `192.0.2.${i % 250}, 203.0.113.9` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(statuses.slice(0, PROMO_GUESS_LIMIT).every((s) => s !== 429)).toBe(true);
    // Another client behind the same proxy has its own budget.
    const other = await request(proxy.port, '127.0.0.3', {
      path: '/api/validate-promo',
      body: { code: 'ZZZZZZZZ' },
    });
    expect(other.status).not.toBe(429);
  });

  it('wrong admin passwords count against the sender, who cannot lock another address out', async () => {
    const victim = '127.0.0.50';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) {
      const answer = await request(proxy.port, '127.0.0.4', {
        path: '/api/admin/login',
        body: { password: 'wrong password here' },
        headers: { 'x-forwarded-for': `${victim}, 198.51.100.${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, LOGIN_MAX_FAILURES)).toEqual(Array<number>(LOGIN_MAX_FAILURES).fill(401));
    expect(statuses.slice(LOGIN_MAX_FAILURES)).toEqual([429, 429]);
    const login = await request(proxy.port, victim, {
      path: '/api/admin/login',
      body: { password: TEST_ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('new chats from one client are limited whatever it writes in X-Forwarded-For', async () => {
    const start = (i: number) =>
      request(proxy.port, '127.0.0.6', {
        path: '/api/chat/send',
        body: { message: `hello ${i}` },
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
    expect((await start(1)).status).toBe(201);
    expect((await start(2)).status).toBe(429);
  });

  it('the audit log records the address the proxy saw, not one the client wrote', async () => {
    const forged = '=HYPERLINK("http://evil.example") <script>alert(1)</script>';
    const answer = await request(proxy.port, '127.0.0.7', {
      path: '/api/admin/login',
      body: { password: 'another wrong one' },
      headers: { 'x-forwarded-for': `${forged}, 203.0.113.9` },
    });
    expect(answer.status).toBe(401);
    const ips = (await auditEntries('admin.login_failed')).map((e) => e.ip);
    expect(ips).toContain('127.0.0.7');
    expect(ips.join(' ')).not.toMatch(/HYPERLINK|203\.0\.113\.9/);
  });

  it('refuses a request that reaches the server around the proxy with a made-up address', async () => {
    const port = (t.app.server.address() as AddressInfo).port;
    const answer = await request(port, '127.0.0.8', {
      path: '/api/admin/login',
      body: { password: 'wrong again' },
      headers: { 'x-forwarded-for': '=HYPERLINK("x")' },
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'X-Forwarded-For must end with the addresses of the proxies the request came through',
      code: 'request.invalid',
    });
    expect((await auditEntries('admin.login_failed')).map((e) => e.ip).join(' ')).not.toContain('HYPERLINK');
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: { proxies: ['10.0.0.0/8'] } });
  });
  afterAll(() => t.close());

  const failedLoginFrom = async (remoteAddress: string, xff: string): Promise<string | undefined> => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'wrong password' },
      remoteAddress,
      headers: { 'x-forwarded-for': xff },
    });
    const cookie = await t.login();
    const res = await t.app.inject({
      url: '/api/admin/audit-log?action=admin.login_failed',
      headers: { cookie },
    });
    return res.json<{ items: AuditEntryItem[] }>().items[0]?.ip;
  };

  it('walks back over the listed proxies and stops at the first address that is not one', async () => {
    expect(await failedLoginFrom('10.0.0.1', '203.0.113.66, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    expect(await failedLoginFrom('203.0.113.1', '198.51.100.8')).toBe('203.0.113.1');
  });
});

describe('per-address limits on IPv6', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const guess = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/validate-promo',
      payload: { code: 'ZZZZZZZZ' },
      remoteAddress,
    });

  it('count a whole /64 as one address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= PROMO_GUESS_LIMIT + 5; i++) {
      statuses.push((await guess(`2001:db8:1:2::${i.toString(16)}`)).statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await guess('2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    // The next /64 is someone else.
    expect((await guess('2001:db8:1:3::1')).statusCode).not.toBe(429);
  });
});
