import { describe, expect, it } from 'vitest';
import { newPasswordField, PASSWORD_MIN_LENGTH } from '#shared/admin-auth';
import { HttpError } from '../http-errors';
import { assertNewPasswordAllowed, commonPasswords, isCommonPassword } from './password-policy';

/** What assertNewPasswordAllowed threw, or null. */
function refusal(password: string, login = 'aisyah.r', field = 'newPassword'): HttpError | null {
  try {
    assertNewPasswordAllowed(password, login, field);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('the common passwords', () => {
  it('are the 10,000 most common, in lower case', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(9_000);
    expect(list.size).toBeLessThanOrEqual(10_000);
    for (const password of list) expect(password).toBe(password.toLowerCase());
  });

  it('are matched whatever the case, and in the compatibility forms a hash does not tell apart', () => {
    for (const password of [
      'password',
      'Password1',
      'PASSWORD1',
      'qwertyuiop',
      '123456789a',
      'Password123',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    // Fullwidth letters and digits hash as the plain ones (password.ts normalises to NFKC).
    expect(isCommonPassword('ｐａｓｓｗｏｒｄ１２３')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});

describe('a new password', () => {
  it(`is refused below ${PASSWORD_MIN_LENGTH} characters, naming the field`, () => {
    const error = refusal('k8#vQ2!mz');
    expect(error?.statusCode).toBe(400);
    expect(error?.code).toBe('auth.password_weak');
    expect(error?.params).toEqual({ field: 'newPassword', reason: 'short', min: PASSWORD_MIN_LENGTH });
    expect(error?.message).toBe('newPassword must be at least 10 characters');
  });

  it('is refused when it is among the most common passwords, in any case', () => {
    for (const password of ['123456789a', 'QwertyUiop', 'Password123', '1q2w3e4r5t', '1234567890']) {
      const error = refusal(password);
      expect(error?.statusCode, password).toBe(400);
      expect(error?.code).toBe('auth.password_weak');
      expect(error?.params).toEqual({ field: 'newPassword', reason: 'common' });
      expect(error?.message).toBe('newPassword is one of the most common passwords: choose another');
    }
  });

  it('is refused when it is the login name, in any case', () => {
    const error = refusal('MARIA.SANTOS', 'maria.santos', 'password');
    expect(error?.statusCode).toBe(400);
    expect(error?.params).toEqual({ field: 'password', reason: 'login' });
    expect(error?.message).toBe('password cannot be the login name: choose another');
  });

  it('is allowed when long, uncommon and not the login name', () => {
    for (const password of [
      'correct horse battery staple',
      'kopi-o kosong, kurang manis',
      '  spaced out  ',
    ]) {
      expect(refusal(password, 'maria.santos'), password).toBeNull();
    }
  });

  it('is taken as typed by the shared field: spaces count, and the message names the field', () => {
    const field = newPasswordField('New password');
    expect(field.safeParse('  spaced  ').data).toBe('  spaced  ');
    expect(field.safeParse('a'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    const short = field.safeParse('a'.repeat(PASSWORD_MIN_LENGTH - 1));
    expect(short.error?.issues[0]?.message).toBe('New password must be at least 10 characters');
    expect(field.safeParse('a'.repeat(201)).error?.issues[0]?.message).toBe(
      'New password can be at most 200 characters',
    );
  });
});
