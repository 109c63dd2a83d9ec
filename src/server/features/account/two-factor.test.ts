// Two-factor sign-in (TOTP, RFC 6238), with codes computed here from the key the setup answers: a right
// code signs in, the same code again is refused, a wrong one counts against the sign-in budget, a recovery
// code works once; codes of 5 or 7 digits are refused naming the field; turning it off needs the password
// and a code; the owner can reset a person's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, type Me } from '#shared/admin-auth';
import type { TwoFactorSetup } from '#shared/api/account';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { securitySettings, staff } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { totpCode, timeStep } from '../../lib/totp';

const PASSWORD = 'two factor pass phrase';

describe('two-factor sign-in', () => {
  let t: TestApp;
  let owner: string;
  let agentId: number;
  let ipSeq = 0;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    const [agent] = await t.app.db
      .insert(staff)
      .values({
        name: 'Nurul',
        login: 'nurul',
        role: 'agent',
        passwordHash: await hashPassword(PASSWORD),
        createdAt: t.clock.now(),
      })
      .returning({ id: staff.id });
    agentId = agent?.id ?? 0;
  });
  afterAll(() => t.close());

  const signIn = (payload: object, ip = `10.20.0.${++ipSeq}`) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: ip });
  const cookieOf = (res: Awaited<ReturnType<typeof signIn>>) => {
    const set = res.cookies.find((c) => c.name === t.app.adminCookie.name);
    return `${set?.name ?? ''}=${set?.value ?? ''}`;
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const now = () => timeStep(t.clock.now());

  let secret = '';
  let recovery: string[] = [];
  let agent = '';

  it('sets up with a key shown once as text and QR link, confirmed by a code from it: 10 recovery codes, stored hashed', async () => {
    agent = cookieOf(await signIn({ login: 'nurul', password: PASSWORD }));
    const setup = await call('POST', '/api/admin/me/two-factor/setup', agent);
    expect(setup.statusCode, setup.body).toBe(200);
    ({ secret } = setup.json<TwoFactorSetup>());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json<TwoFactorSetup>().otpauthUrl).toBe(
      `otpauth://totp/Lucky%20Draw:nurul?secret=${secret}&issuer=Lucky%20Draw&algorithm=SHA1&digits=6&period=30`,
    );
    // Not in force until confirmed.
    expect((await call('GET', '/api/admin/me', agent)).json<Me>().twoFactor).toBe(false);
    const wrong = await call('POST', '/api/admin/me/two-factor/confirm', agent, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'auth.code', params: { field: 'code' } });
    for (const code of ['12345', '1234567']) {
      const res = await call('POST', '/api/admin/me/two-factor/confirm', agent, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^code/);
    }
    const ok = await call('POST', '/api/admin/me/two-factor/confirm', agent, {
      code: totpCode(secret, now()),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    recovery = ok.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const [row] = await t.app.db.select().from(staff).where(eq(staff.id, agentId));
    expect(row?.recoveryCodeHashes).toHaveLength(10);
    expect(JSON.stringify(row)).not.toContain(recovery[0]);
    expect((await call('GET', '/api/admin/me', agent)).json<Me>().twoFactor).toBe(true);
  });

  it('asks for the code after the right password; a right code signs in once, the same again is refused', async () => {
    const asked = await signIn({ login: 'nurul', password: PASSWORD });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ code: 'auth.code_required' });
    // A wrong password is still just that.
    expect((await signIn({ login: 'nurul', password: 'not it', code: '123456' })).json()).toMatchObject({
      code: 'auth.login',
    });
    for (const code of ['12345', '1234567']) {
      const res = await signIn({ login: 'nurul', password: PASSWORD, code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ params: { field: 'code' } });
    }
    // The step the setup was confirmed with is used: the next one signs in, once.
    t.clock.advance(30_000);
    const code = totpCode(secret, now());
    const first = await signIn({ login: 'nurul', password: PASSWORD, code });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await signIn({ login: 'nurul', password: PASSWORD, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'auth.code' });
    // One step late is still accepted (a phone's clock a little behind), once.
    t.clock.advance(30_000);
    const late = await signIn({ login: 'nurul', password: PASSWORD, code: totpCode(secret, now() + 1) });
    expect(late.statusCode, late.body).toBe(200);
  });

  it('counts wrong codes against the sign-in budget', async () => {
    const ip = '10.21.0.1';
    t.clock.advance(60_000);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await signIn({ login: 'nurul', password: PASSWORD, code: '000000' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn({ login: 'nurul', password: PASSWORD, code: totpCode(secret, now()) }, ip);
    expect(blocked.statusCode).toBe(429);
  });

  it('a recovery code signs in once, in any case, with or without its hyphen', async () => {
    const code = recovery[0] ?? '';
    const res = await signIn({
      login: 'nurul',
      password: PASSWORD,
      code: code.toUpperCase().replace('-', ''),
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await signIn({ login: 'nurul', password: PASSWORD, code });
    expect(again.statusCode).toBe(401);
    const [row] = await t.app.db.select().from(staff).where(eq(staff.id, agentId));
    expect(row?.recoveryCodeHashes).toHaveLength(9);
  });

  it('turning it off needs the password and a code', async () => {
    const cookie = cookieOf(await signIn({ login: 'nurul', password: PASSWORD, code: recovery[1] }));
    const noPassword = await call('DELETE', '/api/admin/me/two-factor', cookie, {
      password: 'wrong',
      code: recovery[2],
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ params: { field: 'password' } });
    const noCode = await call('DELETE', '/api/admin/me/two-factor', cookie, {
      password: PASSWORD,
      code: '000000',
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ params: { field: 'code' } });
    const off = await call('DELETE', '/api/admin/me/two-factor', cookie, {
      password: PASSWORD,
      code: recovery[2],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await signIn({ login: 'nurul', password: PASSWORD })).statusCode).toBe(200);
  });

  it("the owner resets a person's two-factor sign-in; an agent may not", async () => {
    const cookie = cookieOf(await signIn({ login: 'nurul', password: PASSWORD }));
    const { secret: key } = (
      await call('POST', '/api/admin/me/two-factor/setup', cookie)
    ).json<TwoFactorSetup>();
    t.clock.advance(30_000);
    await call('POST', '/api/admin/me/two-factor/confirm', cookie, { code: totpCode(key, now()) });
    expect((await signIn({ login: 'nurul', password: PASSWORD })).json()).toMatchObject({
      code: 'auth.code_required',
    });
    expect((await call('DELETE', `/api/admin/staff/${agentId}/two-factor`, cookie)).statusCode).toBe(403);
    const reset = await call('DELETE', `/api/admin/staff/${agentId}/two-factor`, owner);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ twoFactor: false });
    expect((await signIn({ login: 'nurul', password: PASSWORD })).statusCode).toBe(200);
  });

  it('the owner can require it of everyone: a person without it may use only their account until it is set up', async () => {
    const saved = await call('PUT', '/api/admin/security', owner, { requireTwoFactor: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ requireTwoFactor: true });
    // Nurul's was reset above: she signs in with her password, and must set it up before anything else.
    const cookie = cookieOf(await signIn({ login: 'nurul', password: PASSWORD }));
    expect((await call('GET', '/api/admin/me', cookie)).json<Me>()).toMatchObject({
      twoFactor: false,
      mustSetUpTwoFactor: true,
    });
    const refused = await call('GET', '/api/admin/promo-codes', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.two_factor_required' });
    const { secret: key } = (
      await call('POST', '/api/admin/me/two-factor/setup', cookie)
    ).json<TwoFactorSetup>();
    t.clock.advance(30_000);
    const on = await call('POST', '/api/admin/me/two-factor/confirm', cookie, { code: totpCode(key, now()) });
    expect(on.statusCode, on.body).toBe(200);
    expect((await call('GET', '/api/admin/promo-codes', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', cookie)).json<Me>().mustSetUpTwoFactor).toBe(false);
    // An agent may not change it.
    expect((await call('PUT', '/api/admin/security', cookie, { requireTwoFactor: false })).statusCode).toBe(
      403,
    );
    // Everyone: the owner too, who has none, may now use only their account.
    expect((await call('GET', '/api/admin/staff', owner)).statusCode).toBe(403);
    await t.app.db.delete(securitySettings);
  });
});
