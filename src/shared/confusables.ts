// Which strings look alike: the confusable skeleton of Unicode TR39 (Security Mechanisms, §4), reduced to
// what a reserved name needs. No zod, no DOM: the server and the visitor's chat widget may both use it.

/**
 * TR39's prototypes (confusables.txt, Unicode 14.0) of the letters of the Latin, Greek, Cyrillic,
 * Armenian, Cherokee and Lisu scripts, and of the common symbols and digits, that look like ASCII
 * letters or digits: each key is what the characters of its value look like, lower-cased. Fullwidth and
 * mathematical letters are not listed: NFKC turns them into ASCII first. Entries whose look-alike is a
 * letter with a mark (ø, ł) are not listed either: TR39 keeps the mark, so they do not read as plain.
 * TR39 maps the digit 0 to O and 1 to l, so "Supp0rt" reads as "Support"; the table keeps that.
 */
const LOOK_ALIKES: Record<string, string> = {
  '2': 'ꝚƧꙄ',
  '3': '𝈆ꞫȜƷꝪЗӠ',
  '4': 'Ꮞ',
  '5': 'Ƽ',
  '6': 'бᏮ',
  '7': '𝈒',
  '8': 'ȣȢ',
  '9': 'Ꝯ',
  a: '⍺ɑαаΑАᎪꓮ',
  aa: 'ꜳꜲ',
  ae: 'æӕÆӔ',
  ao: 'ꜵꜴ',
  au: 'ꜷꜶ',
  av: 'ꜹꜻꜸꜺ',
  ay: 'ꜽꜼ',
  b: 'ƄЬᏏꞴΒВᏴꓐ',
  bl: 'Ы',
  c: 'ᴄсꮯСᏟꓚ',
  d: 'ԁᏧꓒᎠꓓ',
  dz: 'ʣ',
  e: '℮ꬲеҽ⋿ΕЕᎬꓰ',
  f: 'ꬵꞙẝք𝈓ꞘϜꓝ',
  g: 'ɡᶃƍցԌᏀᏳꓖ',
  h: 'һհᏂΗНᎻꓧ',
  i: '⍳ıɪɩιіꙇӏꭵᎥ',
  j: 'ϳјꞲͿЈᎫꓙ',
  k: 'ΚКᏦꓗ',
  l: '|∣⏽1IƖǀΙІӀꓲ𝈪Ꮮꓡ',
  ll: '‖∥ǁ',
  lo: 'Ю',
  ls: 'ʪ',
  lt: '₶',
  lz: 'ʫ',
  m: 'ΜϺМᎷꓟ',
  n: 'ոռΝꓠ',
  o: 'ᴏᴑꬽοσоօ0ΟОՕꓳ',
  oe: 'œŒ',
  oo: '∞ꝏꚙꝎꚘ',
  p: '⍴ρрΡРᏢꓑ',
  q: 'ԛգզ',
  r: 'ꭇꭈᴦгꮁ𝈖ƦᎡᏒꓣ',
  rn: 'm',
  s: 'ꜱƽѕꮪЅՏᏕᏚꓢ',
  t: '⊤⟙ΤТᎢꓔ',
  t3: 'Ꜩ',
  tf: 'ꝷ',
  ts: 'ʦ',
  u: 'ꞟᴜꭎꭒʋυս∪⋃Սꓴ',
  ue: 'ᵫ',
  uo: 'ꭣ',
  v: '∨⋁ᴠνѵꮩ𝈍ѴᏙꓦ',
  w: 'ɯᴡѡԝաꮃԜᎳᏔꓪ',
  x: '×⤫⤬⨯х╳ꞳΧХꓫ',
  y: 'ɣᶌʏỿꭚγуүΥУҮᎩᎽꓬ',
  z: 'ᴢꮓΖᏃꓜ',
};

/** Built on first use: a bundle that imports this module without calling it carries no table. */
let prototypeOf: Map<string, string> | null = null;

const prototypes = (text: string): string => {
  prototypeOf ??= new Map(
    Object.entries(LOOK_ALIKES).flatMap(([prototype, chars]) =>
      Array.from(chars, (c) => [c, prototype] as const),
    ),
  );
  let out = '';
  for (const char of text) out += prototypeOf.get(char) ?? char;
  return out;
};

/**
 * The skeleton of `text`, ignoring case: two strings with the same skeleton look alike ("Ѕuppοrt" with a
 * Cyrillic S and a Greek o, "ＳＵＰＰＯＲＴ", "Supp0rt" and "support" all give "support"). TR39's steps
 * (NFD, drop default-ignorable characters, map each character to its prototype, NFD) after NFKC, with
 * the mapping done before and after lower-casing: TR39 is case-sensitive, and a capital's look-alike
 * (Greek Τ for T) is not always its small letter's (τ).
 */
export function confusableSkeleton(text: string): string {
  const plain = text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '');
  return prototypes(prototypes(plain).toLowerCase()).toLowerCase().normalize('NFD');
}
