import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password';

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

  it('refuses malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$$')).toBe(false);
  });

  it('generates 20-character passwords without look-alike characters', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-HJKMNP-Za-hjkmnp-z2-9]{20}$/);
  });
});
