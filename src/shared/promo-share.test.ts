import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_MESSAGES, fillShareMessage, promoLink, unknownPlaceholders } from './promo-share';

describe('the message a code goes out with', () => {
  const values = {
    code: 'H3PR2RSJ',
    prize: 'FREE 6',
    expiry: '2026-12-01 18:00 (UTC+8)',
    link: 'https://x/promo?code=H3PR2RSJ',
  };

  it('links to /promo with the code in its query', () => {
    expect(promoLink('https://draw.example', 'H3PR2RSJ')).toBe('https://draw.example/promo?code=H3PR2RSJ');
  });

  it('fills every placeholder, and a blank template is the language’s built-in one', () => {
    expect(fillShareMessage('{code} / {prize} / {expiry} / {link} / {code}', 'en', values)).toBe(
      'H3PR2RSJ / FREE 6 / 2026-12-01 18:00 (UTC+8) / https://x/promo?code=H3PR2RSJ / H3PR2RSJ',
    );
    for (const language of ['en', 'zh', 'ms'] as const) {
      const message = fillShareMessage('  ', language, values);
      expect(message).not.toBe(DEFAULT_SHARE_MESSAGES[language]);
      for (const value of Object.values(values)) expect(message).toContain(value);
    }
  });

  it('names the placeholders it does not know, once each', () => {
    expect(unknownPlaceholders('{code} {name} {name} {Code} {}')).toEqual(['name', 'Code', '']);
    expect(unknownPlaceholders('{code} {prize} {expiry} {link} { spaced }')).toEqual([]);
  });
});
