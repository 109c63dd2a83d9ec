// What a new password must be (an invitation accepted, a password changed; ADMIN_PASSWORD is exempt): at
// least PASSWORD_MIN_LENGTH characters, not one of the 10,000 most common passwords, not the login name
// (docs/decisions/0051-password-storage.md). Server-only: the list never reaches a page.
import { createRequire } from 'node:module';
import type * as CommonPackage from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '#shared/admin-auth';
import { HttpError } from '../http-errors';

/** How many of the most common passwords are refused. */
const COMMON_COUNT = 10_000;

let common: ReadonlySet<string> | null = null;

/**
 * The 10,000 most common passwords, lower case: the head of zxcvbn-ts's list (the most frequent first).
 * Required on the first use, not imported: a server that never sets a password never unpacks the list's
 * 49,000 entries, and the server bundle leaves packages outside (they load from node_modules).
 */
export function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)(
      '@zxcvbn-ts/language-common',
    ) as typeof CommonPackage;
    common = new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT).map((p) => p.toLowerCase()));
  }
  return common;
}

/**
 * As the hash sees it, in lower case: a password is hashed in NFKC (password.ts), so a fullwidth
 * "ｐａｓｓｗｏｒｄ１２３" is "password123" for anyone guessing it.
 */
const folded = (text: string) => text.normalize('NFKC').toLowerCase();

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(folded(password));
}

export type WeakPasswordReason = 'short' | 'common' | 'login';

/** Throws 400 auth.password_weak, params { field, reason } (and min when short), naming `field`. */
export function assertNewPasswordAllowed(password: string, login: string, field: string): void {
  const refuse = (reason: WeakPasswordReason, message: string, extra: Record<string, number> = {}) => {
    throw new HttpError(400, `${field} ${message}`, {
      code: 'auth.password_weak',
      params: { field, reason, ...extra },
    });
  };
  // Counted as the shared field counts (newPasswordField): UTF-16 units, as typed.
  if (password.length < PASSWORD_MIN_LENGTH) {
    refuse('short', `must be at least ${PASSWORD_MIN_LENGTH} characters`, { min: PASSWORD_MIN_LENGTH });
  }
  if (isCommonPassword(password)) refuse('common', 'is one of the most common passwords: choose another');
  if (folded(password) === folded(login)) refuse('login', 'cannot be the login name: choose another');
}
