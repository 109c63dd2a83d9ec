// Codes, hex colours and confirm words are typed exactly: a phone keyboard must not suggest, correct or
// lower-case them (a corrected promo code is a wrong code).
export const EXACT_TYPING = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
