// Codes, hex colours and confirm words are typed exactly: a phone keyboard must not suggest, correct or
// lower-case them (a corrected promo code is a wrong code). spellCheck is the string 'false': Preact, which
// the built site runs on, drops a boolean false attribute instead of writing spellcheck="false".
export const EXACT_TYPING = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  autoCorrect: 'off',
  spellCheck: 'false',
} as const;
