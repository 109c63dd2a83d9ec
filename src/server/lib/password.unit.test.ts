import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generatePassword,
  hashPassword,
  needsRehash,
  PASSWORD_HASH_PARAMS,
  verifyPassword,
} from './password';

/** A hash as the server stored it before docs/decisions/0051: N=16384, r=8, p=1. */
function hashOfBefore(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('s3cret pass');
    expect(await verifyPassword('s3cret pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret pasS', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it("hashes at OWASP's scrypt level, N=2^14 r=8 p=5, and stores the parameters beside the hash", async () => {
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    expect(await hashPassword('s3cret pass')).toMatch(
      /^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/,
    );
  });

  it('still verifies a hash stored with the parameters of before, and says it wants re-hashing', async () => {
    const old = hashOfBefore('s3cret pass');
    expect(await verifyPassword('s3cret pass', old)).toBe(true);
    expect(await verifyPassword('s3cret pasS', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('wants no re-hash of a hash made now, and one of anything it cannot read', async () => {
    expect(needsRehash(await hashPassword('s3cret pass'))).toBe(false);
    for (const stored of ['plain-text', '', 'scrypt$16384$8$5$$', 'bcrypt$16384$8$5$c2FsdA==$aGFzaA==']) {
      expect(needsRehash(stored), stored).toBe(true);
    }
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$$')).toBe(false);
    // Parameters scrypt itself refuses (N not a power of two, memory beyond the cap) are a refusal too.
    for (const params of ['1000$8$1', 'x$8$1', `${2 ** 24}$8$1`, '16384$0$1', '16384$8$-1']) {
      expect(await verifyPassword('x', `scrypt$${params}$c2FsdA==$aGFzaA==`), params).toBe(false);
    }
  });

  it('generates 20-character passwords without look-alike characters', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-HJKMNP-Za-hjkmnp-z2-9]{20}$/);
  });
});
