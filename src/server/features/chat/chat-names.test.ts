// A visitor's name never reads as the operator's (Support): look-alikes from other scripts, fullwidth and
// mathematical letters, small capitals, marks, invisible characters, digits and spacing are refused, and
// so is a name that mixes scripts; people's real names in any one script (with Latin beside Han, as
// Chinese Malaysians write them) are taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/** 46 ways to write "Support" so that it reads as Support. */
export const SUPPORT_LOOK_ALIKES: readonly string[] = [
  'Ѕᥙрроrt', // Cyrillic Ѕ, р, о and Tai Le ᥙ
  'Ꮪᥙᴘᴘᴏʀᴛ', // Cherokee Ꮪ, Tai Le ᥙ, Latin small capitals
  'Supporṭ', // t with a dot below
  'Support\u0338', // a combining long solidus overlay
  'Supp0r7', // digits
  'Ѕupport', // Cyrillic DZE
  'Suppοrt', // Greek omicron
  'Ѕսррοrt', // Cyrillic, Armenian and Greek together
  'Ｓｕｐｐｏｒｔ', // fullwidth
  '𝐒𝐮𝐩𝐩𝐨𝐫𝐭', // mathematical bold
  '𝑺𝒖𝒑𝒑𝒐𝒓𝒕', // mathematical bold italic
  '𝕊𝕦𝕡𝕡𝕠𝕣𝕥', // double-struck
  '𝚂𝚞𝚙𝚙𝚘𝚛𝚝', // monospace
  '𝓢𝓾𝓹𝓹𝓸𝓻𝓽', // bold script
  'SUPPORT',
  'support',
  'sUpPoRt',
  'S u p p o r t',
  'S.u.p.p.o.r.t',
  'Sup\u200Bport', // zero-width space
  'S\u200Dupport', // zero-width joiner
  'Sup\u00ADport', // soft hyphen
  'Supp\u2060ort', // word joiner
  '\uFEFFSupport', // byte-order mark
  'Suppоrt', // Cyrillic о
  'Ѕuрроrt', // Cyrillic Ѕ and р
  'Ꮪupport', // Cherokee S
  'Sᴜpport', // a small capital U
  'ꜱᴜᴘᴘᴏʀᴛ', // small capitals throughout
  'SUPPΟRΤ', // Greek capital omicron and tau
  'Supp0rt', // the digit 0
  '5upp0rt', // 5 and 0
  '$upport', // a dollar sign
  'Supp0r+', // a plus for the t
  'Su\u0308pport', // u with a combining diaeresis
  'Suppórt', // o with an acute
  'S̲u̲p̲p̲o̲r̲t̲', // combining low lines
  'Support ✓',
  '[Support]',
  'Support.',
  '- Support -',
  'Տupport', // Armenian Տ
  'Supporт', // Cyrillic т (a small capital T in TR39)
  'ՏՍΡΡΟRΤ', // Armenian, Greek and Latin capitals
  'Ｓupport', // one fullwidth letter
  'S\u0301upport', // a combining acute on the S
];

/** People's names in one script, or Latin beside Han: all taken. */
export const REAL_NAMES: readonly string[] = [
  '陈伟',
  '张伟',
  'Siti Nurhaliza',
  'முருகன்',
  'José',
  'Nguyễn Văn An',
  'Muhammad Ali bin Abu Bakar',
  'Tan Mei Ling 陈美玲',
  'さくら',
  '山田 太郎',
  'Σοφία',
  'Дмитрий',
  "O'Brien",
  'Anne-Marie',
  'Supporter',
  'Support Team',
  'Visitor',
  'Ali 123',
];

describe("a visitor's name", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sendAs = (senderName: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      payload: { senderName, message: 'hello' },
      remoteAddress: freshIp(),
    });

  it('has 46 look-alikes of Support to refuse', () => {
    expect(new Set(SUPPORT_LOOK_ALIKES).size).toBe(46);
  });

  it.each(SUPPORT_LOOK_ALIKES)('refuses %j, which reads as Support', async (name) => {
    const res = await sendAs(name);
    expect(res.statusCode, res.body).toBe(400);
    // Invisible characters are refused by the text rule of every field before the name is read.
    expect(res.json<{ code: string }>().code).toMatch(
      /^(chat\.reserved_name|chat\.mixed_scripts_name|validation\.field)$/,
    );
  });

  it.each(REAL_NAMES)('takes %j', async (name) => {
    const res = await sendAs(name);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a name that mixes two scripts, saying so', async () => {
    for (const name of ['Ali Сергей', 'Pаypal']) {
      const res = await sendAs(name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('chat.mixed_scripts_name');
    }
  });
});
