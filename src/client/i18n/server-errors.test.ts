import { describe, expect, it, vi } from 'vitest';

// This module is written for one language a build; the test plays the Chinese build.
vi.mock('#messages', () => import('./messages/zh/index'));

const { errorText } = await import('./server-errors');

describe('errorText in the Chinese build', () => {
  it('words a refused promo code by its code, not the English message', () => {
    expect(errorText({ message: 'This promo code has already been used.', code: 'promo.used' })).toBe(
      '此优惠码已被使用。',
    );
    expect(
      errorText({
        message: 'Too many wrong codes from your network. Please try again in 7 minutes.',
        code: 'promo.too_many',
        params: { minutes: 7, seconds: 420 },
      }),
    ).toBe('您的网络输入错误优惠码的次数过多，请 7 分钟后再试。');
  });

  it('names the field of a validation problem in Chinese, the last named part of its path', () => {
    expect(
      errorText({
        message: 'depositAmount must be …',
        code: 'validation.field',
        params: { field: 'depositAmount' },
      }),
    ).toBe('请检查存款金额：当前内容不被接受。');
    expect(errorText({ message: 'x', code: 'validation.field', params: { field: 'names.3' } })).toBe(
      '请检查奖品名称：当前内容不被接受。',
    );
  });

  it('says why a new password is refused, naming its field in Chinese', () => {
    const weak = (params: Record<string, string | number>) =>
      errorText({ message: 'newPassword …', code: 'auth.password_weak', params });
    expect(weak({ field: 'newPassword', reason: 'common' })).toBe('新密码是最常见的密码之一，请换一个。');
    expect(weak({ field: 'password', reason: 'login' })).toBe('密码不能与登录名相同，请换一个。');
    expect(weak({ field: 'newPassword', reason: 'short', min: 10 })).toBe('新密码至少需要 10 个字符。');
  });

  it('falls back to the server message for a code it does not know, or none', () => {
    expect(errorText({ message: 'Something new', code: 'future.code' })).toBe('Something new');
    expect(errorText({ message: 'No code at all' })).toBe('No code at all');
  });
});
