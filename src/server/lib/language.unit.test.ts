import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLanguage, languageOfHeader } from './language';

describe('languageOfHeader', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['zh-Hans-MY', 'zh'],
    ['zh-HK,en;q=0.5', 'zh'],
    ['ms-MY', 'ms'],
    ['id-ID', 'ms'],
    ['en-GB', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,ms;q=0.8,en;q=0.5', 'ms'],
    ['en;q=0.2, zh-CN;q=0.9', 'zh'],
  ])('%s -> %s', (header, locale) => {
    expect(languageOfHeader(header)).toBe(locale);
  });

  it.each([undefined, '', '*', 'fr-FR', 'de;q=1, ja;q=0.5', 'zh;q=0', '!!, @@@', 'x'.repeat(300)])(
    'names none of ours in %j',
    (header) => {
      expect(languageOfHeader(header)).toBeNull();
    },
  );
});

describe('acceptedLanguages', () => {
  it('orders by q, keeps the header order for ties and drops malformed tags', () => {
    expect(acceptedLanguages('ms;q=0.5, en-gb, zh-cn;q=0.5, not a tag, fr;q=abc')).toEqual([
      'en-GB',
      'ms',
      'zh-CN',
    ]);
  });
});

describe('chooseLanguage', () => {
  it('takes the cookie first, then the header, then the operator default', () => {
    expect(chooseLanguage({ cookie: 'ms', acceptLanguage: 'zh-CN', operatorDefault: 'en' })).toBe('ms');
    expect(chooseLanguage({ cookie: 'xx', acceptLanguage: 'zh-CN', operatorDefault: 'en' })).toBe('zh');
    expect(chooseLanguage({ cookie: undefined, acceptLanguage: 'fr', operatorDefault: 'ms' })).toBe('ms');
    expect(chooseLanguage({ cookie: undefined, acceptLanguage: undefined, operatorDefault: 'zh' })).toBe(
      'zh',
    );
  });
});
