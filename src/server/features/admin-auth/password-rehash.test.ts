// A password stored with the scrypt parameters of before is stored again with today's the first time its
// person signs in: the same password goes on working, and no session ends (docs/decisions/0051).
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { staff } from '../../db/schema';
import { hashToken, newSessionToken } from '../../plugins/auth';
import { createSession } from '../../plugins/sessions.repository';
import { rehashPassword } from './admin-auth.repository';
import { hashPassword } from '../../lib/password';

const PASSWORD = 'a password from last year';

/** A hash as the server stored it before: N=16384, r=8, p=1. */
function hashOfBefore(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('re-hashing an old password at sign-in', () => {
  let t: TestApp;
  let staffId: number;
  const oldHash = hashOfBefore(PASSWORD);
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.app.db
      .insert(staff)
      .values({
        name: 'Wei Ling',
        login: 'wei.ling',
        role: 'manager',
        passwordHash: oldHash,
        createdAt: t.clock.now(),
      })
      .returning({ id: staff.id });
    staffId = row?.id ?? 0;
  });
  afterAll(() => t.close());

  const signIn = (password = PASSWORD, ip = '10.8.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { login: 'wei.ling', password },
      remoteAddress: ip,
    });
  const cookieOf = (res: Awaited<ReturnType<typeof signIn>>) => {
    const set = res.cookies.find((c) => c.name === t.app.adminCookie.name);
    return `${set?.name ?? ''}=${set?.value ?? ''}`;
  };
  const me = (cookie: string) => t.app.inject({ url: '/api/admin/me', headers: { cookie } });
  const stored = async () => {
    const [row] = await t.app.db
      .select({ hash: staff.passwordHash, generation: staff.generation })
      .from(staff)
      .where(eq(staff.id, staffId));
    return row;
  };

  it('stores the password again with the current parameters, keeping the password and the sessions', async () => {
    // A session on another device, made with the password as it was stored before.
    const token = newSessionToken();
    await createSession(t.app.db, {
      tokenHash: hashToken(token),
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 60 * 60 * 1000),
      staffId,
      credentialGeneration: 1,
      ip: '10.8.0.9',
      userAgent: '',
    });
    const earlier = `${t.app.adminCookie.name}=${token}`;
    expect((await me(earlier)).statusCode).toBe(200);

    const first = await signIn();
    expect(first.statusCode, first.body).toBe(200);
    const session = cookieOf(first);

    const after = await stored();
    expect(after?.hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(after?.hash).not.toBe(oldHash);
    // Not a new password: the generation stays, so no session of this person ends.
    expect(after?.generation).toBe(1);
    expect((await me(session)).statusCode).toBe(200);
    expect((await me(earlier)).statusCode).toBe(200);

    const again = await signIn(PASSWORD, '10.8.0.2');
    expect(again.statusCode, again.body).toBe(200);
    // Already current: the second sign-in stores nothing.
    expect((await stored())?.hash).toBe(after?.hash);
    expect((await me(session)).statusCode).toBe(200);
    expect((await me(cookieOf(again))).statusCode).toBe(200);

    const wrong = await signIn('not the password at all', '10.8.0.3');
    expect(wrong.statusCode).toBe(401);
  });

  it('stores nothing over a hash that changed since it was read', async () => {
    const current = (await stored())?.hash ?? '';
    expect(await rehashPassword(t.app.db, staffId, oldHash, await hashPassword(PASSWORD))).toBe(false);
    expect((await stored())?.hash).toBe(current);
  });
});
