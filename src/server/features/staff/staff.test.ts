// The Staff tab's API as an owner uses it: a person is added with a one-time invitation link (stored only
// as a hash, valid 72 hours, replaced by a new one), accepts it by choosing a password and is signed in;
// a role change applies on their next request; disabling ends their sessions and closes their sockets;
// the last active owner stays. Every change is audited with who it concerned. My account: a password
// change ends my other sessions; my sessions are listed and can be signed out.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '#shared/admin-auth';
import type { SessionList } from '#shared/api/account';
import type { AuditLog } from '#shared/api/audit';
import { auditLine } from '#shared/audit-words';
import type { StaffList, StaffMember } from '#shared/api/staff';
import { CLOSE_ADMIN_SESSION_ENDED } from '#shared/api/realtime';
import { itOnPostgres } from '#tests/support/postgres-only';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog, staff } from '../../db/schema';

const HOUR = 60 * 60 * 1000;
const GOOD = 'a long pass phrase of mine';

describe('staff accounts', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
  });
  afterAll(() => t.close());

  type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  const cookieOf = (res: Res) => {
    const set = res.cookies.find((c) => c.name === t.app.adminCookie.name);
    return `${set?.name ?? ''}=${set?.value ?? ''}`;
  };
  const tokenOf = (url: string) => new URL(url).hash.replace(/^#invitation=/, '');
  const add = async (login: string, role = 'agent', name = login) => {
    const res = await call('POST', '/api/admin/staff', owner, { name, login, role });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; invitationUrl: string; expiresAt: string }>();
  };
  const accept = (token: string, password = GOOD) =>
    call('POST', '/api/admin/invitations/accept', undefined, { token, password });
  /** A person added and signed in through their invitation: their id and session cookie. */
  const person = async (login: string, role = 'agent') => {
    const { id, invitationUrl } = await add(login, role);
    const res = await accept(tokenOf(invitationUrl));
    expect(res.statusCode, res.body).toBe(200);
    return { id, cookie: cookieOf(res) };
  };
  const staffCount = async () => (await t.app.db.select().from(staff)).length;

  it('adds a person with a one-time link stored only as its hash; accepting it signs them in, once', async () => {
    const res = await call('POST', '/api/admin/staff', owner, {
      name: 'Aisyah Rahman',
      login: 'Aisyah.R',
      role: 'agent',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, invitationUrl, expiresAt } = res.json<{
      id: number;
      invitationUrl: string;
      expiresAt: string;
    }>();
    expect(invitationUrl).toMatch(/^http:\/\/localhost(:\d+)?\/admin#invitation=[A-Za-z0-9_-]{40,}$/);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(72 * HOUR);
    const token = tokenOf(invitationUrl);
    const [row] = await t.app.db.select().from(staff).where(eq(staff.id, id));
    expect(row?.login).toBe('aisyah.r');
    expect(row?.passwordHash).toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = (await call('GET', '/api/admin/staff', owner)).json<StaffList>().staff;
    expect(listed.find((p) => p.id === id)).toMatchObject({
      name: 'Aisyah Rahman',
      login: 'aisyah.r',
      role: 'agent',
      active: true,
      twoFactor: false,
      hasPassword: false,
      lastSignInAt: null,
      invitationExpiresAt: expiresAt,
    });

    const lookup = await call('POST', '/api/admin/invitations/lookup', undefined, { token });
    expect(lookup.json()).toEqual({ name: 'Aisyah Rahman', login: 'aisyah.r' });

    // Too short: refused naming the field, and the link still works.
    const short = await accept(token, 'short1234');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toMatch(/password/);
    const named = await accept(token, 'AISYAH.R');
    expect(named.statusCode).toBe(400);

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = (await call('GET', '/api/admin/me', cookieOf(accepted))).json<Me>();
    expect(me).toMatchObject({ id, name: 'Aisyah Rahman', login: 'aisyah.r', role: 'agent' });
    // The link works once.
    const again = await accept(token, 'another long pass phrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'staff.invitation' });
    // And the password chosen signs in.
    const signIn = await call('POST', '/api/admin/login', undefined, { login: 'aisyah.r', password: GOOD });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a login name taken in another case, a role outside the three, and forged tokens, writing nothing', async () => {
    await add('taken.name');
    const before = await staffCount();
    const taken = await call('POST', '/api/admin/staff', owner, {
      name: 'X',
      login: 'TAKEN.Name',
      role: 'agent',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'staff.login_taken', params: { field: 'login' } });
    const role = await call('POST', '/api/admin/staff', owner, { name: 'X', login: 'x.y', role: 'admin' });
    expect(role.statusCode).toBe(400);
    expect(role.json<{ message: string }>().message).toMatch(/role/);
    const login = await call('POST', '/api/admin/staff', owner, {
      name: 'X',
      login: 'has space',
      role: 'agent',
    });
    expect(login.statusCode).toBe(400);
    expect(await staffCount()).toBe(before);
    const forged = await accept('A'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'staff.invitation', params: { field: 'token' } });
  });

  it('an invitation stops working after 72 hours, and a new link replaces the old one', async () => {
    const { id, invitationUrl } = await add('late.comer');
    t.clock.advance(72 * HOUR + 1000);
    expect((await accept(tokenOf(invitationUrl))).statusCode).toBe(400);
    // The owner's 8-hour session ended meanwhile too.
    owner = await t.login();
    const renewed = await call('POST', `/api/admin/staff/${id}/invitation`, owner);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ invitationUrl: string }>().invitationUrl;
    const second = await call('POST', `/api/admin/staff/${id}/invitation`, owner);
    // The newer link replaced the one before it.
    expect((await accept(tokenOf(fresh))).statusCode).toBe(400);
    expect((await accept(tokenOf(second.json<{ invitationUrl: string }>().invitationUrl))).statusCode).toBe(
      200,
    );
  });

  it('a role change applies on the next request, without signing in again', async () => {
    const { id, cookie } = await person('role.change');
    expect((await call('GET', '/api/admin/stats', cookie)).statusCode).toBe(403);
    const res = await call('PATCH', `/api/admin/staff/${id}`, owner, { role: 'manager' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffMember>().role).toBe('manager');
    expect((await call('GET', '/api/admin/stats', cookie)).statusCode).toBe(200);
    // A manager may not manage staff.
    expect((await call('GET', '/api/admin/staff', cookie)).statusCode).toBe(403);
  });

  it('disabling a person ends their session and closes their socket at once; enabling lets them sign in again', async () => {
    const { id, cookie } = await person('to.disable');
    const ws = await t.app.injectWS('/ws', { headers: { cookie } });
    const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
    const started = Date.now();
    const res = await call('PATCH', `/api/admin/staff/${id}`, owner, { active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe(CLOSE_ADMIN_SESSION_ENDED);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await call('GET', '/api/admin/me', cookie)).statusCode).toBe(401);
    const login = { login: 'to.disable', password: GOOD };
    expect((await call('POST', '/api/admin/login', undefined, login)).statusCode).toBe(401);
    await call('PATCH', `/api/admin/staff/${id}`, owner, { active: true });
    expect((await call('POST', '/api/admin/login', undefined, login)).statusCode).toBe(200);
  });

  it('the last active owner cannot be demoted or disabled (409); with a second owner, one can', async () => {
    const me = (await call('GET', '/api/admin/me', owner)).json<Me>();
    const demote = await call('PATCH', `/api/admin/staff/${me.id}`, owner, { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'staff.last_owner' });
    expect((await call('PATCH', `/api/admin/staff/${me.id}`, owner, { active: false })).statusCode).toBe(409);
    const second = await person('second.owner', 'owner');
    // Two owners demoting each other at once: one of them stays an owner.
    const [a, b] = await Promise.all([
      call('PATCH', `/api/admin/staff/${second.id}`, owner, { role: 'manager' }),
      call('PATCH', `/api/admin/staff/${me.id}`, second.cookie, { role: 'manager' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const owners = (await call('GET', '/api/admin/staff', a.statusCode === 200 ? owner : second.cookie))
      .json<StaffList>()
      .staff.filter((p) => p.role === 'owner' && p.active);
    expect(owners).toHaveLength(1);
    // Put things back for the tests after: the first owner again.
    if (b.statusCode === 200) {
      await call('PATCH', `/api/admin/staff/${me.id}`, second.cookie, { role: 'owner' });
    }
  });

  it('a password change needs the current one and ends my other sessions, keeping this one', async () => {
    const first = await person('changer');
    const other = cookieOf(
      await call('POST', '/api/admin/login', undefined, { login: 'changer', password: GOOD }),
    );
    const wrong = await call('POST', '/api/admin/me/password', first.cookie, {
      currentPassword: 'not it at all',
      newPassword: 'a brand new pass phrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'auth.password', params: { field: 'currentPassword' } });
    const res = await call('POST', '/api/admin/me/password', first.cookie, {
      currentPassword: GOOD,
      newPassword: 'a brand new pass phrase',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sessionsEnded: 1 });
    expect((await call('GET', '/api/admin/me', first.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', other)).statusCode).toBe(401);
    const login = (password: string) =>
      call('POST', '/api/admin/login', undefined, { login: 'changer', password });
    expect((await login(GOOD)).statusCode).toBe(401);
    expect((await login('a brand new pass phrase')).statusCode).toBe(200);
  });

  it("lists my sessions (the owner's list has everyone's), and signs one out", async () => {
    const agent = await person('lister');
    const phone = cookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { login: 'lister', password: GOOD },
        headers: {
          'user-agent':
            'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
        },
        remoteAddress: '10.9.0.7',
      }),
    );
    const mine = (await call('GET', '/api/admin/sessions', agent.cookie)).json<SessionList>().sessions;
    expect(mine.every((s) => s.staffId === agent.id)).toBe(true);
    expect(mine).toHaveLength(2);
    const onPhone = mine.find((s) => s.ip === '10.9.0.7');
    expect(onPhone).toMatchObject({ browser: 'Chrome', os: 'Android', current: false, name: 'lister' });
    const everyone = (await call('GET', '/api/admin/sessions', owner)).json<SessionList>().sessions;
    expect(new Set(everyone.map((s) => s.staffId)).size).toBeGreaterThan(1);
    // Not theirs to end: someone else's session is not found.
    const ownerSession = everyone.find((s) => s.current);
    expect(
      (await call('DELETE', `/api/admin/sessions/${ownerSession?.id ?? 0}`, agent.cookie)).statusCode,
    ).toBe(404);
    const ended = await call('DELETE', `/api/admin/sessions/${onPhone?.id ?? 0}`, agent.cookie);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await call('GET', '/api/admin/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/me', agent.cookie)).statusCode).toBe(200);
    // The owner may end anyone's.
    expect(
      (await call('DELETE', `/api/admin/sessions/${mine.find((s) => s.current)?.id ?? 0}`, owner)).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/admin/me', agent.cookie)).statusCode).toBe(401);
  });

  it('names the person on every entry an operator made, filters by them, and says it in audit.csv', async () => {
    const { id, cookie } = await person('who.did.it');
    const generated = await call('POST', '/api/admin/generate-promo', cookie, {
      customerName: 'Someone',
      prizeType: 'normal',
      prizeId: 1,
      expirationHours: 24,
      usageLimit: 1,
    });
    expect(generated.statusCode, generated.body).toBeLessThan(300);
    const rows = await t.app.db.select().from(auditLog);
    const byOperators = rows.filter((r) => r.actor === 'admin');
    expect(byOperators.filter((r) => r.staffId === null || r.staffName === '').map((r) => r.action)).toEqual(
      [],
    );
    const theirs = rows.filter((r) => r.staffId === id).map((r) => r.action);
    expect(theirs).toEqual(expect.arrayContaining(['staff.accept', 'promo.generate']));
    const filtered = (await call('GET', `/api/admin/audit-log?staffId=${id}`, owner)).json<AuditLog>();
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((entry) => entry.staffId === id && entry.staffName === 'who.did.it')).toBe(
      true,
    );
    const people = (await call('GET', '/api/admin/audit-log/actions', owner)).json<{
      people: { staffId: number }[];
    }>();
    expect(people.people.map((p) => p.staffId)).toContain(id);
    const csv = await call('GET', `/api/admin/export/audit.csv?staffId=${id}`, owner);
    const [header, first] = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header?.split(',').at(-1)).toBe('Person');
    expect(first?.split(',').at(-1)).toBe('who.did.it');
  });

  it('audits every change in words, naming the person', async () => {
    const rows = await t.app.db.select().from(auditLog);
    const actions = new Set(rows.map((r) => r.action));
    for (const action of [
      'staff.add',
      'staff.change',
      'staff.invite',
      'staff.accept',
      'admin.session_ended',
    ]) {
      expect(actions, action).toContain(action);
    }
    const disabled = rows.find(
      (r) => r.action === 'staff.change' && JSON.stringify(r.details).includes('"active":false'),
    );
    expect(disabled?.details).toMatchObject({ login: 'to.disable', sessionsEnded: 1 });
    const res = await call('GET', '/api/admin/audit-log?action=staff.change', owner);
    const listed = res.json<AuditLog>().items.find((entry) => entry.id === disabled?.id);
    expect(listed && auditLine(listed)).toBe(
      'Person changed: to.disable (to.disable), disabled, 1 session ended',
    );
  });

  itOnPostgres('disabling on one instance closes the person’s socket on another', async () => {
    const other = await t.secondInstance();
    const { id, cookie } = await person('two.instances');
    const ws = await other.injectWS('/ws', { headers: { cookie } });
    const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
    expect((await call('PATCH', `/api/admin/staff/${id}`, owner, { active: false })).statusCode).toBe(200);
    const started = Date.now();
    expect(await closed).toBe(CLOSE_ADMIN_SESSION_ENDED);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
