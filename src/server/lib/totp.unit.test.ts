import { describe, expect, it } from 'vitest';
import {
  TOTP_STEP_SECONDS,
  base32Decode,
  base32Encode,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUrl,
  timeStep,
  totpCode,
} from './totp';

// The key of RFC 4226 Appendix D and of RFC 6238 Appendix B (SHA-1): the ASCII bytes of "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

const at = (seconds: number) => new Date(seconds * 1000);

describe('base32', () => {
  it('encodes without padding in upper case and decodes back', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (let length = 0; length <= 21; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff));
      expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    }
  });

  it('reads what a person copies: lower case, spaces and padding', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(base32Decode('MZXW6YTB\tOI').toString()).toBe('foobar');
  });

  it('refuses characters outside the alphabet and lengths no encoding produces', () => {
    expect(() => base32Decode('MZXW6YTB0I')).toThrow(); // a zero for an O
    expect(() => base32Decode('MZXW1YTBOI')).toThrow();
    expect(() => base32Decode('MZ=XW')).toThrow(); // padding inside
    expect(() => base32Decode('MZXW6YTBO')).toThrow(); // 9 characters: 45 bits, no whole byte count
  });

  it('makes 20-byte random secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('HOTP and TOTP codes', () => {
  it('gives the HOTP values of RFC 4226 Appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => totpCode(RFC_SECRET, counter))).toEqual(expected);
  });

  it('gives the SHA-1 values of RFC 6238 Appendix B (their last six digits)', () => {
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(RFC_SECRET, timeStep(at(seconds)))).toBe(code);
  });

  it('counts 30-second steps from the Unix epoch', () => {
    expect(TOTP_STEP_SECONDS).toBe(30);
    expect(timeStep(at(0))).toBe(0);
    expect(timeStep(at(29.999))).toBe(0);
    expect(timeStep(at(30))).toBe(1);
    expect(timeStep(at(59))).toBe(1);
  });
});

describe('matchTotp', () => {
  // Step 5 (150 s to 179 s after the epoch): the HOTP counters 3 to 7 of RFC 4226 Appendix D, all different.
  const now = at(5 * 30 + 10);
  const code = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583'];

  it('accepts the current code and the one a step either side, returning the step it matched', () => {
    expect(timeStep(now)).toBe(5);
    expect(matchTotp(RFC_SECRET, code[5]!, now, null)).toBe(5);
    expect(matchTotp(RFC_SECRET, code[4]!, now, null)).toBe(4);
    expect(matchTotp(RFC_SECRET, code[6]!, now, null)).toBe(6);
  });

  it('refuses a code two steps early or late, and a wrong code', () => {
    expect(matchTotp(RFC_SECRET, code[3]!, now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, code[7]!, now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, '000000', now, null)).toBeNull();
  });

  it('refuses a code already used: its step, or any earlier one, is the last used step', () => {
    const used = matchTotp(RFC_SECRET, code[5]!, now, null);
    expect(used).toBe(5);
    expect(matchTotp(RFC_SECRET, code[5]!, now, used)).toBeNull();
    expect(matchTotp(RFC_SECRET, code[5]!, at(6 * 30 + 5), used)).toBeNull(); // a step later, still in the window
    expect(matchTotp(RFC_SECRET, code[4]!, now, used)).toBeNull(); // an older code
    expect(matchTotp(RFC_SECRET, code[6]!, now, used)).toBe(6); // the next one works once
    expect(matchTotp(RFC_SECRET, code[6]!, now, 6)).toBeNull();
  });

  it('works with a secret as a person may have typed it', () => {
    expect(matchTotp(RFC_SECRET.toLowerCase().replace(/(.{4})/g, '$1 '), code[5]!, now, null)).toBe(5);
  });

  it('refuses anything but exactly six ASCII digits', () => {
    const current = code[5]!;
    for (const input of [
      current.slice(1),
      `${current}0`,
      ` ${current}`,
      `${current.slice(0, 3)} ${current.slice(3)}`,
      '',
      'abcdef',
      current.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))), // full-width digits
    ])
      expect(matchTotp(RFC_SECRET, input, now, null)).toBeNull();
  });
});

describe('otpauthUrl', () => {
  it('writes the Key Uri Format an authenticator app reads', () => {
    expect(otpauthUrl({ issuer: 'Lucky Draw', account: 'owner', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/Lucky%20Draw:owner?secret=JBSWY3DPEHPK3PXP&issuer=Lucky%20Draw&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('percent-encodes spaces and non-ASCII in the issuer and account, and decodes back to them', () => {
    const url = otpauthUrl({
      issuer: '幸运 Draw & Co',
      account: 'mei ling@例子.my',
      secret: 'JBSWY3DPEHPK3PXP',
    });
    expect(url).toMatch(/^otpauth:\/\/totp\/[A-Za-z0-9%._~-]+:[A-Za-z0-9%._~@-]+\?/);
    expect(url).not.toMatch(/[ +]/);
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname.slice(1))).toBe('幸运 Draw & Co:mei ling@例子.my');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: '幸运 Draw & Co',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('keeps the one colon that separates issuer and account, and never throws on a broken string', () => {
    const url = otpauthUrl({ issuer: 'A:B', account: 'c:d\ud800', secret: 'JBSWY3DPEHPK3PXP' });
    const label = decodeURIComponent(new URL(url).pathname.slice(1));
    expect(label.split(':')).toHaveLength(2);
    expect(label).toBe('A B:c d\ufffd');
  });

  it('leaves the issuer out when there is none', () => {
    expect(otpauthUrl({ issuer: ' ', account: 'owner', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/owner?secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('recovery codes', () => {
  it('makes 10 distinct codes of 10 characters without look-alikes, shown as xxxxx-xxxxx', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
    expect(newRecoveryCodes()).not.toEqual(codes);
  });

  it('reads a code however it is typed: case, hyphens, spaces, full-width characters', () => {
    expect(normalizeRecoveryCode('abcde-fghjk')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode(' ABCDE FGHJK ')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode('abcdefghjk')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode('ａｂｃｄｅ－ｆｇｈｊｋ')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode('abcde\u2013fghjk')).toBe('abcdefghjk'); // an en dash a phone put in
  });

  it('tells a recovery code from a six-digit code and from rubbish', () => {
    expect(looksLikeRecoveryCode('ABCDE-FGHJK')).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode('abcde-fghj')).toBe(false);
    expect(looksLikeRecoveryCode('abcde-fghjkm')).toBe(false);
    expect(looksLikeRecoveryCode('abcde-fghj0')).toBe(false); // a zero is not in the alphabet
    expect(looksLikeRecoveryCode('abcde/fghjk')).toBe(false);
  });

  it('hashes the normalized code, the same each time, as SHA-256 hex', () => {
    const hash = hashRecoveryCode('abcde-fghjk');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('ABCDE FGHJK')).toBe(hash);
    expect(hashRecoveryCode('abcdefghjk')).toBe(hash);
    expect(hashRecoveryCode('abcde-fghjm')).not.toBe(hash);
    // SHA-256 of the ASCII "abcdefghjk", so a hash stored today still matches after a refactor.
    expect(hash).toBe('22f3f00d7f9cfe6eeefa9b71bdcb093a9080fcf4981d2dbf932648fa15a2d793');
  });
});
