// Sign-in limits per account as well as per address: a concurrent burst of wrong passwords from many
// addresses against one login name gets at most LOGIN_ACCOUNT_MAX_FAILURES checks, the rest 429 with
// Retry-After; the person is slowed for the window and no longer, and other people are not slowed at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_FAILURE_WINDOW_MS } from '#shared/admin-auth';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { staff } from '../../db/schema';
import { hashPassword } from '../../lib/password';

const PASSWORD = 'the right pass phrase';

describe('sign-in limits per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const hash = await hashPassword(PASSWORD);
    await t.app.db.insert(staff).values([
      { name: 'Target', login: 'target', role: 'agent', passwordHash: hash, createdAt: t.clock.now() },
      { name: 'Other', login: 'other', role: 'agent', passwordHash: hash, createdAt: t.clock.now() },
    ]);
  });
  afterAll(() => t.close());

  const signIn = (login: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { login, password },
      remoteAddress: ip,
    });

  it('slows a burst from many addresses against one person for the window, and only them', async () => {
    const burst = await Promise.all(
      Array.from({ length: LOGIN_ACCOUNT_MAX_FAILURES + 10 }, (_, i) =>
        signIn('TARGET', 'wrong guess', `10.30.${i}.1`),
      ),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ACCOUNT_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = burst.find((res) => res.statusCode === 429);
    expect(refused?.json()).toMatchObject({ code: 'auth.locked' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);

    // The real person, from their own address, waits out the window too; another person does not.
    expect((await signIn('target', PASSWORD, '10.31.0.1')).statusCode).toBe(429);
    expect((await signIn('other', PASSWORD, '10.31.0.2')).statusCode).toBe(200);
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    expect((await signIn('target', PASSWORD, '10.31.0.1')).statusCode).toBe(200);
  });
});
