// People, not a password: the owner is a person (login `owner`), made from the one admin password of
// before; a person signs in with their login name (any case) and password, and GET /api/admin/me says who
// they are and what their role may do. A disabled person cannot sign in, and their live session ends.
// ADMIN_PASSWORD at start gives the owner a new password and ends the owner's sessions only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '#shared/admin-auth';
import { ROLE_PERMISSIONS } from '#shared/permissions';
import { migratedOver, rowsOf } from '#tests/support/migrations';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '#tests/support/test-app';
import { staff } from '../../db/schema';
import { hashPassword } from '../../lib/password';

const AGENT_PASSWORD = 'agent password, long enough';

describe('staff sign-in', () => {
  let t: TestApp;
  let agentId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [agent] = await t.app.db
      .insert(staff)
      .values({
        name: 'Aisyah',
        login: 'aisyah.r',
        role: 'agent',
        passwordHash: await hashPassword(AGENT_PASSWORD),
        createdAt: t.clock.now(),
      })
      .returning({ id: staff.id });
    agentId = agent?.id ?? 0;
  });
  afterAll(() => t.close());

  const signIn = (payload: object, ip = '10.7.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: ip });
  const cookieOf = (res: Awaited<ReturnType<typeof signIn>>) => {
    const set = res.cookies.find((c) => c.name === t.app.adminCookie.name);
    return `${set?.name ?? ''}=${set?.value ?? ''}`;
  };
  const me = (cookie: string) => t.app.inject({ url: '/api/admin/me', headers: { cookie } });

  it('signs a person in by login name in any case, and says who they are and what their role may do', async () => {
    const res = await signIn({ login: 'AISYAH.R', password: AGENT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const answer = await me(cookieOf(res));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Me>()).toEqual({
      id: agentId,
      name: 'Aisyah',
      login: 'aisyah.r',
      role: 'agent',
      permissions: [...ROLE_PERMISSIONS.agent],
      twoFactor: false,
      mustSetUpTwoFactor: false,
    });
    const [row] = await t.app.db.select().from(staff).where(eq(staff.id, agentId));
    expect(row?.lastSignInAt?.toISOString()).toBe(t.clock.now().toISOString());
    // Their role holds: statistics are a manager's.
    const stats = await t.app.inject({ url: '/api/admin/stats', headers: { cookie: cookieOf(res) } });
    expect(stats.statusCode).toBe(403);
    expect(stats.json<{ code: string }>().code).toBe('auth.forbidden');
  });

  it('signs in as the owner with a password alone (the form of before) or with the login name owner', async () => {
    for (const payload of [
      { password: TEST_ADMIN_PASSWORD },
      { login: 'Owner', password: TEST_ADMIN_PASSWORD },
    ]) {
      const res = await signIn(payload);
      expect(res.statusCode, res.body).toBe(200);
      expect((await me(cookieOf(res))).json<Me>()).toMatchObject({
        login: 'owner',
        role: 'owner',
        name: 'Owner',
      });
    }
  });

  it('refuses a wrong login name as it refuses a wrong password, naming neither', async () => {
    for (const payload of [
      { login: 'nobody', password: AGENT_PASSWORD },
      { login: 'aisyah.r', password: 'not her password' },
    ]) {
      const res = await signIn(payload, '10.7.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Invalid login name or password', code: 'auth.login' });
    }
  });

  it('refuses a login name with other characters with 400 naming the field', async () => {
    for (const login of ['aisyah r', 'a'.repeat(65), 'ä', 'x<script>']) {
      const res = await signIn({ login, password: AGENT_PASSWORD }, '10.7.0.3');
      expect(res.statusCode, login).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Login name/);
    }
  });

  it('refuses a disabled person, and ends the session they had', async () => {
    const res = await signIn({ login: 'aisyah.r', password: AGENT_PASSWORD }, '10.7.0.4');
    const cookie = cookieOf(res);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.app.db.update(staff).set({ active: false }).where(eq(staff.id, agentId));
    try {
      expect((await me(cookie)).statusCode).toBe(401);
      const again = await signIn({ login: 'aisyah.r', password: AGENT_PASSWORD }, '10.7.0.4');
      expect(again.statusCode).toBe(401);
      expect(again.json<{ code: string }>().code).toBe('auth.login');
    } finally {
      await t.app.db.update(staff).set({ active: true }).where(eq(staff.id, agentId));
    }
  });

  it("gives the owner ADMIN_PASSWORD at start and ends the owner's sessions only", async () => {
    const owner = cookieOf(await signIn({ password: TEST_ADMIN_PASSWORD }, '10.7.0.5'));
    const agent = cookieOf(await signIn({ login: 'aisyah.r', password: AGENT_PASSWORD }, '10.7.0.5'));
    const restarted = await t.restart({ adminPassword: 'the owner chose a new one' });
    const ask = (cookie: string) => restarted.inject({ url: '/api/admin/me', headers: { cookie } });
    expect((await ask(owner)).statusCode).toBe(401);
    expect((await ask(agent)).statusCode).toBe(200);
    const res = await restarted.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'the owner chose a new one' },
      remoteAddress: '10.7.0.6',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the migration to people', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("makes the one admin password the owner's, and the sessions made with it the owner's", async () => {
    const hash = await hashPassword('the password of before');
    const database = await migratedOver(
      '0031_staff',
      [
        `insert into admin_credentials (id, password_hash, generation, updated_at)
         values (1, '${hash}', 3, '2026-01-01T00:00:00Z')`,
        `insert into admin_sessions (token_hash, created_at, expires_at, credential_generation, ip)
         values ('h1', now(), now() + interval '8 hours', 3, '10.0.0.1')`,
      ],
      cleanups,
    );
    const owners = await rowsOf(
      database,
      `select id, login, role, name, generation, password_hash from staff`,
    );
    expect(owners).toEqual([
      {
        id: expect.any(Number),
        login: 'owner',
        role: 'owner',
        name: 'Owner',
        generation: 3,
        password_hash: hash,
      },
    ]);
    const sessions = await rowsOf(database, `select staff_id from admin_sessions`);
    expect(sessions).toEqual([{ staff_id: owners[0]?.id }]);
  });

  it("makes the audit entries an operator wrote before people existed the owner's", async () => {
    const database = await migratedOver(
      '0033_audit_person',
      [
        `insert into staff (name, login, role, password_hash, created_at)
         values ('Owner', 'owner', 'owner', 'x', now())`,
        `insert into audit_log (actor, action, ip) values ('admin', 'promo.generate', '10.0.0.1')`,
        `insert into audit_log (actor, action, ip) values ('visitor', 'promo.redeem', '10.0.0.2')`,
      ],
      cleanups,
    );
    const rows = await rowsOf(
      database,
      `select actor, staff_name, staff_id is not null as named from audit_log order by actor`,
    );
    expect(rows).toEqual([
      { actor: 'admin', staff_name: 'Owner', named: true },
      { actor: 'visitor', staff_name: '', named: false },
    ]);
  });
});
