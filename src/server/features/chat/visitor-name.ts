// Whether a visitor's chat name may stand beside the operator's replies: it must not read as the
// operator's (Support), and it must be written in one script. Server-only: the full confusables table
// (unhomoglyph's data.json: Unicode TR39 confusables.txt, all of it) never reaches a page.
import { createRequire } from 'node:module';
import { CHAT_SUPPORT_NAME } from '#shared/chat';

/**
 * TR39's prototype of each confusable character (a code point each; the prototype may be longer).
 * Required, not imported: the server bundle leaves packages outside, and its Node 20 target drops the
 * `with { type: 'json' }` an ES import of JSON needs.
 */
export const PROTOTYPES = createRequire(import.meta.url)('unhomoglyph/data.json') as Readonly<
  Record<string, string>
>;

/**
 * Look-alikes TR39 leaves out, for the reserved name only (docs/decisions/0031-chat-desk-guards.md):
 * Latin small capitals read as their letters in a name (TR39 maps ᴏ and ᴜ, not ᴘ, ʀ or ᴛ; it maps
 * Cyrillic т to ᴛ), and digits and signs read as letters ("Supp0r7", "$upport", "Supp0r+"). TR39
 * itself maps 0 to O and 1 to l.
 */
const READS_AS: Readonly<Record<string, string>> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ꞯ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  $: 's',
  '+': 't',
  '@': 'a',
  '!': 'i',
};

const mapEach = (text: string, table: Readonly<Record<string, string>>): string => {
  let out = '';
  for (const char of text) out += table[char] ?? char;
  return out;
};

/**
 * TR39's skeleton (NFD, default-ignorable characters dropped, each character to its prototype, NFD),
 * after NFKC (fullwidth and mathematical letters to plain ones) and ignoring case: TR39 is
 * case-sensitive, and a capital's look-alike (Greek Τ for T) is not always its small letter's (τ).
 */
export function confusableSkeleton(text: string): string {
  const plain = text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '');
  return mapEach(mapEach(plain, PROTOTYPES).toLowerCase(), PROTOTYPES).toLowerCase().normalize('NFD');
}

/**
 * What a name reads as at a glance: its skeleton with the extra look-alikes above, without its marks
 * (an accent, a dot below, an overlay), spaces, punctuation and symbols.
 */
const readsAs = (name: string): string =>
  mapEach(confusableSkeleton(name), READS_AS)
    .normalize('NFD')
    .replace(/[\p{M}\s\p{P}\p{S}]/gu, '');

/** True when a visitor's name reads as the operator's: "Ѕuppοrt", "SUPPORT", "Supp0r7", "[Support]". */
export const isReservedChatName = (name: string): boolean => readsAs(name) === readsAs(CHAT_SUPPORT_NAME);

/**
 * Unicode's scripts (ISO 15924 codes), those of them this runtime's regular expressions know. Common
 * (Zyyy) and Inherited (Zinh) are not among them: digits, punctuation and combining marks go with any.
 */
const SCRIPT_CODES = (
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Bhks Bopo Brah Brai Bugi Buhd Cakm Cans ' +
  'Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag ' +
  'Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java ' +
  'Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi ' +
  'Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat ' +
  'Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti ' +
  'Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc ' +
  'Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg ' +
  'Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb'
).split(' ');

/** Built on first use; a code the runtime does not know (a script newer than its Unicode) is left out. */
let scriptTests: { code: string; test: RegExp }[] | null = null;

function scriptOf(char: string): string {
  scriptTests ??= SCRIPT_CODES.flatMap((code) => {
    try {
      return [{ code, test: new RegExp(`^\\p{Script=${code}}$`, 'u') }];
    } catch {
      return [];
    }
  });
  // A character of none of them (unassigned) counts as a script of its own.
  return scriptTests.find(({ test }) => test.test(char))?.code ?? `U+${char.codePointAt(0)?.toString(16)}`;
}

/**
 * The mixes of scripts TR39's "highly restrictive" level allows in one identifier: Latin with Han and
 * the Japanese kana, with Han and Bopomofo, or with Han and Hangul. Anything else is one script.
 */
const ALLOWED_MIXES: readonly ReadonlySet<string>[] = [
  new Set(['Latn', 'Hani', 'Hira', 'Kana']),
  new Set(['Latn', 'Hani', 'Bopo']),
  new Set(['Latn', 'Hani', 'Hang']),
];

const COMMON_OR_INHERITED = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * True when a name's letters come from more than one script ("Ѕupport" with a Cyrillic S, "Ali Сергей"),
 * beyond the mixes above ("Tan Mei Ling 陈美玲", "山田 さくら" are one name each). Read after NFKC, so
 * fullwidth and mathematical letters count as the Latin they are.
 */
export function mixesScripts(name: string): boolean {
  const scripts = new Set<string>();
  for (const char of name.normalize('NFKC')) {
    if (!COMMON_OR_INHERITED.test(char)) scripts.add(scriptOf(char));
  }
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((mix) => [...scripts].every((script) => mix.has(script)));
}

/** Why a visitor may not go by `name`, or null when they may. */
export function visitorNameProblem(name: string): 'reserved' | 'mixed_scripts' | null {
  if (isReservedChatName(name)) return 'reserved';
  return mixesScripts(name) ? 'mixed_scripts' : null;
}
