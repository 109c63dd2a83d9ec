// scrypt password hashes as "scrypt$N$r$p$salt$hash" and a constant-time comparison. The parameters are
// stored beside each hash, so a hash keeps verifying after they change and sign-in can re-hash it
// (docs/decisions/0051-password-storage.md).
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

/**
 * One of OWASP's equivalent scrypt settings: 16 MiB a hash (128·N·r bytes) rather than N=2^17's 128 MiB,
 * so that sign-ins at once do not exhaust a small server's memory; p=5 buys back the work (~130 ms).
 */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;

/**
 * scrypt refuses to use more memory than this. It covers the parameters of now and of before (16 MiB
 * each) with room to spare, and turns a damaged stored hash asking for gigabytes into a refusal.
 */
const MAX_MEMORY = 64 * 1024 * 1024;

const STORED = /^scrypt\$(\d{1,10})\$(\d{1,10})\$(\d{1,10})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

interface StoredHash {
  params: { N: number; r: number; p: number };
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): StoredHash | null {
  const [, n, r, p, salt, hash] = STORED.exec(stored) ?? [];
  if (!n || !r || !p || !salt || !hash) return null;
  return {
    params: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PASSWORD_HASH_PARAMS;
  const key = await derive(password, salt, PASSWORD_HASH_PARAMS);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` is the one `stored` was made from, whatever parameters it was made with. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length !== KEY_LENGTH) return false;
  let actual: Buffer;
  try {
    actual = await derive(password, parsed.salt, parsed.params);
  } catch {
    // Parameters scrypt refuses (N not a power of two, memory beyond MAX_MEMORY) come only from a
    // damaged row: nobody can sign in with it, and the answer is a refusal, not a server error.
    return false;
  }
  return timingSafeEqual(parsed.hash, actual);
}

/** Whether `stored` was made otherwise than hashPassword makes one now: sign-in then stores a new one. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length !== KEY_LENGTH) return true;
  const { N, r, p } = parsed.params;
  return N !== PASSWORD_HASH_PARAMS.N || r !== PASSWORD_HASH_PARAMS.r || p !== PASSWORD_HASH_PARAMS.p;
}

/** A password an operator can type: 20 characters from an alphabet without look-alikes. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('');
}
