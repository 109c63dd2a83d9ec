// Two-factor sign-in: time-based one-time passwords (RFC 6238: HOTP of RFC 4226 over 30-second steps,
// SHA-1, 6 digits), the otpauth:// link an authenticator app scans, and the recovery codes that stand in
// for a lost phone. node:crypto only. docs/decisions/0052-two-factor.md says what was chosen and why.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
// Characters past the last whole byte: a base32 text of 8n+1, 8n+3 or 8n+6 characters comes from no bytes.
const IMPOSSIBLE_BASE32_TAILS = new Set([1, 3, 6]);

/** RFC 4648 base32, upper case, without padding: the form authenticator apps take a secret in. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET.charAt((buffer >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET.charAt((buffer << (5 - bits)) & 31);
  return out;
}

/**
 * The bytes of a base32 text. Lower case, white space and trailing '=' padding are allowed, as a person
 * copying a secret by hand writes them; any other character throws (the message does not repeat the text,
 * which is a secret).
 */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/\s+/g, '').replace(/=+$/, '').toUpperCase();
  if (IMPOSSIBLE_BASE32_TAILS.has(clean.length % 8)) throw new Error('Not base32: its length fits no bytes');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) throw new Error('Not base32: a character outside A-Z and 2-7');
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new TOTP secret: 20 random bytes (160 bits, the HMAC-SHA-1 key length RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
// One step either side of now: a phone's clock a little off, or a code typed as it changed, still works;
// each step more widens what a guess may hit.
const WINDOW_STEPS = 1;

/** The 30-second step `now` falls in, counted from the Unix epoch (RFC 6238's T with T0 = 0). */
export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / (TOTP_STEP_SECONDS * 1000));
}

/** The six-digit code of `secret` (base32) at `step`: HOTP (RFC 4226) with HMAC-SHA-1, zero-padded. */
export function totpCode(secret: string, step: number): string {
  if (!Number.isSafeInteger(step) || step < 0) throw new RangeError('A TOTP step is a whole number ≥ 0');
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  // Dynamic truncation: 31 bits read at the offset the last nibble names.
  const offset = mac.readUInt8(mac.length - 1) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * The step `code` is valid at (now, or one step either side), or null when it is wrong, is not exactly six
 * digits, or its step is not after `lastUsedStep`. The caller stores the returned step as the new
 * lastUsedStep, so a code works once (RFC 6238 §5.2): one read over a shoulder or from a log cannot sign
 * in again. Every candidate is compared, each in constant time, so the time taken tells nothing of which
 * one was near.
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const given = Buffer.from(code, 'ascii');
  const current = timeStep(now);
  let matched: number | null = null;
  for (let step = current - WINDOW_STEPS; step <= current + WINDOW_STEPS; step++) {
    if (step < 0) continue;
    // The latest step wins when two steps share a code (one chance in a million): it refuses more later.
    if (timingSafeEqual(Buffer.from(totpCode(secret, step), 'ascii'), given)) matched = step;
  }
  if (matched === null || (lastUsedStep !== null && matched <= lastUsedStep)) return null;
  return matched;
}

/** A lone surrogate (a broken string) made U+FFFD, which encodeURIComponent would otherwise throw on. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * The otpauth:// link of Google Authenticator's Key Uri Format, for a QR code or a tap on a phone. The
 * label is "Issuer:account"; neither part may hold a colon of its own (an app would split there), so one
 * becomes a space. Every part is percent-encoded as UTF-8, spaces as %20 (some apps show a '+' literally).
 */
export function otpauthUrl({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): string {
  const part = (text: string) => encodeURIComponent(wellFormed(text).replace(/:/g, ' ').trim());
  const issuerPart = part(issuer);
  const label = issuerPart ? `${issuerPart}:${part(account)}` : part(account);
  const params = [`secret=${encodeURIComponent(secret)}`];
  if (issuerPart) params.push(`issuer=${issuerPart}`);
  params.push('algorithm=SHA1', `digits=${DIGITS}`, `period=${TOTP_STEP_SECONDS}`);
  return `otpauth://totp/${label}?${params.join('&')}`;
}

// Lower case letters and digits without 0/o, 1/l/i: what is read off paper and typed back.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;
const RECOVERY_COUNT = 10;
const RECOVERY_CODE = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`);

/** Ten new recovery codes, each ten characters shown as xxxxx-xxxxx, all different. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_COUNT) {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () =>
      RECOVERY_ALPHABET.charAt(randomInt(RECOVERY_ALPHABET.length)),
    );
    codes.add(`${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`);
  }
  return [...codes];
}

/**
 * A recovery code as typed, in the one form it is hashed in: full-width characters (a Chinese input method)
 * made plain, lower case, without spaces, hyphens or dashes.
 */
export function normalizeRecoveryCode(input: string): string {
  return input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-\u2010-\u2015\u2212]/g, '');
}

/** Whether `input` has the shape of a recovery code (rather than a six-digit code or a typo). */
export function looksLikeRecoveryCode(input: string): boolean {
  return RECOVERY_CODE.test(normalizeRecoveryCode(input));
}

/**
 * The stored form of a recovery code: SHA-256 hex of its normalized form. A slow, salted hash (scrypt, as for
 * passwords) defends what people choose, which a dictionary guesses; these are 10 characters drawn at random
 * from 31, about 49 bits, which no dictionary holds and which cost an offline attacker ~2^48 hashes a code.
 * Unsalted, a code typed at sign-in is found with one lookup by its hash instead of one scrypt per stored code.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('hex');
}
