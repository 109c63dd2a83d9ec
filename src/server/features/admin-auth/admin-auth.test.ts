import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_SESSION_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  type SessionResponse,
} from '#shared/admin-auth';
import { CLOSE_ADMIN_SESSION_ENDED } from '#shared/api/realtime';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '#tests/support/test-app';
import { adminSessions, auditLog } from '../../db/schema';
import { findOwner } from './admin-auth.repository';
import { ensureAdminCredential } from './admin-credential';
import { itOnPostgres } from '#tests/support/postgres-only';

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
    expect(res.json()).toMatchObject({ loggedIn: true, expiresAt, me: { login: 'owner', role: 'owner' } });
    const cookie = res.cookies.find((c) => c.name === 'ld_admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);

    const s = await session(`ld_admin_session=${cookie?.value}`);
    expect(s.json()).toMatchObject({ loggedIn: true, expiresAt });
  });

  it('names the cookie __Host-ld_admin_session in production: Secure, Path=/, no Domain', async () => {
    const prod = await createTestApp({ nodeEnv: 'production' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
      });
      expect(res.cookies.map((c) => c.name)).toEqual(['__Host-ld_admin_session']);
      const cookie = res.cookies[0];
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      const token = cookie?.value ?? '';

      const open = (header: string) =>
        prod.app.inject({ url: '/api/admin/export/audit.csv', headers: { cookie: header } });
      expect((await open(`__Host-ld_admin_session=${token}`)).statusCode).toBe(200);
      // The unprefixed name is what a sibling subdomain could plant: production does not read it.
      expect((await open(`ld_admin_session=${token}`)).statusCode).toBe(401);

      // The socket upgrade reads the same cookie: an admin socket, closed by the logout.
      const ws = await prod.app.injectWS('/ws', { headers: { cookie: `__Host-ld_admin_session=${token}` } });
      const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));

      const out = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { cookie: `__Host-ld_admin_session=${token}` },
      });
      expect(await closed).toBe(CLOSE_ADMIN_SESSION_ENDED);
      expect(out.cookies).toMatchObject([
        { name: '__Host-ld_admin_session', value: '', secure: true, path: '/' },
      ]);
      expect((await open(`__Host-ld_admin_session=${token}`)).statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  });

  it('refuses a wrong password with 401 and a message, and sets no cookie', async () => {
    const res = await login('not the password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid password', code: 'auth.password' });
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

  itOnPostgres('shares the login budget between two instances on one database', async () => {
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
    // Both bursts were against the owner: their account's budget is spent too, until its window ends.
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
  });

  it('expires a session 8 hours after login, checked on the server', async () => {
    const cookie = await t.login(ip);
    expect((await guarded(cookie)).statusCode).toBe(200);
    t.clock.advance(ADMIN_SESSION_MS - 1000);
    expect((await guarded(cookie)).statusCode).toBe(200);
    t.clock.advance(2000);
    const res = await guarded(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Admin login required', code: 'auth.required' });
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
      expect(res.json()).toEqual({ message: 'Admin login required', code: 'auth.required' });
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

  it("stores only a scrypt hash of ADMIN_PASSWORD, as the owner's", async () => {
    const hash = (await findOwner(t.app.db))?.hash;
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(hash).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('generates a password once when none is configured, then keeps the stored one', async () => {
    const db = t.app.db;
    await db.delete((await import('../../db/schema')).staff);
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

describe('sessions bound to the password', () => {
  const NEW_PASSWORD = 'a different password';
  const csv = (app: FastifyInstance, cookie: string) =>
    app.inject({ url: '/api/admin/export/audit.csv', headers: { cookie } });
  const sessionOf = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ url: '/api/admin/session', headers: { cookie } })).json<SessionResponse>();

  it("ends the owner's sessions when the app starts with a new ADMIN_PASSWORD", async () => {
    const t = await createTestApp();
    try {
      const cookie = await t.login();
      expect((await csv(t.app, cookie)).statusCode).toBe(200);

      const restarted = await t.restart({ adminPassword: NEW_PASSWORD });
      // Refused on the restarted app and on the one still running the old settings: the database decides.
      for (const app of [restarted, t.app]) {
        const res = await csv(app, cookie);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Admin login required', code: 'auth.required' });
        expect(await sessionOf(app, cookie)).toEqual({ loggedIn: false, expiresAt: null });
      }

      const oldPassword = await restarted.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
      });
      expect(oldPassword.statusCode).toBe(401);
      const login = await restarted.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: NEW_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const fresh = `ld_admin_session=${login.cookies[0]?.value}`;
      expect((await csv(restarted, fresh)).statusCode).toBe(200);

      const changes = await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'admin.password_changed'));
      expect(changes).toMatchObject([{ actor: 'system', details: { sessionsEnded: 1 } }]);
    } finally {
      await t.close();
    }
  });

  it('keeps sessions when the app starts again with the same password', async () => {
    const t = await createTestApp();
    try {
      const cookie = await t.login();
      const restarted = await t.restart({ adminPassword: TEST_ADMIN_PASSWORD });
      expect((await csv(restarted, cookie)).statusCode).toBe(200);
      expect((await sessionOf(restarted, cookie)).loggedIn).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('refuses a session made with an older password even if it was never revoked', async () => {
    const t = await createTestApp();
    try {
      const cookie = await t.login();
      // A login that checked the old hash and stored its session after the change (another instance).
      await t.app.db
        .update(adminSessions)
        .set({ credentialGeneration: sql`${adminSessions.credentialGeneration} - 1` })
        .where(isNull(adminSessions.revokedAt));
      expect((await csv(t.app, cookie)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('sign out everywhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signOutEverywhere = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/sign-out-everywhere',
      headers: cookie ? { cookie } : {},
    });

  it('refuses a visitor with 401', async () => {
    const res = await signOutEverywhere();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Admin login required', code: 'auth.required' });
    expect((await signOutEverywhere('ld_admin_session=made-up')).statusCode).toBe(401);
  });

  it('ends every session, this one included, clears the cookie and audits how many ended', async () => {
    const here = await t.login('10.0.0.1');
    const elsewhere = await t.login('10.0.0.2');
    const res = await signOutEverywhere(here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loggedIn: false, expiresAt: null });
    expect(res.cookies).toMatchObject([{ name: 'ld_admin_session', value: '' }]);

    for (const cookie of [here, elsewhere]) {
      expect((await t.app.inject({ url: '/api/admin/audit-log', headers: { cookie } })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: '/api/admin/export/audit.csv', headers: { cookie } })).statusCode,
      ).toBe(401);
    }
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.sign_out_everywhere'));
    expect(entries).toMatchObject([{ actor: 'admin', ip: '127.0.0.1', details: { sessionsEnded: 2 } }]);

    // A new login works as before.
    const again = await t.login();
    expect((await t.app.inject({ url: '/api/admin/audit-log', headers: { cookie: again } })).statusCode).toBe(
      200,
    );
  });
});
