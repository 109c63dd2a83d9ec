import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_MS, LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '#shared/admin-auth';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '#tests/support/test-app';
import { auditLog } from '../../db/schema';
import { getPasswordHash } from './admin-auth.repository';
import { ensureAdminCredential } from './admin-credential';

describe('admin sign-in', () => {
  let t: TestApp;
  let ipCounter = 0;
  // Each test logs in from its own address, so the failed-login limit of one test cannot leak into another.
  let ip: string;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    ipCounter += 1;
    ip = `192.0.2.${ipCounter}`;
  });

  const login = (password: unknown, remoteAddress = ip) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress });
  const session = (cookie?: string) =>
    t.app.inject({ url: '/api/admin/session', headers: cookie ? { cookie } : {} });
  const guarded = (cookie?: string) =>
    t.app.inject({ url: '/api/admin/audit-log', headers: cookie ? { cookie } : {} });

  it('logs in with the right password: an httpOnly SameSite=Strict cookie and the expiry', async () => {
    const res = await login(TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const expiresAt = new Date(t.clock.now().getTime() + ADMIN_SESSION_MS).toISOString();
    expect(res.json()).toEqual({ loggedIn: true, expiresAt });
    const cookie = res.cookies.find((c) => c.name === 'ld_admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);

    const s = await session(`ld_admin_session=${cookie?.value}`);
    expect(s.json()).toEqual({ loggedIn: true, expiresAt });
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await createTestApp({ nodeEnv: 'production' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
      });
      expect(res.cookies.find((c) => c.name === 'ld_admin_session')?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });

  it('refuses a wrong password with 401 and a message, and sets no cookie', async () => {
    const res = await login('not the password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid password' });
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses an empty password with 400', async () => {
    const res = await login('');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Password is required/);
  });

  it('answers 429 after 10 failed logins from one IP within 15 minutes, then lets the IP in again', async () => {
    for (let i = 0; i < 10; i++) {
      t.clock.advance(1000);
      expect((await login(`wrong-${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(TEST_ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed login attempts\. Try again in \d+ minutes?\./);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another IP is not affected.
    expect((await login(TEST_ADMIN_PASSWORD, '198.51.100.7')).statusCode).toBe(200);

    // Once the oldest failure leaves the 15-minute window, attempts are judged again.
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS - 9_000);
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('checks at most 10 passwords of a burst of 100 concurrent wrong logins from one address', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => login(`burst-${i}`)));
    const statuses = results.map((r) => r.statusCode);
    // Each 401 is one password check; the rest were refused before any check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LOGIN_MAX_FAILURES);
    for (const r of results.filter((r) => r.statusCode === 429)) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(r.json().message).toMatch(/Too many failed login attempts/);
    }
    const failures = await t.app.db.select().from(auditLog);
    expect(failures.filter((e) => e.action === 'admin.login_failed' && e.ip === ip)).toHaveLength(10);
  });

  it.runIf(process.env.DATABASE_URL)(
    'shares the login budget between two instances on one database',
    async () => {
      const other = await t.secondInstance();
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          (i % 2 === 0 ? t.app : other).inject({
            method: 'POST',
            url: '/api/admin/login',
            payload: { password: `two-${i}` },
            remoteAddress: ip,
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 401)).toHaveLength(LOGIN_MAX_FAILURES);
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(60 - LOGIN_MAX_FAILURES);
    },
  );

  it('expires a session 8 hours after login, checked on the server', async () => {
    const cookie = await t.login(ip);
    expect((await guarded(cookie)).statusCode).toBe(200);
    t.clock.advance(ADMIN_SESSION_MS - 1000);
    expect((await guarded(cookie)).statusCode).toBe(200);
    t.clock.advance(2000);
    const res = await guarded(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Admin login required' });
    expect((await session(cookie)).json()).toEqual({ loggedIn: false, expiresAt: null });
  });

  it('guards admin routes: no cookie, a made-up cookie or a forged logged-in flag get 401', async () => {
    for (const cookie of [
      undefined,
      'ld_admin_session=made-up-token',
      'adminLoggedIn=true; adminLoginTime=9999999999999',
    ]) {
      const res = await guarded(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Admin login required' });
    }
    expect((await session('adminLoggedIn=true')).json()).toEqual({ loggedIn: false, expiresAt: null });
  });

  it('revokes the session on the server at logout: the old cookie opens nothing', async () => {
    const cookie = await t.login(ip);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ loggedIn: false, expiresAt: null });
    // A client that kept the cookie (ignoring the clearing Set-Cookie) is still refused.
    expect((await guarded(cookie)).statusCode).toBe(401);
    expect((await session(cookie)).json()).toEqual({ loggedIn: false, expiresAt: null });
  });

  it('writes logins, failures and logouts to the audit log', async () => {
    const cookie = await t.login(ip);
    await login('wrong');
    const res = await guarded(cookie);
    const actions = (res.json().items as { action: string; ip: string }[]).filter((i) => i.ip === ip);
    expect(actions.map((a) => a.action)).toEqual(['admin.login_failed', 'admin.login']);
    const rows = await t.app.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the admin credential', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores only a scrypt hash of ADMIN_PASSWORD', async () => {
    const hash = await getPasswordHash(t.app.db);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('generates a password once when none is configured, then keeps the stored one', async () => {
    const db = t.app.db;
    await db.delete((await import('../../db/schema')).adminCredentials);
    const first = await ensureAdminCredential(db, undefined, new Date());
    expect(first.generatedPassword).toMatch(/^[A-Za-z2-9]{20}$/);
    const second = await ensureAdminCredential(db, undefined, new Date());
    expect(second.generatedPassword).toBeNull();

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: first.generatedPassword },
      remoteAddress: '203.0.113.9',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('replaces the stored hash when ADMIN_PASSWORD changes', async () => {
    await ensureAdminCredential(t.app.db, 'a brand new password', new Date());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'a brand new password' },
      remoteAddress: '203.0.113.10',
    });
    expect(res.statusCode).toBe(200);
  });
});
